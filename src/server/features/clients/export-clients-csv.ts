// GET /clients/export.csv: the filtered clients as a spreadsheet, streamed in batches.
// The header names every numbered group a row fills, so before the first row one query
// finds how many phones, e-mails, addresses and websites the fullest client has.
import { type Kysely, sql } from 'kysely';
import { CLIENT_LIST_ITEMS_MAX } from '../../../core/client-schemas';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { toClientViews } from './client-owners';
import { type ClientSelection, matchesSelection } from './client-selection';
import { CSV_BOM, type CsvSlots, clientCsvHeaders, clientCsvLine, csvLine } from './clients-csv';
import { customCsvHeaders, withCustomCells } from './custom-fields/custom-csv';
import { workspaceCustomFields } from './custom-fields/custom-field-rows';
import { readClientBatches } from './read-client-batches';

/** The length of a jsonb array (0 for anything else): stored lists are arrays, but say so. */
const longest = (list: string) =>
  sql<number>`coalesce(max(case when jsonb_typeof(${sql.raw(list)}) = 'array'
    then jsonb_array_length(${sql.raw(list)}) else 0 end), 0)::int`;

/** At least one group of each list, so the columns are there to fill in. */
export async function exportSlots(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  filter: ClientSelection,
): Promise<CsvSlots> {
  const counts = await db
    .selectFrom('clients')
    .select([
      longest(`contact_details->'phones'`).as('phone'),
      longest(`contact_details->'emails'`).as('email'),
      longest(`contact_details->'addresses'`).as('address'),
      longest('website_urls').as('website'),
    ])
    .where((eb) => matchesSelection(eb, access, filter))
    .executeTakeFirst();
  const slots = (count: number | undefined) =>
    Math.min(CLIENT_LIST_ITEMS_MAX, Math.max(1, Number(count ?? 0)));
  return {
    phone: slots(counts?.phone),
    email: slots(counts?.email),
    address: slots(counts?.address),
    website: slots(counts?.website),
  };
}

export async function* exportClientsCsv(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  filter: ClientSelection,
): AsyncGenerator<string> {
  const slots = await exportSlots(db, access, filter);
  const fields = await workspaceCustomFields(db, access);
  yield CSV_BOM + csvLine([...clientCsvHeaders(slots), ...customCsvHeaders(fields)]);
  for await (const rows of readClientBatches(db, access, filter)) {
    // The Owner column: the owners' names, one query per batch.
    const clients = await toClientViews(db, rows);
    yield clients
      .map((client) => withCustomCells(clientCsvLine(client, slots), client, fields))
      .join('');
  }
}
