// DELETE /organizations/:orgId/members/:memberId (§7 remove_organization_member): the
// membership row goes. manage:members removes anyone but the owner; any member may
// remove themselves (leave) without it — except the owner, who must hand ownership on
// first so the organization is never left without one.
import type { Kysely } from 'kysely';
import { ORG_MESSAGES, WORKSPACE_MESSAGES } from '../../../core/messages';
import { CLIENTS_TO_UNASSIGNED } from '../../../core/organization-schemas';
import type { DB } from '../../db/types';
import { badRequest } from '../../http/errors';
import { isActiveMember } from '../../platform/access/workspace-access';
import { handOverClients } from '../clients/public';
import { findMemberForUpdate } from './find-member';
import { requireOrganizationAccess } from './organization-access';
import { publishOrganizationChange } from './publish-organization-change';
import { assertMayGrantRole } from './role-grants';

export async function removeMember(
  db: Kysely<DB>,
  userId: string,
  organizationId: string,
  memberId: string,
  handOver: { clientsTo?: string | undefined; publicUrl: string } = { publicUrl: '' },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const visible = await requireOrganizationAccess(trx, userId, organizationId);
    const leaving = visible.memberId !== null && visible.memberId === memberId;
    // A personal workspace is its owner's alone: nobody leaves it or is removed from it.
    if (visible.isPersonal) {
      throw badRequest(
        leaving ? WORKSPACE_MESSAGES.personalCannotBeLeft : WORKSPACE_MESSAGES.personalHasNoMembers,
      );
    }
    const access = leaving
      ? visible
      : await requireOrganizationAccess(trx, userId, organizationId, {
          action: 'members.manage',
        });
    const member = await findMemberForUpdate(trx, access.organizationId, memberId);
    if (member.isOwner) throw badRequest(ORG_MESSAGES.ownerCannotBeRemoved);
    // Removing someone is taking their keys away: only over keys the caller holds.
    if (!leaving) {
      await assertMayGrantRole(trx, access, member.roleId, ORG_MESSAGES.memberAboveYou);
    }
    // Their clients go to whoever takes over (an active member other than them), or
    // become unassigned; every other record stays where it is (issue 18).
    const takesOver =
      !handOver.clientsTo || handOver.clientsTo === CLIENTS_TO_UNASSIGNED
        ? null
        : handOver.clientsTo;
    if (takesOver !== null) {
      const isHeir = await isActiveMember(trx, access.organizationId, takesOver);
      if (!isHeir || takesOver === member.userId) {
        const message = WORKSPACE_MESSAGES.ownerNotMember;
        throw badRequest(message, { clientsTo: message });
      }
    }
    await handOverClients(trx, {
      workspaceId: access.organizationId,
      fromUserId: member.userId,
      toUserId: takesOver,
      byUserId: userId,
      publicUrl: handOver.publicUrl,
    });
    await trx.deleteFrom('organization_members').where('id', '=', member.id).execute();
    // An invited member's row stands for a pending invitation; removing them withdraws
    // it, or its link would bring them back.
    await trx
      .updateTable('organization_invitations')
      .set({ revokedAt: new Date() })
      .where('organizationId', '=', access.organizationId)
      .where('acceptedAt', 'is', null)
      .where('revokedAt', 'is', null)
      .where('email', 'in', (eb) =>
        eb.selectFrom('users').select('email').where('id', '=', member.userId),
      )
      .execute();
    // The removed user is no member any more but must still hear of it.
    await publishOrganizationChange(trx, access.organizationId, 'update', [member.userId]);
  });
}
