// A client of the current workspace, found through the one access layer: a client the
// caller may not see — another workspace's, outside their "own" level, or an id that is
// not a uuid — is "not found", so nobody learns whether it exists; one they see but may
// not change answers 403.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { mayTouchRecord } from '../../../core/access';
import { CLIENT_MESSAGES, WORKSPACE_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { HttpError, notFound } from '../../http/errors';
import {
  type RecordOp,
  recordFilter,
  type WorkspaceAccess,
} from '../../platform/access/workspace-access';
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

/** Whether the caller may change this client (their edit level, narrowed to the row). */
export function mayEditClient(
  access: WorkspaceAccess,
  row: Pick<ClientRow, 'userId' | 'createdBy'>,
) {
  return mayTouchRecord(
    access.levels.clients.edit,
    access.userId,
    { ownerId: row.userId, createdBy: row.createdBy },
    access.levels.seesUnassigned,
  );
}

/**
 * The client, for viewing or (op 'edit') for changing it. Pass the transaction and
 * `lock` when a write follows, so the row cannot change hands in between.
 */
export async function findClient(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  clientId: string,
  op: RecordOp = 'view',
  lock = false,
): Promise<ClientRow> {
  const row = await db
    .selectFrom('clients')
    .selectAll()
    .where('id', '=', checkClientId(clientId))
    .where(recordFilter(access, 'clients', 'view'))
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw notFound(CLIENT_MESSAGES.clientNotFound);
  if (op === 'edit' && !mayEditClient(access, row)) {
    throw new HttpError('forbidden', WORKSPACE_MESSAGES.notYourRecord);
  }
  return row;
}
