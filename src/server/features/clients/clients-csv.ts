// The CSV export's format: RFC 4180 (CRLF, quotes doubled), and cells a spreadsheet
// would run as a formula neutralised with a leading apostrophe. The headers are ones
// the importer maps back (src/core/import/csv-columns.ts), which also strips the
// apostrophe again.

import type { Client } from '../../../core/client-schemas';
import { CLIENT_STATUS_LABELS, LEAD_SOURCE_LABELS, primaryItem } from '../../../core/clients';

export const CLIENT_CSV_HEADERS = [
  'Name',
  'Email',
  'Phone',
  'Company',
  'Position',
  'Status',
  'Lead Source',
  'Lead Score',
  'Estimated Value',
  'Expected Close Date',
  'Tags',
  'Website',
  'Address',
  'Address Line 2',
  'City',
  'State',
  'Zip / Postal Code',
  'Country',
  'Notes',
  'Last Contacted',
  'Created',
] as const;

/** Excel, LibreOffice and Google Sheets treat these first characters as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function clientCsvLine(client: Client): string {
  const address = primaryItem(client.addresses);
  return csvLine([
    client.name,
    client.email,
    client.phone,
    client.company,
    client.position,
    CLIENT_STATUS_LABELS[client.status],
    LEAD_SOURCE_LABELS[client.leadSource],
    client.leadScore,
    dollars(client.estimatedValueCents),
    client.expectedCloseDate,
    client.tags.join(', '),
    primaryItem(client.websites)?.url,
    address?.line1,
    address?.line2,
    address?.city,
    address?.state,
    address?.postalCode,
    address?.country,
    client.notes,
    client.lastContactedAt,
    client.createdAt,
  ]);
}

/** The UTF-8 byte order mark: without it Excel reads the file as the local code page. */
export const CSV_BOM = '\uFEFF';
