// PATCH /interactions/:id: corrects an interaction's type, subject, content or outcome.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Interaction, ZInteractionUpdate } from '../../../../core/client-schemas';
import { CLIENT_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import { publishChange } from '../../../platform/events/publish';
import { checkInteractionId } from '../find-own-client';
import { toInteractionView } from './interaction-view';

export async function updateInteraction(
  db: Kysely<DB>,
  userId: string,
  interactionId: string,
  input: z.output<typeof ZInteractionUpdate>,
): Promise<Interaction> {
  checkInteractionId(interactionId);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('client_interactions')
      .set({
        type: input.type,
        subject: input.subject,
        content: input.content,
        outcome: input.outcome,
      })
      .where('id', '=', interactionId)
      .where('userId', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound(CLIENT_MESSAGES.interactionNotFound);
    await publishChange(trx, userId, { entity: 'client_interactions', op: 'update', id: row.id });
    return toInteractionView(row);
  });
}
