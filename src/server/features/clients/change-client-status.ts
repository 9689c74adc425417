// PATCH /clients/:id/status: a kanban drop. The client is found through the access
// layer (404 unseen, 403 not theirs to change), then one UPDATE; the live update reaches
// every member who may see it, on commit.
import type { Kysely } from 'kysely';
import type { Client } from '../../../core/client-schemas';
import type { ClientStatus } from '../../../core/clients';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { publishClientChange } from './client-change';
import { toClientViewWithOwner } from './client-owners';
import { findClient } from './find-client';

export async function changeClientStatus(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  clientId: string,
  status: ClientStatus,
): Promise<Client> {
  return db.transaction().execute(async (trx) => {
    const found = await findClient(trx, access, clientId, 'edit', true);
    const row = await trx
      .updateTable('clients')
      .set({ status })
      .where('id', '=', found.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishClientChange(trx, row, 'update');
    return toClientViewWithOwner(trx, row);
  });
}
