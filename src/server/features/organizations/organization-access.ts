// The one check every organization endpoint makes (issue 6, spec §6). What a user may
// do comes from get_user_permissions alone, so the server's answer and the debug
// panel's list cannot disagree. An organization the caller cannot see — not an active
// member of it while it is active, and no platform admin — answers 404 as if it did not
// exist; one they see but may not act in answers 403 with the action's message.
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { type Action, can } from '../../../core/access';
import { ORG_MESSAGES } from '../../../core/messages';
import { ADMIN_ROLE_NAME, isPermissionName, type PermissionName } from '../../../core/permissions';
import type { DB } from '../../db/types';
import { badRequest, HttpError, notFound } from '../../http/errors';

export type OrganizationAccess = {
  organizationId: string;
  userId: string;
  isActive: boolean;
  /** A user's personal workspace (issue 18): an organization of one, never shared. */
  isPersonal: boolean;
  permissions: PermissionName[];
  isOwner: boolean;
  /** §6 "Admin status": the owner, or a member whose role is named Admin. */
  isAdmin: boolean;
  /** Seen through the platform-admin flag (they may not be a member at all). */
  viaPlatformAdmin: boolean;
  /** The caller's membership row, when they have one that counts (active). */
  memberId: string | null;
  roleName: string | null;
};

const ZId = z.uuid();

/** The caller's access to one organization; null when they may not see it at all. */
export async function getOrganizationAccess(
  db: Kysely<DB>,
  userId: string,
  organizationId: string,
): Promise<OrganizationAccess | null> {
  if (!ZId.safeParse(organizationId).success) return null;
  const row = await db
    .selectFrom('organizations as o')
    .leftJoin('organization_members as m', (join) =>
      join.onRef('m.organizationId', '=', 'o.id').on('m.userId', '=', userId),
    )
    .leftJoin('roles as r', 'r.id', 'm.roleId')
    .leftJoin('profiles as p', (join) => join.on('p.userId', '=', userId))
    .select([
      'o.id',
      'o.isActive',
      'o.personalUserId',
      'm.id as memberId',
      'm.status',
      'm.isOwner',
      'r.name as roleName',
      'p.isPlatformAdmin',
      sql<string[]>`ARRAY(SELECT permission_name FROM get_user_permissions(${userId}, o.id))`.as(
        'permissions',
      ),
    ])
    .where('o.id', '=', organizationId)
    .executeTakeFirst();
  if (!row) return null;

  const isMember = row.isActive && row.status === 'active';
  // Someone else's personal workspace is part of their account: no organization for a
  // platform admin to open (issue 18).
  const isPlatformAdmin = row.isPlatformAdmin === true && row.personalUserId === null;
  if (!isMember && !isPlatformAdmin) return null;
  const isOwner = isMember && row.isOwner === true;
  return {
    organizationId: row.id,
    userId,
    isActive: row.isActive,
    isPersonal: row.personalUserId !== null,
    permissions: row.permissions.filter(isPermissionName),
    isOwner,
    isAdmin: isOwner || (isMember && row.roleName === ADMIN_ROLE_NAME),
    viaPlatformAdmin: !isMember && isPlatformAdmin,
    memberId: isMember ? (row.memberId ?? null) : null,
    roleName: isMember ? (row.roleName ?? null) : null,
  };
}

export type AccessRequirement = {
  /** The action the caller takes (src/core/access.ts ACTIONS: the one table the web reads too). */
  action?: Action;
  /** The 403's message; the spec's text where it has one. */
  deniedMessage?: string;
  /**
   * A team-only action (members, invitations, ownership, the organization's own
   * settings): in a personal workspace it answers 400 with this message.
   */
  refusedInPersonal?: string;
};

/**
 * The caller's access, or the refusal: 404 (ORG_MESSAGES.organizationNotFound) when the
 * organization does not exist for them, 400 for a team-only action in a personal
 * workspace, 403 when the action is not allowed. Pass the transaction when the check
 * guards a write in it.
 */
export async function requireOrganizationAccess(
  db: Kysely<DB>,
  userId: string,
  organizationId: string,
  requirement: AccessRequirement = {},
): Promise<OrganizationAccess> {
  const access = await getOrganizationAccess(db, userId, organizationId);
  if (!access) throw notFound(ORG_MESSAGES.organizationNotFound);
  if (requirement.refusedInPersonal && access.isPersonal) {
    throw badRequest(requirement.refusedInPersonal);
  }
  if (requirement.action && !can(access.permissions, requirement.action)) {
    throw new HttpError('forbidden', requirement.deniedMessage ?? ORG_MESSAGES.noPermission);
  }
  return access;
}
