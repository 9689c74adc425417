// GET /clients/export.vcf: the filtered clients as vCard 4.0, streamed in batches.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import type { ClientSelection } from './client-selection';
import { toClientView } from './client-view';
import { toVCard } from './clients-vcard';
import { readClientBatches } from './read-client-batches';

export async function* exportClientsVCard(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  filter: ClientSelection,
): AsyncGenerator<string> {
  for await (const rows of readClientBatches(db, access, filter)) {
    yield rows.map((row) => toVCard(toClientView(row))).join('');
  }
}
