// The one access layer (issue 18, decision 037): who the caller is in a workspace, and
// the SQL filter every workspace query goes through. A workspace the caller is not an
// active member of does not exist for them (null → 404); the levels come from
// get_user_permissions alone, read on every request, so a changed role or a removed
// member takes effect on the next request. Records with an owner go through
// recordFilter; the workspace's settings-like rows (no owner level) through
// workspaceRowFilter. Both fail closed.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { z } from 'zod';
import {
  type AccessLevel,
  can,
  type DataArea,
  levelsFrom,
  type WorkspaceLevels,
} from '../../../core/access';
import { isPermissionName, type PermissionName } from '../../../core/permissions';
import type { DB } from '../../db/types';

export type WorkspaceAccess = {
  workspaceId: string;
  userId: string;
  /** The caller's personal workspace (an organization of one). */
  isPersonal: boolean;
  permissions: PermissionName[];
  levels: WorkspaceLevels;
  /**
   * Set when an API key signs the request (decision 071): `userId` is then the key's
   * creator, in whose name its records are written, and the permissions are the key's.
   */
  apiKey?: { id: string; name: string };
};

const ZId = z.uuid();

/**
 * The caller's access to `workspaceId`, or to their personal workspace when none is
 * named; null when they are not an active member of it (platform admins included: the
 * admin panel has routes of its own, the workspaces' records are their members').
 */
export async function loadWorkspaceAccess(
  db: Kysely<DB>,
  userId: string,
  workspaceId: string | undefined,
): Promise<WorkspaceAccess | null> {
  if (workspaceId !== undefined && !ZId.safeParse(workspaceId).success) return null;
  const row = await db
    .selectFrom('organizations as o')
    .innerJoin('organization_members as m', (join) =>
      join
        .onRef('m.organizationId', '=', 'o.id')
        .on('m.userId', '=', userId)
        .on('m.status', '=', 'active'),
    )
    .select([
      'o.id',
      'o.personalUserId',
      sql<string[]>`ARRAY(SELECT permission_name FROM get_user_permissions(${userId}, o.id))`.as(
        'permissions',
      ),
    ])
    .where('o.isActive', '=', true)
    .$call((query) =>
      workspaceId === undefined
        ? query.where('o.personalUserId', '=', userId)
        : query.where('o.id', '=', workspaceId),
    )
    .executeTakeFirst();
  if (!row) return null;
  const permissions = row.permissions.filter(isPermissionName);
  return {
    workspaceId: row.id,
    userId,
    isPersonal: row.personalUserId === userId,
    permissions,
    levels: levelsFrom(permissions),
  };
}

/**
 * An API key's access to its workspace (decision 071): the keys of its role that its
 * creator still holds there (so a creator demoted since narrows the key, and one who
 * left ends it), in the creator's name. null — 404 — when the request names another
 * workspace: a key never switches workspace.
 */
export async function loadApiKeyAccess(
  db: Kysely<DB>,
  key: { id: string; name: string; workspaceId: string; roleId: string; createdBy: string },
  workspaceId: string | undefined,
): Promise<WorkspaceAccess | null> {
  if (workspaceId !== undefined && workspaceId !== key.workspaceId) return null;
  const row = await db
    .selectFrom('organizations as o')
    .innerJoin('organization_members as m', (join) =>
      join
        .onRef('m.organizationId', '=', 'o.id')
        .on('m.userId', '=', key.createdBy)
        .on('m.status', '=', 'active'),
    )
    .select([
      'o.id',
      'o.personalUserId',
      sql<string[]>`ARRAY(
        SELECT p.name FROM role_permissions rp
        JOIN roles r ON r.id = rp.role_id
        JOIN permissions p ON p.id = rp.permission_id
        WHERE rp.role_id = ${key.roleId}
          AND (r.organization_id IS NULL OR r.organization_id = o.id)
        INTERSECT
        SELECT permission_name FROM get_user_permissions(${key.createdBy}, o.id)
      )`.as('permissions'),
    ])
    .where('o.isActive', '=', true)
    .where('o.id', '=', key.workspaceId)
    .executeTakeFirst();
  if (!row) return null;
  const permissions = row.permissions.filter(isPermissionName);
  return {
    workspaceId: row.id,
    userId: key.createdBy,
    isPersonal: row.personalUserId === key.createdBy,
    permissions,
    levels: levelsFrom(permissions),
    apiKey: { id: key.id, name: key.name },
  };
}

/**
 * The caller's access to another workspace a request acts on as well (a move's target,
 * the person's own hours in their personal workspace): as loadWorkspaceAccess for a
 * signed-in member; for an API key only its own workspace — any other is null (404).
 */
export async function loadOtherWorkspaceAccess(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  workspaceId: string | undefined,
): Promise<WorkspaceAccess | null> {
  if (access.apiKey) {
    const same = workspaceId === undefined ? access.isPersonal : workspaceId === access.workspaceId;
    return same ? access : null;
  }
  return loadWorkspaceAccess(db, access.userId, workspaceId);
}

export type RecordOp = 'view' | 'edit';

/** The caller's level for `op` in `area`. */
export function levelFor(access: WorkspaceAccess, area: DataArea, op: RecordOp): AccessLevel {
  return access.levels[area][op];
}

/**
 * The SQL filter for the rows of `area` the caller may `op`: rows of this workspace, and
 * at level "own" only those they own or created (and, for clients, unassigned ones when
 * their role sees the inbox). Level "none" — or anything unexpected — is `false`: no
 * rows, never all rows. `table` is the alias the query gives the record's table.
 *
 * The record tables all spell these columns the same: workspace_id, user_id (the
 * owner), created_by.
 */
export function recordFilter(
  access: WorkspaceAccess,
  area: DataArea,
  op: RecordOp,
  table?: string,
): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(table ? `${table}.${name}` : name);
  const level = access.levels[area]?.[op];
  const inWorkspace = sql<boolean>`${column('workspace_id')} = ${access.workspaceId}`;
  if (level === 'all') return inWorkspace;
  if (level !== 'own') return sql<boolean>`false`;
  const mine = sql<boolean>`(${column('user_id')} = ${access.userId} OR ${column('created_by')} = ${access.userId})`;
  if (area === 'clients' && access.levels.seesUnassigned) {
    return sql<boolean>`(${inWorkspace} AND (${mine} OR ${column('user_id')} IS NULL))`;
  }
  return sql<boolean>`(${inWorkspace} AND ${mine})`;
}

/**
 * Workspace-owned rows that have no owner level: the workspace's settings-like records
 * (issue 20). Each table names who may read (`view`) and write (`edit`) its rows; the
 * feature keeps any finer rule of its own (a saved view's creator, its `shared` flag)
 * and composes it with the filter below, never instead of it.
 *
 * - client_custom_fields (decision 049): read by whoever sees the clients (every form
 *   and list shows them); changed by those who may edit the workspace's settings — in
 *   a Personal workspace its owner, who holds every key there.
 * - client_views, client_view_defaults (decision 050): a saved view is a way of looking
 *   at the clients, so seeing them is enough to keep, change and choose one.
 * - webhook_endpoints (decision 072): they carry the signing secret and send the
 *   workspace's records elsewhere, so read and changed only by those who may edit the
 *   workspace's settings — in a Personal workspace its owner.
 */
export type WorkspaceRows =
  | 'client_custom_fields'
  | 'client_views'
  | 'client_view_defaults'
  | 'webhook_endpoints';

const seesClients = (access: WorkspaceAccess) => access.levels.clients?.view !== 'none';
const managesSettings = (access: WorkspaceAccess) =>
  access.isPersonal || can(access.permissions, 'settings.edit');

const WORKSPACE_ROW_RULES: Record<
  WorkspaceRows,
  Record<RecordOp, (access: WorkspaceAccess) => boolean>
> = {
  client_custom_fields: {
    view: seesClients,
    edit: (access) =>
      seesClients(access) && (access.isPersonal || can(access.permissions, 'settings.edit')),
  },
  client_views: { view: seesClients, edit: seesClients },
  client_view_defaults: { view: seesClients, edit: seesClients },
  webhook_endpoints: { view: managesSettings, edit: managesSettings },
};

/** Whether the caller may `op` `rows` of this workspace at all (a 403 or 404 otherwise). */
export function mayUseWorkspaceRows(
  access: WorkspaceAccess,
  rows: WorkspaceRows,
  op: RecordOp,
): boolean {
  return WORKSPACE_ROW_RULES[rows]?.[op]?.(access) === true;
}

/**
 * The SQL filter for `rows` the caller may `op`: this workspace's rows when their rule
 * allows it, `false` otherwise — no rows, never all rows, as recordFilter. Every query
 * on these tables (read, update, delete) goes through it; inserts check
 * mayUseWorkspaceRows first. `table` is the alias the query gives the table.
 */
export function workspaceRowFilter(
  access: WorkspaceAccess,
  rows: WorkspaceRows,
  op: RecordOp,
  table?: string,
): RawBuilder<boolean> {
  if (!mayUseWorkspaceRows(access, rows, op)) return sql<boolean>`false`;
  return sql<boolean>`${sql.ref(table ? `${table}.workspace_id` : 'workspace_id')} = ${access.workspaceId}`;
}

/** Whether `userId` is an active member of `workspaceId` (an owner given to a record must be). */
export async function isActiveMember(
  db: Kysely<DB>,
  workspaceId: string,
  userId: string,
): Promise<boolean> {
  const member = await db
    .selectFrom('organization_members')
    .select('id')
    .where('organizationId', '=', workspaceId)
    .where('userId', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return member !== undefined;
}

/** The workspace owner's user id as a scalar subquery (its one active owner, decision 016). */
export function workspaceOwnerId(workspaceId: string): RawBuilder<string> {
  return sql<string>`(SELECT user_id FROM organization_members WHERE organization_id = ${workspaceId} AND is_owner)`;
}
