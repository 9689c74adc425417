// Saved views of the clients tab (issue 20, decision 050), in the request's workspace.
// A caller sees their own views and the workspace's shared ones; another workspace's
// view, or someone else's personal one, is "not found". The creator may change or
// delete a view; a shared view may also be changed by those who may edit the workspace's
// settings (it is the team's); anyone else who sees it gets 403. Every query goes
// through the access layer's workspaceRowFilter (no views for a caller who does not see
// the clients); the creator/shared rule here narrows it further.
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { can } from '../../../../core/access';
import {
  CLIENT_VIEWS_PER_USER_MAX,
  type ClientView,
  type ClientViewList,
  type ClientViewState,
  type ZClientViewCreate,
  ZClientViewState,
  type ZClientViewUpdate,
} from '../../../../core/client-view-schemas';
import { FILTER_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { badRequest, HttpError, notFound } from '../../../http/errors';
import {
  mayUseWorkspaceRows,
  type RecordOp,
  type WorkspaceAccess,
  workspaceRowFilter,
} from '../../../platform/access/workspace-access';

type ViewRow = {
  id: string;
  userId: string;
  name: string;
  shared: boolean;
  stateJson: string;
};

// The state as text: the camelCase plugin would rename the filters' snake_case keys
// (not_contacted…) inside a parsed jsonb value.
const COLUMNS = [
  'id',
  'userId',
  'name',
  'shared',
  sql<string>`state::text`.as('stateJson'),
] as const;

const ZId = z.uuid();

/** Views are the caller's own or shared, in this workspace: never another's personal one. */
function visibleViews(db: Kysely<DB>, access: WorkspaceAccess, op: RecordOp = 'view') {
  return db
    .selectFrom('client_views')
    .select([...COLUMNS])
    .where(workspaceRowFilter(access, 'client_views', op))
    .where((eb) => eb.or([eb('userId', '=', access.userId), eb('shared', '=', true)]));
}

/** My default-view row here: the one row of client_view_defaults the caller may touch. */
function myDefault(access: WorkspaceAccess, op: RecordOp) {
  return sql<boolean>`(${workspaceRowFilter(access, 'client_view_defaults', op)} AND user_id = ${access.userId})`;
}

function mayChange(access: WorkspaceAccess, row: Pick<ViewRow, 'userId' | 'shared'>): boolean {
  return row.userId === access.userId || (row.shared && can(access.permissions, 'settings.edit'));
}

function toView(access: WorkspaceAccess, row: ViewRow, defaultId: string | null): ClientView {
  // A state written by an older version that no longer parses reads as "no filters".
  const parsed = ZClientViewState.safeParse(JSON.parse(row.stateJson));
  const state: ClientViewState = parsed.success ? parsed.data : { filters: {} };
  return {
    id: row.id,
    name: row.name,
    shared: row.shared,
    state,
    isMine: row.userId === access.userId,
    mayChange: mayChange(access, row),
    isDefault: row.id === defaultId,
  };
}

async function defaultViewId(db: Kysely<DB>, access: WorkspaceAccess): Promise<string | null> {
  const row = await db
    .selectFrom('client_view_defaults')
    .select('viewId')
    .where(myDefault(access, 'view'))
    .executeTakeFirst();
  return row?.viewId ?? null;
}

async function findView(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  id: string,
  op: RecordOp = 'view',
): Promise<ViewRow> {
  if (!ZId.safeParse(id).success) throw notFound(FILTER_MESSAGES.viewNotFound);
  const row = await visibleViews(db, access, op).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(FILTER_MESSAGES.viewNotFound);
  return row;
}

async function findChangeable(db: Kysely<DB>, access: WorkspaceAccess, id: string) {
  const row = await findView(db, access, id, 'edit');
  if (!mayChange(access, row)) throw new HttpError('forbidden', FILTER_MESSAGES.viewNotFound);
  return row;
}

export async function listClientViews(
  db: Kysely<DB>,
  access: WorkspaceAccess,
): Promise<ClientViewList> {
  const [rows, defaultId] = await Promise.all([
    // Mine first, then the shared ones, each by name.
    visibleViews(db, access)
      .orderBy(sql`user_id = ${access.userId}`, 'desc')
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute(),
    defaultViewId(db, access),
  ]);
  return { items: rows.map((row) => toView(access, row, defaultId)) };
}

export async function createClientView(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  input: z.output<typeof ZClientViewCreate>,
): Promise<ClientView> {
  if (!mayUseWorkspaceRows(access, 'client_views', 'edit'))
    throw notFound(FILTER_MESSAGES.viewNotFound);
  return db.transaction().execute(async (trx) => {
    // One person's views are counted under a lock on their membership's views, so two
    // saves at once cannot both pass the limit.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`client_views:${access.workspaceId}:${access.userId}`}))`.execute(
      trx,
    );
    const { count } = await trx
      .selectFrom('client_views')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(workspaceRowFilter(access, 'client_views', 'edit'))
      .where('userId', '=', access.userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= CLIENT_VIEWS_PER_USER_MAX)
      throw badRequest(FILTER_MESSAGES.viewTooMany(CLIENT_VIEWS_PER_USER_MAX));
    const row = await trx
      .insertInto('client_views')
      .values({
        workspaceId: access.workspaceId,
        userId: access.userId,
        name: input.name,
        shared: input.shared,
        state: JSON.stringify(input.state),
      })
      .returning([...COLUMNS])
      .executeTakeFirstOrThrow();
    return toView(access, row, null);
  });
}

export async function updateClientView(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  id: string,
  input: z.output<typeof ZClientViewUpdate>,
): Promise<ClientView> {
  return db.transaction().execute(async (trx) => {
    const current = await findChangeable(trx, access, id);
    // Making a shared view personal again is its creator's call alone.
    if (input.shared === false && current.shared && current.userId !== access.userId)
      throw new HttpError('forbidden', FILTER_MESSAGES.viewNotFound);
    const row = await trx
      .updateTable('client_views')
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.shared !== undefined ? { shared: input.shared } : {}),
        ...(input.state ? { state: JSON.stringify(input.state) } : {}),
      })
      .where(workspaceRowFilter(access, 'client_views', 'edit'))
      .where('id', '=', current.id)
      .returning([...COLUMNS])
      .executeTakeFirstOrThrow();
    if (!row.shared) {
      // Nobody else may keep a personal view of someone else as their default.
      await trx
        .deleteFrom('client_view_defaults')
        .where(workspaceRowFilter(access, 'client_view_defaults', 'edit'))
        .where('viewId', '=', row.id)
        .where('userId', '<>', row.userId)
        .execute();
    }
    return toView(access, row, await defaultViewId(trx, access));
  });
}

export async function deleteClientView(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  id: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await findChangeable(trx, access, id);
    // The defaults that named it go with it (ON DELETE CASCADE).
    await trx
      .deleteFrom('client_views')
      .where(workspaceRowFilter(access, 'client_views', 'edit'))
      .where('id', '=', current.id)
      .execute();
  });
}

/** My default view here (one at most), or none. */
export async function setDefaultClientView(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  viewId: string | null,
): Promise<ClientViewList> {
  if (!mayUseWorkspaceRows(access, 'client_view_defaults', 'edit'))
    throw notFound(FILTER_MESSAGES.viewNotFound);
  if (viewId === null) {
    await db.deleteFrom('client_view_defaults').where(myDefault(access, 'edit')).execute();
  } else {
    const view = await findView(db, access, viewId);
    await db
      .insertInto('client_view_defaults')
      .values({ workspaceId: access.workspaceId, userId: access.userId, viewId: view.id })
      .onConflict((oc) => oc.columns(['workspaceId', 'userId']).doUpdateSet({ viewId: view.id }))
      .execute();
  }
  return listClientViews(db, access);
}
