// Mails a pending invitation again with a new link and a new date; the old link stops
// working and says it was replaced. The one re-sending becomes the inviter.
import type { Kysely } from 'kysely';
import type { InvitationView } from '../../../../core/organizations';
import type { DB } from '../../../db/types';
import { publishOrganizationChange } from '../publish-organization-change';
import { assertMayGrantRole } from '../role-grants';
import { findPendingInvitationForUpdate, requireInviteAccess } from './invitation-access';
import { findInvitationView } from './invitation-view';
import { renewInvitationLink } from './renew-invitation-link';
import { sendInvitationMail } from './send-invitation-mail';

export async function resendInvitation(
  db: Kysely<DB>,
  userId: string,
  organizationId: string,
  invitationId: string,
  options: { publicUrl: string },
): Promise<InvitationView> {
  return db.transaction().execute(async (trx) => {
    const access = await requireInviteAccess(trx, userId, organizationId);
    const invitation = await findPendingInvitationForUpdate(trx, organizationId, invitationId);
    // A new link is a new grant: the one re-sending it becomes the inviter.
    await assertMayGrantRole(trx, access, invitation.roleId);
    const token = await renewInvitationLink(trx, invitation.id, { invitedBy: userId });
    await sendInvitationMail(trx, invitation.id, token, options.publicUrl);
    await publishOrganizationChange(trx, organizationId, 'update');
    const view = await findInvitationView(trx, organizationId, invitation.id);
    if (!view) throw new Error('The invitation just re-sent is not pending');
    return view;
  });
}
