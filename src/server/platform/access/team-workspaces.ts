// What the public team pages and team event types need to know of a team workspace
// (issue 22): only the access layer reads the organization and membership tables
// (decision 037), so the scheduling feature asks here.
import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/types';

export type PublicTeamWorkspace = {
  id: string;
  name: string;
  slug: string;
  logoUrl: string | null;
};

/** An active team workspace by its slug; undefined for a personal or deactivated one. */
export async function findPublicTeamWorkspace(
  db: Kysely<DB>,
  slug: string,
): Promise<PublicTeamWorkspace | undefined> {
  return publicTeamWorkspaceRows(db, slug).executeTakeFirst();
}

/**
 * findPublicTeamWorkspace as a query to join, so a hot path (the team slots) reads the
 * team and what it asks of it in one round trip. A slug that cannot be one matches nothing.
 */
export function publicTeamWorkspaceRows(db: Kysely<DB>, slug: string) {
  return db
    .selectFrom('organizations')
    .select(['id', 'name', 'slug', 'logoUrl'])
    .where('slug', '=', /^[a-z0-9-]{1,100}$/.test(slug) ? slug : '')
    .where('isActive', '=', true)
    .where('personalUserId', 'is', null);
}

/** The slugs of team workspaces by id (personal ones have no public page). */
export async function teamWorkspaceSlugs(
  db: Kysely<DB>,
  workspaceIds: readonly string[],
): Promise<Map<string, string>> {
  if (workspaceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('organizations')
    .select(['id', 'slug'])
    .where('id', 'in', [...new Set(workspaceIds)])
    .where('personalUserId', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.id, row.slug]));
}

/**
 * The membership status in the workspace ('active', 'invited', 'suspended') of each of
 * `userIds` that has one; a user who is no member at all is absent.
 */
export async function memberStatuses(
  db: Kysely<DB>,
  workspaceId: string,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('organization_members')
    .select(['userId', 'status'])
    .where('organizationId', '=', workspaceId)
    .where('userId', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [row.userId, row.status]));
}

/** Which of `userIds` are active members of the workspace. */
export async function activeMemberIds(
  db: Kysely<DB>,
  workspaceId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  const statuses = await memberStatuses(db, workspaceId, userIds);
  return new Set([...statuses].filter(([, status]) => status === 'active').map(([id]) => id));
}

/**
 * SQL that is true when `userId` is an active member of `workspaceId` (activeMemberIds as
 * a condition): a feature's own query keeps its members without a look-up of its own, as
 * workspaceOwnerId does for the owner.
 */
export function isActiveMemberSql(
  workspaceId: Expression<string>,
  userId: Expression<string>,
): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM organization_members
    WHERE organization_id = ${workspaceId} AND user_id = ${userId} AND status = 'active')`;
}
