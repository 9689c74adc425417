// PATCH /clients/:id/status: a kanban drop. The client is found through the access
// layer (404 unseen, 403 not theirs to change), then the status update the bulk action
// uses too (client-status-update.ts); the live update reaches every member who may see
// it, on commit. A drop on the column the card is already in changes nothing.
import { type Kysely, sql } from 'kysely';
import type { Client } from '../../../core/client-schemas';
import type { ClientStatus } from '../../../core/clients';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { emitWebhookEvent } from '../webhooks/public';
import { publishClientChange } from './client-change';
import { toClientViewWithOwner } from './client-owners';
import { statusUpdate, targetJoin } from './client-status-update';
import type { ClientRow } from './client-view';
import { findClient } from './find-client';

export async function changeClientStatus(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  clientId: string,
  status: ClientStatus,
): Promise<Client> {
  return db.transaction().execute(async (trx) => {
    const found = await findClient(trx, access, clientId, 'edit', true);
    const { rows } = await sql<ClientRow>`
      WITH target AS (SELECT id, status FROM clients WHERE id = ${found.id}),
        ${statusUpdate(access, status, targetJoin([found.id]), sql`, c.*`)}
      SELECT * FROM changed`.execute(trx);
    const row = rows[0];
    if (!row) return toClientViewWithOwner(trx, found);
    await publishClientChange(trx, row, 'update');
    const client = await toClientViewWithOwner(trx, row);
    if (row.status !== found.status) {
      await emitWebhookEvent(trx, access.workspaceId, 'client.status_changed', {
        ...client,
        previousStatus: found.status,
      });
    }
    return client;
  });
}
