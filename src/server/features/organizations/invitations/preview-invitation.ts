// GET /invitations/:token, signed in or not: what the accept page shows — who invites
// to what, as which role, and whether the link still works (or was replaced by a newer
// one). Anyone holding the link may see this much; an unknown token is simply not found.
import type { Kysely } from 'kysely';
import { ORG_MESSAGES } from '../../../../core/messages';
import type { InvitationPreview, InvitationState } from '../../../../core/organizations';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import { findInvitationIdByLink } from './find-invitation-by-link';
import { tokenHashOf } from './invitation-token';
import { personName } from './invitation-view';

/**
 * What the link with hash `linkHash` can still do. An accepted or revoked invitation says
 * so whichever of its links is opened; a link a re-send replaced says that, even when
 * the invitation's current link has expired since (the newest mail is what to look for).
 */
export function invitationState(
  invitation: {
    acceptedAt: Date | null;
    revokedAt: Date | null;
    expiresAt: Date;
    tokenHash: string;
  },
  linkHash: string,
  now = new Date(),
): InvitationState {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  if (invitation.tokenHash !== linkHash) return 'replaced';
  return new Date(invitation.expiresAt).getTime() <= now.getTime() ? 'expired' : 'pending';
}

export async function previewInvitation(db: Kysely<DB>, token: string): Promise<InvitationPreview> {
  const tokenHash = tokenHashOf(token);
  const invitationId = tokenHash ? await findInvitationIdByLink(db, tokenHash) : undefined;
  if (!tokenHash || !invitationId) throw notFound(ORG_MESSAGES.invitationNotFound);
  const row = await db
    .selectFrom('organization_invitations as i')
    .innerJoin('organizations as o', 'o.id', 'i.organizationId')
    .innerJoin('roles as r', 'r.id', 'i.roleId')
    .leftJoin('profiles as p', 'p.userId', 'i.invitedBy')
    .select((eb) => [
      'i.email',
      'i.tokenHash',
      'i.acceptedAt',
      'i.revokedAt',
      'i.expiresAt',
      'o.name as organizationName',
      'o.logoUrl as organizationLogoUrl',
      'r.name as roleName',
      'p.displayName',
      'p.username',
      eb
        .exists(eb.selectFrom('users as u').select('u.id').whereRef('u.email', '=', 'i.email'))
        .as('hasAccount'),
    ])
    .where('i.id', '=', invitationId)
    .executeTakeFirst();
  if (!row) throw notFound(ORG_MESSAGES.invitationNotFound);
  return {
    organizationName: row.organizationName,
    organizationLogoUrl: row.organizationLogoUrl,
    inviterName: personName(row.displayName, row.username),
    email: row.email,
    roleName: row.roleName,
    state: invitationState(row, tokenHash),
    hasAccount: Boolean(row.hasAccount),
  };
}
