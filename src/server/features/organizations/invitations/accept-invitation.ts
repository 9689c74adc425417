// POST /invitations/:token/accept: the signed-in user takes up the invitation sent to
// their address. One transaction makes them an active member with the offered role and
// marks the invitation used; the link also proves they read that mailbox, so their
// address counts as verified from then on.
import { type Kysely, sql } from 'kysely';
import { ORG_MESSAGES } from '../../../../core/messages';
import type { OrganizationSummary } from '../../../../core/organizations';
import type { DB } from '../../../db/types';
import { badRequest, HttpError, notFound } from '../../../http/errors';
import { publishChange } from '../../../platform/events/publish';
import { publishOrganizationChange } from '../publish-organization-change';
import { findInvitationIdByLink } from './find-invitation-by-link';
import { tokenHashOf } from './invitation-token';
import { invitationState } from './preview-invitation';

export async function acceptInvitation(
  db: Kysely<DB>,
  userId: string,
  token: string,
): Promise<{ organization: OrganizationSummary }> {
  const tokenHash = tokenHashOf(token);
  if (!tokenHash) throw notFound(ORG_MESSAGES.invitationNotFound);
  return db.transaction().execute(async (trx) => {
    const invitationId = await findInvitationIdByLink(trx, tokenHash);
    // Locked by id, then judged: a re-send between the two makes this link a replaced one.
    const invitation = invitationId
      ? await trx
          .selectFrom('organization_invitations')
          .selectAll()
          .where('id', '=', invitationId)
          .forUpdate()
          .executeTakeFirst()
      : undefined;
    if (!invitation) throw notFound(ORG_MESSAGES.invitationNotFound);

    const state = invitationState(invitation, tokenHash);
    if (state === 'accepted') throw new HttpError('conflict', ORG_MESSAGES.invitationUsed);
    if (state === 'revoked') throw badRequest(ORG_MESSAGES.invitationRevokedForVisitor);
    if (state === 'replaced') throw badRequest(ORG_MESSAGES.invitationReplaced);
    if (state === 'expired') throw badRequest(ORG_MESSAGES.invitationExpired);

    const organization = await trx
      .selectFrom('organizations')
      .select(['id', 'name', 'slug', 'logoUrl', 'isActive'])
      .where('id', '=', invitation.organizationId)
      .executeTakeFirstOrThrow();
    if (!organization.isActive) throw badRequest(ORG_MESSAGES.organizationInactive);

    // The address as stored now, not as the session remembered it.
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'emailVerified'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (user.email.toLowerCase() !== invitation.email) {
      throw new HttpError('forbidden', ORG_MESSAGES.invitationOtherEmail(invitation.email));
    }

    const member = await trx
      .selectFrom('organization_members as m')
      .innerJoin('roles as r', 'r.id', 'm.roleId')
      .select(['m.id', 'm.status', 'm.isOwner', 'r.name as roleName'])
      .where('m.organizationId', '=', organization.id)
      .where('m.userId', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    // A suspended member does not lift their own suspension with an old invitation.
    if (member?.status === 'suspended') {
      throw new HttpError('conflict', ORG_MESSAGES.alreadyMember(invitation.email));
    }
    const role = await trx
      .selectFrom('roles')
      .select(['id', 'name'])
      .where('id', '=', invitation.roleId)
      .executeTakeFirstOrThrow();
    if (!member) {
      await trx
        .insertInto('organization_members')
        .values({
          organizationId: organization.id,
          userId,
          status: 'active',
          roleId: role.id,
          invitedBy: invitation.invitedBy,
        })
        .execute();
    } else if (member.status === 'invited') {
      await trx
        .updateTable('organization_members')
        .set({ status: 'active', roleId: role.id, invitedBy: invitation.invitedBy })
        .where('id', '=', member.id)
        .execute();
    }
    // Already active (they joined another way): the invitation is used up, their role stays.

    await trx
      .updateTable('organization_invitations')
      .set({ acceptedAt: new Date(), acceptedBy: userId })
      .where('id', '=', invitation.id)
      .execute();
    if (!user.emailVerified) {
      await trx
        .updateTable('users')
        .set({ emailVerified: true, updatedAt: sql`now()` })
        .where('id', '=', userId)
        .execute();
      await publishChange(trx, userId, { entity: 'profiles', op: 'update', id: userId });
    }
    await publishOrganizationChange(trx, organization.id, 'update');

    const isActiveMember = member?.status === 'active';
    return {
      organization: {
        id: organization.id,
        name: organization.name,
        slug: organization.slug,
        logoUrl: organization.logoUrl,
        isActive: organization.isActive,
        roleName: isActiveMember ? member.roleName : role.name,
        isOwner: isActiveMember ? member.isOwner : false,
      },
    };
  });
}
