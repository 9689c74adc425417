// PATCH /clients/:id/status: a kanban drop is ONE statement. The UPDATE's RETURNING
// also sends the live-update notification, so no transaction, no second round trip,
// and no notification when no row matched (another user's id).
import { type Kysely, sql } from 'kysely';
import type { Client } from '../../../core/client-schemas';
import type { ClientStatus } from '../../../core/clients';
import { CLIENT_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import { type ChangeNotification, EVENTS_CHANNEL } from '../../platform/events/publish';
import { toClientView } from './client-view';
import { checkClientId } from './find-own-client';

export async function changeClientStatus(
  db: Kysely<DB>,
  userId: string,
  clientId: string,
  status: ClientStatus,
): Promise<Client> {
  const event: ChangeNotification = { userId, entity: 'clients', op: 'update', id: clientId };
  const row = await db
    .updateTable('clients')
    .set({ status })
    .where('id', '=', checkClientId(clientId))
    .where('userId', '=', userId)
    .returningAll()
    .returning(sql<string>`pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`.as('notified'))
    .executeTakeFirst();
  if (!row) throw notFound(CLIENT_MESSAGES.clientNotFound);
  return toClientView(row);
}
