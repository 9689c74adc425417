// Adds a client from the form (or the lead form) to the current workspace: the plan's
// limit and the unique e-mail are checked under the workspace's quota lock, in the
// transaction that inserts. The owner is the caller unless the form names another
// member (or none: unassigned); a different owner is logged and mailed like any
// reassignment.
import type { Kysely } from 'kysely';
import type { Client, ClientCreate } from '../../../core/client-schemas';
import { CLIENT_MESSAGES, WORKSPACE_MESSAGES } from '../../../core/messages';
import { UNLIMITED } from '../../../core/plans';
import { inTransaction } from '../../db/in-transaction';
import type { DB } from '../../db/types';
import { HttpError } from '../../http/errors';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { emitWebhookEvent } from '../webhooks/public';
import { recordAssignments } from './client-assignment';
import { publishClientChange } from './client-change';
import { checkOwner, toClientViewWithOwner } from './client-owners';
import { clientQuota, lockClientQuota } from './client-quota';
import { type ClientInsert, toClientRow } from './client-row';
import { checkClientCustomValues } from './custom-fields/client-custom-values';
import { duplicateEmailError, isDuplicateEmail } from './duplicate-email';
import { findClientIdByEmail } from './find-client-id-by-email';

export async function createClient(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  input: ClientCreate,
  publicUrl = '',
  /** Lead routing (issue 22) records, notes and mails its own assignment. */
  options: { routed?: boolean } = {},
): Promise<Client> {
  if (access.levels.clients.edit === 'none') {
    throw new HttpError('forbidden', WORKSPACE_MESSAGES.noEditPermission);
  }
  const ownerId = input.ownerId === undefined ? access.userId : input.ownerId;
  const values: ClientInsert = {
    ...toClientRow(ownerId, input),
    workspaceId: access.workspaceId,
    createdBy: access.userId,
  };
  try {
    return await inTransaction(db, async (trx) => {
      await checkOwner(trx, access.workspaceId, ownerId);
      if (input.customValues) {
        const { set } = await checkClientCustomValues(trx, access, input.customValues);
        values.customValues = JSON.stringify(set);
      }
      await lockClientQuota(trx, access.workspaceId);
      const { limit, used } = await clientQuota(trx, access.workspaceId);
      if (limit !== UNLIMITED && used >= limit) {
        throw new HttpError('forbidden', CLIENT_MESSAGES.clientLimit(limit));
      }
      if (values.email && (await findClientIdByEmail(trx, access.workspaceId, values.email))) {
        throw duplicateEmailError();
      }
      const row = await trx
        .insertInto('clients')
        .values(values)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (ownerId !== access.userId && !options.routed) {
        await recordAssignments(trx, access.userId, [row], ownerId, publicUrl);
      }
      await publishClientChange(trx, row, 'insert');
      const client = await toClientViewWithOwner(trx, row);
      await emitWebhookEvent(trx, access.workspaceId, 'client.created', client);
      if (ownerId !== access.userId && !options.routed) {
        await emitWebhookEvent(trx, access.workspaceId, 'client.assigned', client);
      }
      return client;
    });
  } catch (error) {
    if (isDuplicateEmail(error)) throw duplicateEmailError();
    throw error;
  }
}
