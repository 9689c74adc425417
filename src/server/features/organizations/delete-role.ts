// DELETE /organizations/:orgId/roles/:roleId: only a role nobody holds goes. Members
// (active, invited or suspended) and pending invitations keep their role until someone
// gives them another, so a role in use answers 409 rather than leaving them without one.
import type { Kysely } from 'kysely';
import { ORG_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { HttpError } from '../../http/errors';
import { findCustomRoleForUpdate } from './custom-role';
import { requireOrganizationAccess } from './organization-access';
import { publishOrganizationChange } from './publish-organization-change';
import { assertMayGrantRole } from './role-grants';

const FOREIGN_KEY_VIOLATION = '23503';

const roleInUse = () => new HttpError('conflict', ORG_MESSAGES.roleInUse);

export async function deleteRole(
  db: Kysely<DB>,
  userId: string,
  organizationId: string,
  roleId: string,
): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      const access = await requireOrganizationAccess(trx, userId, organizationId, {
        action: 'roles.manage',
      });
      const role = await findCustomRoleForUpdate(trx, access.organizationId, roleId);
      await assertMayGrantRole(trx, access, role.id, ORG_MESSAGES.roleBeyondOwn);
      const holder = await trx
        .selectFrom('organization_members')
        .select('id')
        .where('roleId', '=', role.id)
        .executeTakeFirst();
      if (holder) throw roleInUse();
      // A pending invitation offers the role to someone about to join: like a member.
      const offered = await trx
        .selectFrom('organization_invitations')
        .select('id')
        .where('roleId', '=', role.id)
        .where('acceptedAt', 'is', null)
        .where('revokedAt', 'is', null)
        .executeTakeFirst();
      if (offered) throw roleInUse();
      // Accepted and revoked invitations are history only; kept, they would hold the
      // role (RESTRICT) for ever. Their old links then answer "Invitation not found".
      await trx.deleteFrom('organization_invitations').where('roleId', '=', role.id).execute();
      await trx.deleteFrom('roles').where('id', '=', role.id).execute();
      await publishOrganizationChange(trx, access.organizationId, 'update');
    });
  } catch (error) {
    // A member given the role while we checked: the RESTRICT foreign key refuses.
    if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) throw roleInUse();
    throw error;
  }
}
