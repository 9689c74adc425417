// A project's data room links (decision 078): the project shared as one link with a
// tracking link's controls. Only the project's owner (decision 019: who runs the
// project and its members) creates, changes, lists and deletes them; a project the caller
// does not see is "not found" (project-access.ts, through the one access layer). The link
// is the project owner's — the share address /d/{owner}/{code}, the view mails and the
// leads are theirs — lives in the project's workspace, and counts against their plan's
// tracking links.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  DATA_ROOM_MESSAGES,
  type RoomLinkView,
  type ZRoomLinkCreate,
  type ZRoomLinkUpdate,
} from '../../../../core/data-room-schemas';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import { publishRecordChange } from '../../../platform/access/publish-record-change';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { isUuid } from '../tracking/is-uuid';
import { claimTrackingLink } from '../tracking/link-limit';
import { settingsColumns, writeLinkUpdate } from '../tracking/link-settings';
import { newTrackingCode } from '../tracking/tracking-code';
import { linkControlsView, usernameOf } from '../tracking/tracking-link-view';
import { OWNER_ONLY, requireProjectAccess } from './project-access';

type LinkRow = Awaited<ReturnType<typeof findRoomLink>>;

async function findRoomLink(db: Kysely<DB>, projectId: string, linkId: string) {
  if (!isUuid(linkId)) throw notFound(DATA_ROOM_MESSAGES.roomLinkNotFound);
  const row = await db
    .selectFrom('document_tracking_links')
    .selectAll()
    .where('id', '=', linkId)
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  if (!row) throw notFound(DATA_ROOM_MESSAGES.roomLinkNotFound);
  return row;
}

/** Each link with every document of the project and its views through that link. */
async function toRoomLinkViews(
  db: Kysely<DB>,
  projectId: string,
  rows: LinkRow[],
  publicUrl: string,
): Promise<RoomLinkView[]> {
  if (rows.length === 0) return [];
  const [username, documents, figures] = await Promise.all([
    usernameOf(db, rows[0]?.userId ?? ''),
    db
      .selectFrom('project_documents as pd')
      .innerJoin('documents as d', 'd.id', 'pd.documentId')
      .select(['d.id', 'd.title'])
      .where('pd.projectId', '=', projectId)
      .where('d.type', '=', 'pdf')
      .orderBy('d.title')
      .orderBy('d.id')
      .execute(),
    db
      .selectFrom('document_views as v')
      .select((eb) => [
        'v.trackingLinkId',
        'v.documentId',
        eb.fn.countAll<number>().as('views'),
        eb.fn.sum<number>('v.timeSpent').as('seconds'),
        eb.fn.max('v.createdAt').as('lastViewedAt'),
      ])
      .where(
        'v.trackingLinkId',
        'in',
        rows.map((row) => row.id),
      )
      .groupBy(['v.trackingLinkId', 'v.documentId'])
      .execute(),
  ]);
  return rows.map((row) => ({
    ...linkControlsView(row, publicUrl, username),
    projectId,
    documents: documents.map((document) => {
      const figure = figures.find(
        (f) => f.trackingLinkId === row.id && f.documentId === document.id,
      );
      return {
        documentId: document.id,
        title: document.title,
        views: Number(figure?.views ?? 0),
        seconds: Number(figure?.seconds ?? 0),
        lastViewedAt: figure?.lastViewedAt ? new Date(figure.lastViewedAt).toISOString() : null,
      };
    }),
  }));
}

export async function listRoomLinks(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  projectId: string,
  publicUrl: string,
): Promise<RoomLinkView[]> {
  const project = await requireProjectAccess(db, access, projectId, OWNER_ONLY);
  const rows = await db
    .selectFrom('document_tracking_links')
    .selectAll()
    .where('projectId', '=', project.projectId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return toRoomLinkViews(db, project.projectId, rows, publicUrl);
}

export async function createRoomLink(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  projectId: string,
  input: z.output<typeof ZRoomLinkCreate>,
  publicUrl: string,
): Promise<RoomLinkView> {
  return db.transaction().execute(async (trx) => {
    const project = await requireProjectAccess(trx, access, projectId, OWNER_ONLY);
    await claimTrackingLink(trx, project.ownerId);
    const { workspaceId } = await trx
      .selectFrom('projects')
      .select('workspaceId')
      .where('id', '=', project.projectId)
      .executeTakeFirstOrThrow();
    const { label, ...settings } = input;
    const { columns } = await settingsColumns(settings);
    const row = await trx
      .insertInto('document_tracking_links')
      .values({
        documentId: null,
        projectId: project.projectId,
        workspaceId,
        userId: project.ownerId,
        createdBy: access.userId,
        uniqueCode: newTrackingCode(),
        label,
        ...columns,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishLinkChange(trx, row, 'insert');
    const [view] = await toRoomLinkViews(trx, project.projectId, [row], publicUrl);
    return view as RoomLinkView;
  });
}

export async function updateRoomLink(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  projectId: string,
  linkId: string,
  input: z.output<typeof ZRoomLinkUpdate>,
  publicUrl: string,
): Promise<RoomLinkView> {
  return db.transaction().execute(async (trx) => {
    const project = await requireProjectAccess(trx, access, projectId, OWNER_ONLY);
    const link = await findRoomLink(trx, project.projectId, linkId);
    const row = await writeLinkUpdate(trx, link, input);
    await publishLinkChange(trx, row, 'update');
    const [view] = await toRoomLinkViews(trx, project.projectId, [row], publicUrl);
    return view as RoomLinkView;
  });
}

export async function deleteRoomLink(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  projectId: string,
  linkId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const project = await requireProjectAccess(trx, access, projectId, OWNER_ONLY);
    const link = await findRoomLink(trx, project.projectId, linkId);
    await trx.deleteFrom('document_tracking_links').where('id', '=', link.id).execute();
    await publishLinkChange(trx, link, 'delete');
  });
}

function publishLinkChange(
  trx: Kysely<DB>,
  row: { id: string; workspaceId: string; userId: string; createdBy: string | null },
  op: 'insert' | 'update' | 'delete',
) {
  return publishRecordChange(
    trx,
    row.workspaceId,
    'documents',
    { ownerId: row.userId, createdBy: row.createdBy },
    { entity: 'document_tracking_links', op, id: row.id },
  );
}
