// GET /clients/export.vcf: the filtered clients as vCard 4.0, streamed in batches.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { ClientFilter } from './client-filter';
import { toClientView } from './client-view';
import { toVCard } from './clients-vcard';
import { readClientBatches } from './read-client-batches';

export async function* exportClientsVCard(
  db: Kysely<DB>,
  userId: string,
  filter: ClientFilter,
): AsyncGenerator<string> {
  for await (const rows of readClientBatches(db, userId, filter)) {
    yield rows.map((row) => toVCard(toClientView(row))).join('');
  }
}
