// PATCH /clients/:id/phones/:index: changes one phone of the list, e.g. makes it the
// default (spec §5: "Phone update by an index out of range gives 'Phone index out of
// range'"). The client's phone column follows the new default.
import { type Kysely, sql } from 'kysely';
import type { Client, Phone } from '../../../core/client-schemas';
import { setDefault, withOneDefault } from '../../../core/clients';
import { CLIENT_MESSAGES } from '../../../core/messages';
import type { DB } from '../../db/types';
import { badRequest } from '../../http/errors';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { emitWebhookEvent } from '../webhooks/public';
import { publishClientChange } from './client-change';
import { toClientViewWithOwner } from './client-owners';
import { primaryPhone, toStoredPhones } from './client-row';
import { toPhones } from './client-view';
import { findClient } from './find-client';

export async function updateClientPhone(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  clientId: string,
  index: number,
  phone: Phone,
): Promise<Client> {
  return db.transaction().execute(async (trx) => {
    const current = await findClient(trx, access, clientId, 'edit', true);
    const phones = toPhones(current.contactDetails?.phones);
    if (!Number.isInteger(index) || index < 0 || index >= phones.length) {
      throw badRequest(CLIENT_MESSAGES.phoneIndexOutOfRange);
    }
    const replaced = phones.map((item, position) => (position === index ? phone : item));
    // Choosing a default clears the others; un-choosing it falls back to the first.
    const next = phone.isDefault ? setDefault(replaced, index) : withOneDefault(replaced);
    const row = await trx
      .updateTable('clients')
      .set({
        // Only the phones key: the other lists stay exactly as stored (snake_case).
        contactDetails: sql<string>`contact_details || ${JSON.stringify({ phones: toStoredPhones(next) })}::jsonb`,
        phone: primaryPhone(next),
      })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishClientChange(trx, row, 'update');
    const client = await toClientViewWithOwner(trx, row);
    await emitWebhookEvent(trx, row.workspaceId, 'client.updated', client);
    return client;
  });
}
