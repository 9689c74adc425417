// GET /clients/export.csv: the filtered clients as a spreadsheet, streamed in batches.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import type { ClientFilter } from './client-filter';
import { toClientView } from './client-view';
import { CLIENT_CSV_HEADERS, CSV_BOM, clientCsvLine, csvLine } from './clients-csv';
import { readClientBatches } from './read-client-batches';

export async function* exportClientsCsv(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  filter: ClientFilter,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(CLIENT_CSV_HEADERS);
  for await (const rows of readClientBatches(db, access, filter)) {
    yield rows.map((row) => clientCsvLine(toClientView(row))).join('');
  }
}
