// §7 invite_organization_member: offers a role in the organization to an e-mail address
// and mails the link. An address with an account also gets an `invited` member row, so
// the members list shows them; accepting makes it active. Inviting an address that
// already has a pending invitation re-sends it (new link, new date, the role now chosen;
// the older link then says it was replaced).
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { ORG_MESSAGES } from '../../../../core/messages';
import type { ZInvitationCreate } from '../../../../core/organization-schemas';
import type { InvitationView } from '../../../../core/organizations';
import type { DB } from '../../../db/types';
import { HttpError } from '../../../http/errors';
import { publishOrganizationChange } from '../publish-organization-change';
import { assertMayGrantRole } from '../role-grants';
import { assertMayAddSeat } from '../seats';
import { findInvitableRole, isUniqueViolation, requireInviteAccess } from './invitation-access';
import { newInvitationToken } from './invitation-token';
import { findInvitationView } from './invitation-view';
import { renewInvitationLink } from './renew-invitation-link';
import { sendInvitationMail } from './send-invitation-mail';

export async function inviteMember(
  db: Kysely<DB>,
  inviterId: string,
  organizationId: string,
  input: z.output<typeof ZInvitationCreate>,
  options: { publicUrl: string },
): Promise<InvitationView> {
  try {
    return await invite(db, inviterId, organizationId, input, options);
  } catch (error) {
    // The same address invited twice at once: the loser retries and finds the winner's
    // invitation (or member row), which it then re-sends.
    if (!isUniqueViolation(error)) throw error;
    return invite(db, inviterId, organizationId, input, options);
  }
}

function invite(
  db: Kysely<DB>,
  inviterId: string,
  organizationId: string,
  input: z.output<typeof ZInvitationCreate>,
  options: { publicUrl: string },
): Promise<InvitationView> {
  return db.transaction().execute(async (trx) => {
    const access = await requireInviteAccess(trx, inviterId, organizationId);
    // Spec §9 "2+ users": only a Business owner's workspace takes a second member.
    await assertMayAddSeat(trx, organizationId, access.isOwner);
    const role = await findInvitableRole(trx, organizationId, input.roleId);
    await assertMayGrantRole(trx, access, role.id);
    const { email } = input;

    const account = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (account) {
      const member = await trx
        .selectFrom('organization_members')
        .select(['id', 'status'])
        .where('organizationId', '=', organizationId)
        .where('userId', '=', account.id)
        .forUpdate()
        .executeTakeFirst();
      if (member && member.status !== 'invited') {
        const message = ORG_MESSAGES.alreadyMember(email);
        throw new HttpError('conflict', message, { email: message });
      }
      if (member) {
        await trx
          .updateTable('organization_members')
          .set({ roleId: role.id, invitedBy: inviterId })
          .where('id', '=', member.id)
          .execute();
      } else {
        await trx
          .insertInto('organization_members')
          .values({
            organizationId,
            userId: account.id,
            status: 'invited',
            roleId: role.id,
            invitedBy: inviterId,
          })
          .execute();
      }
    }

    const pending = await trx
      .selectFrom('organization_invitations')
      .select('id')
      .where('organizationId', '=', organizationId)
      .where('email', '=', email)
      .where('acceptedAt', 'is', null)
      .where('revokedAt', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    const { id, token } = pending
      ? {
          id: pending.id,
          token: await renewInvitationLink(trx, pending.id, {
            roleId: role.id,
            invitedBy: inviterId,
          }),
        }
      : await insertInvitation(trx, { organizationId, email, roleId: role.id, inviterId });

    await sendInvitationMail(trx, id, token, options.publicUrl);
    await publishOrganizationChange(trx, organizationId, pending ? 'update' : 'insert');
    const view = await findInvitationView(trx, organizationId, id);
    if (!view) throw new Error('The invitation just written is not pending');
    return view;
  });
}

async function insertInvitation(
  trx: Kysely<DB>,
  values: { organizationId: string; email: string; roleId: string; inviterId: string },
): Promise<{ id: string; token: string }> {
  const { token, tokenHash, expiresAt } = newInvitationToken();
  const { id } = await trx
    .insertInto('organization_invitations')
    .values({
      organizationId: values.organizationId,
      email: values.email,
      roleId: values.roleId,
      tokenHash,
      invitedBy: values.inviterId,
      expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, token };
}
