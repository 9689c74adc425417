// Logs a note, call, e-mail, meeting or follow-up on a client; the client's
// last_contacted_at moves to now in the same transaction (spec §5).
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Interaction, ZInteractionCreate } from '../../../../core/client-schemas';
import { CLIENT_MESSAGES } from '../../../../core/messages';
import { inTransaction } from '../../../db/in-transaction';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import { publishChange } from '../../../platform/events/publish';
import { checkClientId } from '../find-own-client';
import { toInteractionView } from './interaction-view';

export async function addInteraction(
  db: Kysely<DB>,
  userId: string,
  clientId: string,
  input: z.output<typeof ZInteractionCreate>,
): Promise<Interaction> {
  checkClientId(clientId);
  return inTransaction(db, async (trx) => {
    // The UPDATE doubles as the ownership check: no row, not the user's client.
    const client = await trx
      .updateTable('clients')
      .set({ lastContactedAt: sql<Date>`now()` })
      .where('id', '=', clientId)
      .where('userId', '=', userId)
      .returning('id')
      .executeTakeFirst();
    if (!client) throw notFound(CLIENT_MESSAGES.clientNotFound);
    const row = await trx
      .insertInto('client_interactions')
      .values({
        clientId,
        userId,
        type: input.type,
        subject: input.subject,
        content: input.content,
        outcome: input.outcome,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishChange(trx, userId, { entity: 'client_interactions', op: 'insert', id: row.id });
    return toInteractionView(row);
  });
}
