// Withdraws a pending invitation: its link then says it was revoked, and an invited
// account's `invited` member row goes (it stood only for the invitation).
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { publishOrganizationChange } from '../publish-organization-change';
import { findPendingInvitationForUpdate, requireInviteAccess } from './invitation-access';

export async function revokeInvitation(
  db: Kysely<DB>,
  userId: string,
  organizationId: string,
  invitationId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireInviteAccess(trx, userId, organizationId);
    const invitation = await findPendingInvitationForUpdate(trx, organizationId, invitationId);
    await trx
      .updateTable('organization_invitations')
      .set({ revokedAt: new Date() })
      .where('id', '=', invitation.id)
      .execute();
    const removed = await trx
      .deleteFrom('organization_members')
      .where('organizationId', '=', organizationId)
      .where('status', '=', 'invited')
      .where('userId', 'in', (eb) =>
        eb.selectFrom('users').select('id').where('email', '=', invitation.email),
      )
      .returning('userId')
      .execute();
    await publishOrganizationChange(
      trx,
      organizationId,
      'update',
      removed.map((row) => row.userId),
    );
  });
}
