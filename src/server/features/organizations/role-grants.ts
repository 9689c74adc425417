// The one guard for every write that gives out access (issue 16): inviting, re-sending an
// invitation, changing a member's role, creating, editing or deleting a role. A caller
// may only hand out — or take away — keys they hold themselves (core/permissions.ts
// mayGrant), so a member with `org:members:invite` or `manage:members` alone cannot mint
// an Admin, and nobody re-roles themself. Owners and platform admins hold every key.
import type { Kysely } from 'kysely';
import { ORG_MESSAGES } from '../../../core/messages';
import { isPermissionName, mayGrant, type PermissionName } from '../../../core/permissions';
import type { DB } from '../../db/types';
import { HttpError } from '../../http/errors';
import type { OrganizationAccess } from './organization-access';

/** The keys a role grants (system roles included). */
export async function rolePermissions(db: Kysely<DB>, roleId: string): Promise<PermissionName[]> {
  const rows = await db
    .selectFrom('role_permissions as rp')
    .innerJoin('permissions as p', 'p.id', 'rp.permissionId')
    .select('p.name')
    .where('rp.roleId', '=', roleId)
    .execute();
  return rows.map((row) => row.name).filter(isPermissionName);
}

/** 403 unless the caller holds every one of `keys`. */
export function assertMayGrantKeys(
  access: OrganizationAccess,
  keys: readonly PermissionName[],
  message: string,
  field: string,
): void {
  if (!mayGrant(access.permissions, keys)) {
    throw new HttpError('forbidden', message, { [field]: message });
  }
}

/** 403 unless the caller holds every key of the role. */
export async function assertMayGrantRole(
  db: Kysely<DB>,
  access: OrganizationAccess,
  roleId: string,
  message: string = ORG_MESSAGES.grantBeyondOwn,
): Promise<void> {
  assertMayGrantKeys(access, await rolePermissions(db, roleId), message, 'roleId');
}
