// An e-mail given at a document link's gate becomes a lead in the owner's CRM (issue 23):
// a new client with the lead source "document" in the document's workspace, or a note
// on the client who already has that address there — "Opened “Deck.pdf” — 4 min, pages
// 1–12" — kept up to date while the visit goes on. Written through the clients
// feature's public.ts, in the view's own transaction; a Free plan that is full of
// clients gets no new client (its limit holds for every way in) but the view keeps the
// address.
import type { Kysely } from 'kysely';
import { ZClientCreate } from '../../../../core/client-schemas';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import { UNLIMITED } from '../../../../core/plans';
import type { DB } from '../../../db/types';
import { HttpError } from '../../../http/errors';
import {
  loadWorkspaceAccess,
  type WorkspaceAccess,
} from '../../../platform/access/workspace-access';
import {
  addInteraction,
  clientQuota,
  createClient,
  findClientIdByEmail,
  lockClientQuota,
  updateInteraction,
} from '../../clients/public';

type ViewFigures = { pageSeconds: Record<string, number>; timeSpent: number };

/** "Opened “Deck.pdf” — 4 min, pages 1–12". */
export function leadInteractionText(fileName: string, view: ViewFigures): string {
  const minutes = Math.round(view.timeSpent / 60);
  const time = view.timeSpent < 60 ? `${view.timeSpent} s` : `${minutes} min`;
  const pages = Object.entries(view.pageSeconds)
    .filter(([, seconds]) => seconds > 0)
    .map(([page]) => Number(page))
    .sort((a, b) => a - b);
  const read =
    pages.length === 0
      ? 'no page read yet'
      : `${pages.length === 1 ? 'page' : 'pages'} ${ranges(pages)}`;
  return `Opened “${fileName}” — ${time}, ${read}`;
}

/** [1,2,3,5,7,8] → "1–3, 5, 7–8". */
function ranges(pages: number[]): string {
  const parts: string[] = [];
  let start = pages[0] as number;
  let previous = start;
  for (const page of [...pages.slice(1), Number.NaN]) {
    if (page === previous + 1) {
      previous = page;
      continue;
    }
    parts.push(start === previous ? String(start) : `${start}–${previous}`);
    start = page;
    previous = page;
  }
  return parts.join(', ');
}

/**
 * The document's workspace (a data room's link: the project's, decision 078) as the
 * link's owner, with every client editable (the lead is theirs).
 */
async function leadAccess(
  trx: Kysely<DB>,
  ownerId: string,
  documentId: string,
  roomWorkspaceId?: string,
): Promise<WorkspaceAccess | null> {
  const document = roomWorkspaceId
    ? { workspaceId: roomWorkspaceId }
    : await trx
        .selectFrom('documents')
        .select('workspaceId')
        .where('id', '=', documentId)
        .executeTakeFirst();
  let access = document ? await loadWorkspaceAccess(trx, ownerId, document.workspaceId) : null;
  if (!access || access.levels.clients.edit === 'none') {
    access = await loadWorkspaceAccess(trx, ownerId, undefined);
  }
  if (!access) return null;
  return { ...access, levels: { ...access.levels, clients: { view: 'all', edit: 'all' } } };
}

export function leadFileName(document: { title: string; originalFilename: string | null }) {
  return document.originalFilename?.trim() || `${document.title}.pdf`;
}

/** Creates the lead (or finds the client) and logs the view; the interaction's id, or null. */
export async function recordLead(
  trx: Kysely<DB>,
  input: {
    ownerId: string;
    documentId: string;
    /** The data room's workspace, when the view came through a room link. */
    roomWorkspaceId?: string;
    fileName: string;
    email: string;
    name: string | null;
    view: ViewFigures;
  },
): Promise<string | null> {
  const access = await leadAccess(trx, input.ownerId, input.documentId, input.roomWorkspaceId);
  if (!access) return null;
  await lockClientQuota(trx, access.workspaceId);
  let clientId = await findClientIdByEmail(trx, access.workspaceId, input.email);
  if (!clientId) {
    const { limit, used } = await clientQuota(trx, access.workspaceId);
    if (limit !== UNLIMITED && used >= limit) return null;
    const parsed = ZClientCreate.safeParse({
      name: input.name || input.email,
      status: 'new_lead',
      leadSource: 'document',
      emails: [{ address: input.email, type: 'other', isDefault: true }],
    });
    if (!parsed.success) return null;
    clientId = (await createClient(trx, access, parsed.data)).id;
  }
  const interaction = await addInteraction(trx, access, clientId, {
    type: 'note',
    subject: DOCUMENT_MESSAGES.leadInteractionSubject,
    content: leadInteractionText(input.fileName, input.view),
    outcome: 'neutral',
  });
  return interaction.id;
}

/** Brings the view's note up to date; a note the owner deleted stays deleted. */
export async function updateLead(
  trx: Kysely<DB>,
  input: {
    ownerId: string;
    documentId: string;
    roomWorkspaceId?: string;
    interactionId: string;
    fileName: string;
    view: ViewFigures;
  },
): Promise<void> {
  const access = await leadAccess(trx, input.ownerId, input.documentId, input.roomWorkspaceId);
  if (!access) return;
  try {
    await updateInteraction(trx, access, input.interactionId, {
      content: leadInteractionText(input.fileName, input.view),
    });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
}
