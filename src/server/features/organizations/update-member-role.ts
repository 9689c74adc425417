// PATCH /organizations/:orgId/members/:memberId (§7 update_member_role): another role
// for a member. The owner's role stays Owner, and Owner is only given by a transfer.
import type { Kysely } from 'kysely';
import { ORG_MESSAGES, WORKSPACE_MESSAGES } from '../../../core/messages';
import type { MemberView } from '../../../core/organizations';
import { OWNER_ROLE_NAME } from '../../../core/permissions';
import type { DB } from '../../db/types';
import { badRequest, HttpError } from '../../http/errors';
import { findMemberForUpdate } from './find-member';
import { loadMemberViews } from './member-view';
import { requireOrganizationAccess } from './organization-access';
import { publishOrganizationChange } from './publish-organization-change';
import { assertMayGrantRole } from './role-grants';

export async function updateMemberRole(
  db: Kysely<DB>,
  userId: string,
  organizationId: string,
  memberId: string,
  roleId: string,
): Promise<MemberView> {
  return db.transaction().execute(async (trx) => {
    const access = await requireOrganizationAccess(trx, userId, organizationId, {
      action: 'members.manage',
      refusedInPersonal: WORKSPACE_MESSAGES.personalHasNoMembers,
    });
    const member = await findMemberForUpdate(trx, access.organizationId, memberId);
    if (member.isOwner) throw badRequest(ORG_MESSAGES.ownerRoleCannotChange);
    if (member.id === access.memberId) {
      throw new HttpError('forbidden', ORG_MESSAGES.ownRoleCannotChange);
    }
    // Neither demote someone holding keys the caller lacks, nor promote beyond them.
    await assertMayGrantRole(trx, access, member.roleId, ORG_MESSAGES.memberAboveYou);
    const role = await trx
      .selectFrom('roles')
      .select(['id', 'name', 'organizationId'])
      .where('id', '=', roleId)
      .where((eb) =>
        eb.or([eb('organizationId', 'is', null), eb('organizationId', '=', access.organizationId)]),
      )
      .executeTakeFirst();
    if (!role) throw badRequest(ORG_MESSAGES.roleNotFound, { roleId: ORG_MESSAGES.roleNotFound });
    if (role.organizationId === null && role.name === OWNER_ROLE_NAME) {
      throw badRequest(ORG_MESSAGES.ownerRoleNotAssignable, {
        roleId: ORG_MESSAGES.ownerRoleNotAssignable,
      });
    }
    await assertMayGrantRole(trx, access, role.id);
    await trx
      .updateTable('organization_members')
      .set({ roleId: role.id })
      .where('id', '=', member.id)
      .execute();
    await publishOrganizationChange(trx, access.organizationId, 'update');
    const [view] = await loadMemberViews(trx, access.organizationId, member.id);
    if (!view) throw new Error('the member just updated is missing');
    return view;
  });
}
