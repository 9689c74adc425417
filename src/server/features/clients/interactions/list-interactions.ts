// GET /clients/:id/interactions: the client's history, newest first.
import type { Kysely } from 'kysely';
import type { Interaction } from '../../../../core/client-schemas';
import type { DB } from '../../../db/types';
import { findOwnClient } from '../find-own-client';
import { toInteractionView } from './interaction-view';

export async function listInteractions(
  db: Kysely<DB>,
  userId: string,
  clientId: string,
): Promise<Interaction[]> {
  const client = await findOwnClient(db, userId, clientId);
  const rows = await db
    .selectFrom('client_interactions')
    .selectAll()
    .where('clientId', '=', client.id)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toInteractionView);
}
