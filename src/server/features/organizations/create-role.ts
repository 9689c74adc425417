// POST /organizations/:orgId/roles: a custom role of this organization. Roles decide
// what members may do, so making them takes manage:members, like giving them out.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { ORG_MESSAGES } from '../../../core/messages';
import type { ZRoleCreate } from '../../../core/organization-schemas';
import type { RoleView } from '../../../core/organizations';
import type { DB } from '../../db/types';
import {
  assertRoleNameFree,
  isDuplicateRoleName,
  roleNameTakenError,
  setRolePermissions,
} from './custom-role';
import { requireOrganizationAccess } from './organization-access';
import { publishOrganizationChange } from './publish-organization-change';
import { assertMayGrantKeys } from './role-grants';
import { loadRoleViews } from './role-view';

export async function createRole(
  db: Kysely<DB>,
  userId: string,
  organizationId: string,
  input: z.output<typeof ZRoleCreate>,
): Promise<RoleView> {
  try {
    return await db.transaction().execute(async (trx) => {
      const access = await requireOrganizationAccess(trx, userId, organizationId, {
        action: 'roles.manage',
      });
      assertMayGrantKeys(access, input.permissions, ORG_MESSAGES.roleBeyondOwn, 'permissions');
      await assertRoleNameFree(trx, access.organizationId, input.name);
      const role = await trx
        .insertInto('roles')
        .values({ name: input.name, organizationId: access.organizationId, isSystemRole: false })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setRolePermissions(trx, role.id, input.permissions);
      await publishOrganizationChange(trx, access.organizationId, 'update');
      const [view] = await loadRoleViews(trx, access.organizationId, role.id);
      if (!view) throw new Error('the role just created is missing');
      return view;
    });
  } catch (error) {
    if (isDuplicateRoleName(error)) throw roleNameTakenError();
    throw error;
  }
}
