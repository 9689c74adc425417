// PATCH /organizations/:orgId/roles/:roleId: renames a custom role and/or replaces its
// keys; every member holding it gains or loses them at once. System roles are shared by
// every organization and stay as the migration made them.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { ORG_MESSAGES } from '../../../core/messages';
import type { ZRoleUpdate } from '../../../core/organization-schemas';
import type { RoleView } from '../../../core/organizations';
import type { DB } from '../../db/types';
import {
  assertRoleNameFree,
  findCustomRoleForUpdate,
  isDuplicateRoleName,
  roleNameTakenError,
  setRolePermissions,
} from './custom-role';
import { requireOrganizationAccess } from './organization-access';
import { publishOrganizationChange } from './publish-organization-change';
import { assertMayGrantKeys, assertMayGrantRole } from './role-grants';
import { loadRoleViews } from './role-view';

export async function updateRole(
  db: Kysely<DB>,
  userId: string,
  organizationId: string,
  roleId: string,
  input: z.output<typeof ZRoleUpdate>,
): Promise<RoleView> {
  try {
    return await db.transaction().execute(async (trx) => {
      const access = await requireOrganizationAccess(trx, userId, organizationId, {
        action: 'roles.manage',
      });
      const role = await findCustomRoleForUpdate(trx, access.organizationId, roleId);
      // Members holding the role are affected: its present keys must be the caller's too.
      await assertMayGrantRole(trx, access, role.id, ORG_MESSAGES.roleBeyondOwn);
      if (input.permissions !== undefined) {
        assertMayGrantKeys(access, input.permissions, ORG_MESSAGES.roleBeyondOwn, 'permissions');
      }
      if (input.name !== undefined && input.name !== role.name) {
        await assertRoleNameFree(trx, access.organizationId, input.name, role.id);
        await trx
          .updateTable('roles')
          .set({ name: input.name })
          .where('id', '=', role.id)
          .execute();
      }
      if (input.permissions !== undefined) {
        await setRolePermissions(trx, role.id, input.permissions);
      }
      await publishOrganizationChange(trx, access.organizationId, 'update');
      const [view] = await loadRoleViews(trx, access.organizationId, role.id);
      if (!view) throw new Error('the role just updated is missing');
      return view;
    });
  } catch (error) {
    if (isDuplicateRoleName(error)) throw roleNameTakenError();
    throw error;
  }
}
