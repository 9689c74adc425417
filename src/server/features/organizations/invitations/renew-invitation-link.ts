// A pending invitation's new link, for a re-invite and for "Resend": a fresh token and
// date, and the old link's hash kept as replaced (migration 0025), so the older link
// says it was replaced instead of "Invitation not found". The caller holds the row lock.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { newInvitationToken } from './invitation-token';

export async function renewInvitationLink(
  trx: Kysely<DB>,
  invitationId: string,
  changes: { invitedBy: string; roleId?: string },
): Promise<string> {
  const { token, tokenHash, expiresAt } = newInvitationToken();
  const { tokenHash: oldHash } = await trx
    .selectFrom('organization_invitations')
    .select('tokenHash')
    .where('id', '=', invitationId)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('organization_invitation_replaced_tokens')
    .values({ tokenHash: oldHash, invitationId })
    .onConflict((conflict) => conflict.column('tokenHash').doNothing())
    .execute();
  await trx
    .updateTable('organization_invitations')
    .set({ ...changes, tokenHash, expiresAt })
    .where('id', '=', invitationId)
    .execute();
  return token;
}
