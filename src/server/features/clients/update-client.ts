// PATCH /clients/:id: any subset of the form. A list that is sent replaces the stored
// one (only that key of contact_details changes) and re-derives the email or phone
// column; the unique index decides whether the new e-mail is someone else's already.
import { type Kysely, sql, type UpdateObject } from 'kysely';
import type { Client, ClientUpdate } from '../../../core/client-schemas';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { emitWebhookEvent } from '../webhooks/public';
import { recordAssignments } from './client-assignment';
import { publishClientChange } from './client-change';
import { checkOwner, toClientViewWithOwner } from './client-owners';
import {
  primaryEmail,
  primaryPhone,
  toStoredAddresses,
  toStoredEmails,
  toStoredPhones,
  toStoredWebsites,
} from './client-row';
import { checkClientCustomValues, customValuesAfter } from './custom-fields/client-custom-values';
import { duplicateEmailError, isDuplicateEmail } from './duplicate-email';
import { findClient } from './find-client';
import type { StoredContactDetails } from './tables';

type ClientChanges = UpdateObject<DB, 'clients'>;

function toChanges(input: ClientUpdate): ClientChanges {
  const changes: ClientChanges = {
    name: input.name,
    company: input.company,
    position: input.position,
    status: input.status,
    leadSource: input.leadSource,
    leadScore: input.leadScore,
    estimatedValueCents: input.estimatedValueCents,
    expectedCloseDate: input.expectedCloseDate,
    notes: input.notes,
    tags: input.tags,
  };
  const lists: Partial<StoredContactDetails> = {};
  if (input.phones) {
    lists.phones = toStoredPhones(input.phones);
    changes.phone = primaryPhone(input.phones);
  }
  if (input.emails) {
    lists.emails = toStoredEmails(input.emails);
    changes.email = primaryEmail(input.emails);
  }
  if (input.addresses) lists.addresses = toStoredAddresses(input.addresses);
  if (Object.keys(lists).length > 0) {
    // jsonb || replaces the sent top-level keys and keeps the others.
    changes.contactDetails = sql<string>`contact_details || ${JSON.stringify(lists)}::jsonb`;
  }
  if (input.websites) changes.websiteUrls = JSON.stringify(toStoredWebsites(input.websites));
  return changes;
}

export async function updateClient(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  clientId: string,
  input: ClientUpdate,
  publicUrl = '',
): Promise<Client> {
  try {
    return await db.transaction().execute(async (trx) => {
      const found = await findClient(trx, access, clientId, 'edit', true);
      const reassigned = input.ownerId !== undefined && input.ownerId !== found.userId;
      if (reassigned) await checkOwner(trx, access.workspaceId, input.ownerId ?? null);
      const custom = input.customValues
        ? await checkClientCustomValues(trx, access, input.customValues)
        : undefined;
      const row = await trx
        .updateTable('clients')
        .set({
          ...toChanges(input),
          ...(reassigned ? { userId: input.ownerId ?? null } : {}),
          ...(custom ? { customValues: customValuesAfter(custom) } : {}),
        })
        .where('id', '=', found.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (reassigned) {
        await recordAssignments(trx, access.userId, [row], row.userId, publicUrl);
      }
      // The previous owner's list must drop a client that left them.
      await publishClientChange(trx, row, 'update', [found.userId]);
      const client = await toClientViewWithOwner(trx, row);
      await emitWebhookEvent(trx, access.workspaceId, 'client.updated', client);
      if (row.status !== found.status) {
        await emitWebhookEvent(trx, access.workspaceId, 'client.status_changed', {
          ...client,
          previousStatus: found.status,
        });
      }
      if (reassigned) await emitWebhookEvent(trx, access.workspaceId, 'client.assigned', client);
      return client;
    });
  } catch (error) {
    if (isDuplicateEmail(error)) throw duplicateEmailError();
    throw error;
  }
}
