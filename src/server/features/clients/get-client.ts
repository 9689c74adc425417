// GET /clients/:id: one of the user's clients.
import type { Kysely } from 'kysely';
import type { Client } from '../../../core/client-schemas';
import type { DB } from '../../db/types';
import { toClientView } from './client-view';
import { findOwnClient } from './find-own-client';

export async function getClient(db: Kysely<DB>, userId: string, clientId: string): Promise<Client> {
  return toClientView(await findOwnClient(db, userId, clientId));
}
