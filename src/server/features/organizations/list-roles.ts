// GET /organizations/:orgId/roles: every role a member of this organization can hold —
// the role pickers need them, so any caller who sees the organization may list them.
import type { Kysely } from 'kysely';
import type { RoleView } from '../../../core/organizations';
import type { DB } from '../../db/types';
import { requireOrganizationAccess } from './organization-access';
import { loadRoleViews } from './role-view';

export async function listRoles(
  db: Kysely<DB>,
  userId: string,
  organizationId: string,
): Promise<RoleView[]> {
  const access = await requireOrganizationAccess(db, userId, organizationId);
  return loadRoleViews(db, access.organizationId);
}
