// PATCH /clients/:id: any subset of the form. A list that is sent replaces the stored
// one (only that key of contact_details changes) and re-derives the email or phone
// column; the unique index decides whether the new e-mail is someone else's already.
import { type Kysely, sql, type UpdateObject } from 'kysely';
import type { Client, ClientUpdate } from '../../../core/client-schemas';
import { CLIENT_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';
import { publishChange } from '../../platform/events/publish';
import {
  primaryEmail,
  primaryPhone,
  toStoredAddresses,
  toStoredEmails,
  toStoredPhones,
  toStoredWebsites,
} from './client-row';
import { toClientView } from './client-view';
import { duplicateEmailError, isDuplicateEmail } from './duplicate-email';
import { checkClientId } from './find-own-client';
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
  userId: string,
  clientId: string,
  input: ClientUpdate,
): Promise<Client> {
  checkClientId(clientId);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('clients')
        .set(toChanges(input))
        .where('id', '=', clientId)
        .where('userId', '=', userId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound(CLIENT_MESSAGES.clientNotFound);
      await publishChange(trx, userId, { entity: 'clients', op: 'update', id: row.id });
      return toClientView(row);
    });
  } catch (error) {
    if (isDuplicateEmail(error)) throw duplicateEmailError();
    throw error;
  }
}
