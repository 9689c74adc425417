// RoleView rows: the shared system roles (Owner, Admin, Member, in that order) then the
// organization's own roles by name, each with its keys, how many members hold it and how
// many pending invitations offer it (the two counts the members list shows).
import { type Kysely, sql } from 'kysely';
import type { RoleView } from '../../../core/organizations';
import { isPermissionName, PERMISSION_NAMES, SYSTEM_ROLE_NAMES } from '../../../core/permissions';
import type { DB } from '../../db/types';

export async function loadRoleViews(
  db: Kysely<DB>,
  organizationId: string,
  roleId?: string,
): Promise<RoleView[]> {
  let query = db
    .selectFrom('roles as r')
    .select([
      'r.id',
      'r.name',
      'r.isSystemRole',
      sql<string[]>`ARRAY(
        SELECT p.name FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id
        WHERE rp.role_id = r.id
      )`.as('permissions'),
      sql<string | number>`(
        SELECT count(*) FROM organization_members m
        WHERE m.role_id = r.id AND m.organization_id = ${organizationId}
          AND m.status <> 'invited'
      )`.as('memberCount'),
      sql<string | number>`(
        SELECT count(*) FROM organization_invitations i
        WHERE i.role_id = r.id AND i.organization_id = ${organizationId}
          AND i.accepted_at IS NULL AND i.revoked_at IS NULL
      )`.as('invitationCount'),
    ])
    .where((eb) =>
      eb.or([eb('r.organizationId', 'is', null), eb('r.organizationId', '=', organizationId)]),
    );
  if (roleId) query = query.where('r.id', '=', roleId);
  const rows = await query.execute();
  const systemRank = (name: string) => {
    const index = (SYSTEM_ROLE_NAMES as readonly string[]).indexOf(name);
    return index === -1 ? SYSTEM_ROLE_NAMES.length : index;
  };
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      isSystemRole: row.isSystemRole,
      permissions: row.permissions
        .filter(isPermissionName)
        .sort((a, b) => PERMISSION_NAMES.indexOf(a) - PERMISSION_NAMES.indexOf(b)),
      memberCount: Number(row.memberCount),
      invitationCount: Number(row.invitationCount),
    }))
    .sort((a, b) => {
      if (a.isSystemRole !== b.isSystemRole) return a.isSystemRole ? -1 : 1;
      if (a.isSystemRole) return systemRank(a.name) - systemRank(b.name);
      return (
        a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id)
      );
    });
}
