// POST /clients/assign (issue 18): gives several clients one owner, or none (the team's
// inbox). All or nothing: a client the caller cannot see answers 404, one they may not
// change 403, an owner who is not an active member 400 — and then nothing changed. Each
// client that really changes hands is logged and its new owner mailed once.
import type { Kysely } from 'kysely';
import type { ClientBulkAssign, ClientsUpdated } from '../../../core/client-schemas';
import { CLIENT_MESSAGES, WORKSPACE_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { HttpError, notFound } from '../../http/errors';
import { publishRecordChange } from '../../platform/access/publish-record-change';
import { recordFilter, type WorkspaceAccess } from '../../platform/access/workspace-access';
import { recordAssignments } from './client-assignment';
import { checkOwner } from './client-owners';
import type { ClientRow } from './client-view';
import { BULK_ACTION_EVENTS, emitClientsEvent } from './client-webhook-events';
import { mayEditClient } from './find-client';

export type BulkResult = ClientsUpdated;

/** The clients named, locked, each one the caller may change; refuses the lot otherwise. */
export async function findEditableClients(
  trx: Kysely<DB>,
  access: WorkspaceAccess,
  ids: readonly string[],
): Promise<ClientRow[]> {
  const wanted = [...new Set(ids)];
  const rows = await trx
    .selectFrom('clients')
    .selectAll()
    .where('id', 'in', wanted)
    .where(recordFilter(access, 'clients', 'view'))
    .orderBy('id')
    .forUpdate()
    .execute();
  if (rows.length !== wanted.length) throw notFound(CLIENT_MESSAGES.clientNotFound);
  if (!rows.every((row) => mayEditClient(access, row))) {
    throw new HttpError('forbidden', WORKSPACE_MESSAGES.notYourRecord);
  }
  return rows;
}

export async function assignClients(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  input: ClientBulkAssign,
  publicUrl: string,
): Promise<BulkResult> {
  return db.transaction().execute(async (trx) => {
    const rows = await findEditableClients(trx, access, input.ids);
    await checkOwner(trx, access.workspaceId, input.ownerId);
    const changing = rows.filter((row) => row.userId !== input.ownerId);
    if (changing.length === 0) return { updated: 0 };
    await trx
      .updateTable('clients')
      .set({ userId: input.ownerId })
      .where(
        'id',
        'in',
        changing.map((row) => row.id),
      )
      .execute();
    await recordAssignments(trx, access.userId, changing, input.ownerId, publicUrl);
    const ids = changing.map((row) => row.id);
    for (const type of BULK_ACTION_EVENTS.assign ?? []) {
      await emitClientsEvent(trx, access.workspaceId, type, { ids });
    }
    // One event for the batch: the new owner's audience and each previous owner hear it.
    await publishRecordChange(
      trx,
      access.workspaceId,
      'clients',
      { ownerId: input.ownerId, createdBy: null },
      { entity: 'clients', op: 'update', id: 'bulk' },
      [access.userId, ...changing.map((row) => row.userId)],
    );
    return { updated: changing.length };
  });
}
