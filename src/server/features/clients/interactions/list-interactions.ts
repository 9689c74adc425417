// GET /clients/:id/interactions: the client's history, newest first, for whoever may
// see the client.
import type { Kysely } from 'kysely';
import type { Interaction } from '../../../../core/client-schemas';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { findClient } from '../find-client';
import { toInteractionView } from './interaction-view';

export async function listInteractions(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  clientId: string,
): Promise<Interaction[]> {
  const client = await findClient(db, access, clientId);
  const rows = await db
    .selectFrom('client_interactions')
    .selectAll()
    .where('clientId', '=', client.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toInteractionView);
}
