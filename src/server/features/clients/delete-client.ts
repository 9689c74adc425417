// DELETE /clients/:id: the client and (by the foreign key's cascade) its interactions.
import type { Kysely } from 'kysely';
import { CLIENT_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import { publishChange } from '../../platform/events/publish';
import { checkClientId } from './find-own-client';

export async function deleteClient(db: Kysely<DB>, userId: string, clientId: string) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('clients')
      .where('id', '=', checkClientId(clientId))
      .where('userId', '=', userId)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw notFound(CLIENT_MESSAGES.clientNotFound);
    await publishChange(trx, userId, { entity: 'clients', op: 'delete', id: row.id });
  });
}
