// The permission keys of spec §6 and the system roles every organization shares. The
// database holds the same names (migration 0017_organizations.sql seeds them); the
// server's checks and the web app's button gating both read this list.

import { impliedKeys } from './access';

export const PERMISSION_NAMES = [
  'view_clients',
  'edit_clients',
  'view_documents',
  'edit_documents',
  'view_scheduling',
  'edit_scheduling',
  // Issue 18's levels: the plain keys above mean "all", these "own" (src/core/access.ts).
  'view_clients_own',
  'edit_clients_own',
  'view_documents_own',
  'edit_documents_own',
  'view_scheduling_own',
  'edit_scheduling_own',
  'see_unassigned_clients',
  'org:settings:view',
  'org:settings:edit',
  'org:settings:advanced',
  'org:members:view',
  'org:members:invite',
  'manage:members',
  'update:organizations',
  // Issue 22: the Team tab's figures for every member (Owner and Admin by default).
  'view_team_analytics',
] as const;
export type PermissionName = (typeof PERMISSION_NAMES)[number];

export function isPermissionName(value: string): value is PermissionName {
  return (PERMISSION_NAMES as readonly string[]).includes(value);
}

/** Shared by all organizations (roles.organization_id is NULL); custom roles cannot take these names. */
export const SYSTEM_ROLE_NAMES = ['Owner', 'Admin', 'Member'] as const;
export type SystemRoleName = (typeof SYSTEM_ROLE_NAMES)[number];

export const OWNER_ROLE_NAME: SystemRoleName = 'Owner';
export const ADMIN_ROLE_NAME: SystemRoleName = 'Admin';
export const MEMBER_ROLE_NAME: SystemRoleName = 'Member';

/** Stored in organization_members.status; only active counts for permissions. */
export const MEMBER_STATUSES = ['active', 'invited', 'suspended'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/**
 * The rule for giving out access (issue 16): nobody grants a role, or creates or edits
 * one, holding a key they do not hold themselves. Owners and platform admins hold every
 * key, so only members with partial keys meet a refusal. Returns the keys missing.
 */
export function keysBeyond(
  callerPermissions: readonly PermissionName[],
  rolePermissions: readonly PermissionName[],
): PermissionName[] {
  // Holding a level's "all" key includes its "own" key (src/core/access.ts).
  const held = impliedKeys(callerPermissions);
  return rolePermissions.filter((key) => !held.includes(key));
}

/** Whether a caller holding `callerPermissions` may give out (or touch) these keys. */
export function mayGrant(
  callerPermissions: readonly PermissionName[],
  rolePermissions: readonly PermissionName[],
): boolean {
  return keysBeyond(callerPermissions, rolePermissions).length === 0;
}
