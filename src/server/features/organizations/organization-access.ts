// The one check every organization endpoint makes (issue 6, spec §6). What a user may
// do comes from get_user_permissions alone, so the server's answer and the debug
// panel's list cannot disagree. An organization the caller cannot see — not an active
// member of it while it is active, and no platform admin — answers 404 as if it did not
// exist; one they see but may not act in answers 403 with the action's message.
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { ORG_MESSAGES } from '../../../core/messages';
import { ADMIN_ROLE_NAME, isPermissionName, type PermissionName } from '../../../core/permissions';
import type { DB } from '../../db/types';
import { HttpError, notFound } from '../../http/errors';

export type OrganizationAccess = {
  organizationId: string;
  userId: string;
  isActive: boolean;
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
  const isPlatformAdmin = row.isPlatformAdmin === true;
  if (!isMember && !isPlatformAdmin) return null;
  const isOwner = isMember && row.isOwner === true;
  return {
    organizationId: row.id,
    userId,
    isActive: row.isActive,
    permissions: row.permissions.filter(isPermissionName),
    isOwner,
    isAdmin: isOwner || (isMember && row.roleName === ADMIN_ROLE_NAME),
    viaPlatformAdmin: !isMember && isPlatformAdmin,
    memberId: isMember ? (row.memberId ?? null) : null,
    roleName: isMember ? (row.roleName ?? null) : null,
  };
}

export type AccessRequirement = {
  /** Any one of these keys suffices (§6 lists e.g. manage:members beside org:members:invite). */
  anyOf?: PermissionName[];
  /** The 403's message; the spec's text where it has one. */
  deniedMessage?: string;
};

/**
 * The caller's access, or the refusal: 404 (ORG_MESSAGES.organizationNotFound) when the
 * organization does not exist for them, 403 when a required key is missing. Pass the
 * transaction when the check guards a write in it.
 */
export async function requireOrganizationAccess(
  db: Kysely<DB>,
  userId: string,
  organizationId: string,
  requirement: AccessRequirement = {},
): Promise<OrganizationAccess> {
  const access = await getOrganizationAccess(db, userId, organizationId);
  if (!access) throw notFound(ORG_MESSAGES.organizationNotFound);
  const { anyOf } = requirement;
  if (anyOf && !anyOf.some((permission) => access.permissions.includes(permission))) {
    throw new HttpError('forbidden', requirement.deniedMessage ?? ORG_MESSAGES.noPermission);
  }
  return access;
}
