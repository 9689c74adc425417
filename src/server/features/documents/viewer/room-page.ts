// A data room's page (decision 078): after its gate, the project's name and its PDFs
// (name, pages, size), each a plain link to the document viewer under the room's
// address. Server-rendered in the gate's look; works without JavaScript. Only PDFs are
// listed: the public viewer shows PDFs only (spec §5).
import type { Kysely } from 'kysely';
import { DATA_ROOM_MESSAGES as M } from '../../../../core/data-room-schemas';
import type { DB } from '../../../db/types';
import { escapeHtml } from '../../../http/escape';
import { page } from './gate-page';

export type RoomListing = {
  name: string;
  documents: { id: string; title: string; pageCount: number | null; size: number }[];
};

const STYLE =
  'main{max-width:40rem}ul{list-style:none;margin:0;padding:0}li{border-top:1px solid #e4e4e7}li a{display:block;padding:.75rem .25rem;color:#3730a3;font-weight:600;text-decoration:none;overflow-wrap:anywhere}li a:hover{text-decoration:underline}li a:focus-visible{outline:3px solid #4f46e5;outline-offset:2px}li span{display:block;font-weight:400;font-size:.875rem;color:#52525b}h2{font-size:1rem;margin:1rem 0 .5rem}';

export async function loadRoomListing(db: Kysely<DB>, projectId: string): Promise<RoomListing> {
  const [project, documents] = await Promise.all([
    db.selectFrom('projects').select('name').where('id', '=', projectId).executeTakeFirstOrThrow(),
    db
      .selectFrom('project_documents as pd')
      .innerJoin('documents as d', 'd.id', 'pd.documentId')
      .select(['d.id', 'd.title', 'd.pageCount', 'd.size'])
      .where('pd.projectId', '=', projectId)
      .where('d.type', '=', 'pdf')
      .orderBy('d.title')
      .orderBy('d.id')
      .execute(),
  ]);
  return { name: project.name, documents };
}

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function pagesText(count: number | null): string | null {
  if (count === null) return null;
  return count === 1 ? '1 page' : `${count} pages`;
}

/** `address`: the room's own path (/d/{username}/{code}); documents open beneath it. */
export function renderRoomPage(room: RoomListing, ownerName: string, address: string): string {
  const items = room.documents
    .map((document) => {
      const details = [pagesText(document.pageCount), formatSize(document.size)]
        .filter(Boolean)
        .join(' · ');
      return `<li><a href="${escapeHtml(`${address}/${document.id}`)}">${escapeHtml(document.title)}<span>${escapeHtml(details)}</span></a></li>`;
    })
    .join('');
  const list = items
    ? `<h2>${escapeHtml(M.documentsHeading)}</h2><ul>${items}</ul>`
    : `<p>${escapeHtml(M.noDocuments)}</p>`;
  return page(
    room.name,
    `<h1>${escapeHtml(room.name)}</h1><p>${escapeHtml(M.pageIntro(ownerName))}</p>${list}`,
    STYLE,
  );
}
