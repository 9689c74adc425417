// One of the user's own clients; another user's client, or an id that is not a uuid,
// is "not found" so nobody can learn whether someone else's client exists.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { CLIENT_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import type { ClientRow } from './client-view';

const ZId = z.uuid();

/** Throws 404 unless `clientId` looks like a client id; saves the database a cast error. */
export function checkClientId(clientId: string): string {
  if (!ZId.safeParse(clientId).success) throw notFound(CLIENT_MESSAGES.clientNotFound);
  return clientId;
}

/** Throws 404 unless `interactionId` looks like an interaction id. */
export function checkInteractionId(interactionId: string): string {
  if (!ZId.safeParse(interactionId).success) throw notFound(CLIENT_MESSAGES.interactionNotFound);
  return interactionId;
}

export async function findOwnClient(
  db: Kysely<DB>,
  userId: string,
  clientId: string,
): Promise<ClientRow> {
  const row = await db
    .selectFrom('clients')
    .selectAll()
    .where('id', '=', checkClientId(clientId))
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(CLIENT_MESSAGES.clientNotFound);
  return row;
}
