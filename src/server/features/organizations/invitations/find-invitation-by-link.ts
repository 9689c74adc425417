// Which invitation a link is for: the one whose current token it is, or the one it was
// the link of until a re-send replaced it (migration 0025). An unknown token is none.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';

export async function findInvitationIdByLink(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<string | undefined> {
  const current = await db
    .selectFrom('organization_invitations')
    .select('id')
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (current) return current.id;
  const replaced = await db
    .selectFrom('organization_invitation_replaced_tokens')
    .select('invitationId')
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
  return replaced?.invitationId;
}
