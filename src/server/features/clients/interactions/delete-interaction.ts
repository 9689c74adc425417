// DELETE /interactions/:id. The client's last_contacted_at stays: the contact happened.
import type { Kysely } from 'kysely';
import { CLIENT_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import { publishChange } from '../../../platform/events/publish';
import { checkInteractionId } from '../find-own-client';

export async function deleteInteraction(
  db: Kysely<DB>,
  userId: string,
  interactionId: string,
): Promise<void> {
  checkInteractionId(interactionId);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('client_interactions')
      .where('id', '=', interactionId)
      .where('userId', '=', userId)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw notFound(CLIENT_MESSAGES.interactionNotFound);
    await publishChange(trx, userId, { entity: 'client_interactions', op: 'delete', id: row.id });
  });
}
