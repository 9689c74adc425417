// POST /organizations/:orgId/transfer-ownership (§7 transfer_organization_ownership):
// the chosen active member becomes owner with the Owner role, and the old owner stays
// on as Admin. The organization row is locked first, so two transfers run one after the
// other: the second re-checks who the owner is and is refused, leaving exactly one.
import type { Kysely } from 'kysely';
import { ORG_MESSAGES, WORKSPACE_MESSAGES } from '../../../core/messages';
import type { MembersResponse } from '../../../core/organizations';
import { ADMIN_ROLE_NAME, OWNER_ROLE_NAME } from '../../../core/permissions';
import type { DB } from '../../db/types';
import { badRequest, HttpError } from '../../http/errors';
import { findMemberForUpdate } from './find-member';
import { loadMembersResponse } from './list-members';
import { requireOrganizationAccess } from './organization-access';
import { publishOrganizationChange } from './publish-organization-change';
import { systemRoleId } from './system-roles';

export async function transferOwnership(
  db: Kysely<DB>,
  userId: string,
  organizationId: string,
  memberId: string,
): Promise<MembersResponse> {
  // A personal workspace is never handed on: it goes with its owner's account.
  const visible = await requireOrganizationAccess(db, userId, organizationId, {
    refusedInPersonal: WORKSPACE_MESSAGES.personalCannotBeLeft,
  });
  await db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('organizations')
      .select('id')
      .where('id', '=', visible.organizationId)
      .forUpdate()
      .execute();
    // Read again under the lock: a transfer that committed meanwhile changed the owner.
    const access = await requireOrganizationAccess(trx, userId, organizationId);
    const caller = await trx
      .selectFrom('profiles')
      .select('isPlatformAdmin')
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (!access.isOwner && caller?.isPlatformAdmin !== true) {
      throw new HttpError('forbidden', ORG_MESSAGES.onlyOwnerCanTransfer);
    }
    const target = await findMemberForUpdate(trx, access.organizationId, memberId);
    if (target.isOwner) throw badRequest(ORG_MESSAGES.alreadyOwner);
    if (target.status !== 'active') throw badRequest(ORG_MESSAGES.transferTargetNotActive);

    // The old owner's row first, cleared before the new one is set: the one-owner
    // index would refuse two at once.
    await trx
      .updateTable('organization_members')
      .set({ isOwner: false, roleId: await systemRoleId(trx, ADMIN_ROLE_NAME) })
      .where('organizationId', '=', access.organizationId)
      .where('isOwner', '=', true)
      .execute();
    await trx
      .updateTable('organization_members')
      .set({ isOwner: true, roleId: await systemRoleId(trx, OWNER_ROLE_NAME) })
      .where('id', '=', target.id)
      .execute();
    await publishOrganizationChange(trx, access.organizationId, 'update');
  });
  return loadMembersResponse(db, visible.organizationId);
}
