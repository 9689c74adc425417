// The active members of a workspace with what people call them (issue 19): an import's
// owner column names a member by name or e-mail, and only the access layer reads the
// membership tables (decision 037).
import { type Kysely, type Selectable, sql } from 'kysely';
import { levelsFrom, type WorkspaceLevels } from '../../../core/access';
import { isPermissionName, type PermissionName } from '../../../core/permissions';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from './workspace-access';

export type MemberNames = {
  userId: string;
  email: string;
  /** The profile's display name, the account's name and the username, as set. */
  names: string[];
};

export async function activeMemberNames(
  db: Kysely<DB>,
  workspaceId: string,
): Promise<MemberNames[]> {
  const rows = await db
    .selectFrom('organization_members as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .leftJoin('profiles as p', 'p.userId', 'm.userId')
    .select(['m.userId', 'u.email', 'u.name', 'p.displayName', 'p.username'])
    .where('m.organizationId', '=', workspaceId)
    .where('m.status', '=', 'active')
    .execute();
  return rows.map((row) => ({
    userId: row.userId,
    email: row.email,
    names: [row.displayName, row.name, row.username].filter(
      (name): name is string => typeof name === 'string' && name.trim() !== '',
    ),
  }));
}

/** An active member with their access and what a message to them needs. */
type Profile = Selectable<DB['profiles']>;

export type ActiveMember = {
  userId: string;
  email: string;
  isOwner: boolean;
  /** Their profile's plan and stored notification preferences (null without a profile). */
  tier: Profile['tier'] | null;
  notificationPreferences: Profile['notificationPreferences'] | null;
  levels: WorkspaceLevels;
  permissions: PermissionName[];
};

export type WorkspaceRoster = {
  id: string;
  name: string;
  personalUserId: string | null;
  members: ActiveMember[];
};

/**
 * An active workspace with every active member, their permissions and profile, in one
 * query: a routed lead (issue 22) decides its owner, writes as them, tells the members
 * who may see it and mails the owner from this, without a look-up per step. Undefined
 * for an unknown or deactivated workspace (get_user_permissions grants nothing there).
 */
export async function loadWorkspaceRoster(
  db: Kysely<DB>,
  workspaceId: string,
): Promise<WorkspaceRoster | undefined> {
  const rows = await db
    .selectFrom('organizations as o')
    .innerJoin('organization_members as m', (join) =>
      join.onRef('m.organizationId', '=', 'o.id').on('m.status', '=', 'active'),
    )
    .innerJoin('users as u', 'u.id', 'm.userId')
    .leftJoin('profiles as p', 'p.userId', 'm.userId')
    .select([
      'o.id',
      'o.name',
      'o.personalUserId',
      'm.userId',
      'm.isOwner',
      'u.email',
      'p.tier',
      'p.notificationPreferences',
      // get_user_permissions (migration 0017) for an active member of an active
      // workspace, for every member in one pass: a platform admin and the owner hold every
      // key, anyone else their role's (a role of another workspace never applies).
      // Calling the function per member cost more than the rest of a routed lead's reads
      // (bench/lead-routing.bench.ts); active-members.test.ts holds the two equal.
      sql<string[]>`ARRAY(
        SELECT k.name FROM permissions k
        WHERE coalesce(p.is_platform_admin, false) OR m.is_owner OR EXISTS (
          SELECT 1 FROM role_permissions rp JOIN roles r ON r.id = rp.role_id
          WHERE rp.role_id = m.role_id AND rp.permission_id = k.id
            AND (r.organization_id IS NULL OR r.organization_id = m.organization_id))
        ORDER BY k.name COLLATE "C")`.as('permissions'),
    ])
    .where('o.id', '=', workspaceId)
    .where('o.isActive', '=', true)
    .execute();
  const [first] = rows;
  if (!first) return undefined;
  return {
    id: first.id,
    name: first.name,
    personalUserId: first.personalUserId,
    members: rows.map((row) => {
      const permissions = row.permissions.filter(isPermissionName);
      return {
        userId: row.userId,
        email: row.email,
        isOwner: row.isOwner,
        tier: row.tier,
        notificationPreferences: row.notificationPreferences,
        permissions,
        levels: levelsFrom(permissions),
      };
    }),
  };
}

/** What loadWorkspaceAccess answers for an active member of the roster's workspace. */
export function rosterAccess(roster: WorkspaceRoster, member: ActiveMember): WorkspaceAccess {
  return {
    workspaceId: roster.id,
    userId: member.userId,
    isPersonal: roster.personalUserId === member.userId,
    permissions: member.permissions,
    levels: member.levels,
  };
}
