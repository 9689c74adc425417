// The CSV export's format (decision 039): RFC 4180 (CRLF, quotes doubled), a UTF-8 BOM,
// and columns in the style of Google Contacts' export so that Google, other tools and
// our own import (src/core/import/csv-columns.ts) read every field back: the scalars,
// then each list as numbered groups ("Phone 2 - Type", "Phone 2 - Value"), as many as
// the export's fullest client needs. The default item comes first, its type marked
// "* " as Google marks the primary one. Cells a spreadsheet would run as a formula get
// a leading apostrophe (the import strips it), except a phone number: digits and
// + ( ) . - cannot make a formula that calls anything, and "'+1 415…" in every phone
// cell was what people saw.
import type { Address, Client } from '../../../core/client-schemas';
import { CLIENT_STATUS_LABELS, LEAD_SOURCE_LABELS } from '../../../core/clients';
import type { ListKind } from '../../../core/import/column-fields';
import { TAG_SEPARATOR } from '../../../core/import/csv-columns';
import {
  ADDRESS_TYPE_WORDS,
  EMAIL_TYPE_WORDS,
  PHONE_TYPE_WORDS,
  PRIMARY_MARK,
} from '../../../core/import/list-type-words';

export const CLIENT_CSV_SCALAR_HEADERS = [
  'Name',
  'Company',
  'Position',
  'Status',
  'Lead Source',
  'Lead Score',
  'Estimated Value',
  'Expected Close Date',
  'Tags',
  'Notes',
  'Owner',
  'Created',
  'Last Contacted',
] as const;

/** How many numbered groups of each list the export has (at least one each). */
export type CsvSlots = Readonly<Record<ListKind, number>>;

const LIST_PARTS: Readonly<Record<ListKind, { title: string; parts: readonly string[] }>> = {
  phone: { title: 'Phone', parts: ['Type', 'Value'] },
  email: { title: 'E-mail', parts: ['Type', 'Value'] },
  address: {
    title: 'Address',
    parts: ['Type', 'Street', 'Extended Address', 'City', 'Region', 'Postal Code', 'Country'],
  },
  website: { title: 'Website', parts: ['Type', 'Value'] },
};
const LIST_ORDER: readonly ListKind[] = ['phone', 'email', 'address', 'website'];

export function clientCsvHeaders(slots: CsvSlots): string[] {
  const lists = LIST_ORDER.flatMap((list) => {
    const { title, parts } = LIST_PARTS[list];
    return Array.from({ length: slots[list] }, (_, index) =>
      parts.map((part) => `${title} ${index + 1} - ${part}`),
    ).flat();
  });
  return [...CLIENT_CSV_SCALAR_HEADERS, ...lists];
}

/** Excel, LibreOffice and Google Sheets treat these first characters as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A phone number and nothing else: no function, no reference, no text to run. */
const PHONE_ONLY = /^\+?[\d\s().-]+$/;

type CellValue = string | number | null | undefined;

function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvCell(value: CellValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return quoted(FORMULA_START.test(text) ? `'${text}` : text);
}

/** A phone value's cell: shown as typed, unless it holds more than a number. */
export function csvPhoneCell(number: string | undefined): string {
  if (number !== undefined && PHONE_ONLY.test(number) && /\d/.test(number)) return quoted(number);
  return csvCell(number);
}

export function csvLine(cells: readonly CellValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The list with its default item first, each with its type text ("* " on the default). */
function defaultFirst<T extends { isDefault: boolean }>(items: readonly T[]): T[] {
  return [...items.filter((item) => item.isDefault), ...items.filter((item) => !item.isDefault)];
}

function typeText(word: string, isDefault: boolean): string {
  return isDefault ? `${PRIMARY_MARK}${word}` : word;
}

/**
 * Tags joined as Google joins groups. One tag with a comma gets a trailing separator,
 * so the import does not read its comma as one.
 */
export function tagsCell(tags: readonly string[]): string {
  const joined = tags.join(TAG_SEPARATOR);
  return tags.length === 1 && /[,;|]/.test(joined) ? `${joined}${TAG_SEPARATOR.trimEnd()}` : joined;
}

/** One group of cells per item, in slot order; the slots past the last item stay empty. */
function slotCells<T>(
  items: readonly T[],
  list: ListKind,
  slots: CsvSlots,
  cells: (item: T) => string[],
): string[] {
  const width = LIST_PARTS[list].parts.length;
  return Array.from({ length: slots[list] }, (_, index) => {
    const item = items[index];
    return item === undefined ? Array<string>(width).fill('') : cells(item);
  }).flat();
}

function addressCells(address: Address): string[] {
  return [
    typeText(ADDRESS_TYPE_WORDS[address.type], address.isDefault),
    address.line1,
    address.line2,
    address.city,
    address.state,
    address.postalCode,
    address.country,
  ].map(csvCell);
}

export function clientCsvLine(client: Client, slots: CsvSlots): string {
  const scalars = [
    client.name,
    client.company,
    client.position,
    CLIENT_STATUS_LABELS[client.status],
    LEAD_SOURCE_LABELS[client.leadSource],
    client.leadScore,
    dollars(client.estimatedValueCents),
    client.expectedCloseDate,
    tagsCell(client.tags),
    client.notes,
    client.ownerName,
    client.createdAt,
    client.lastContactedAt,
  ].map(csvCell);
  const phones = slotCells(defaultFirst(client.phones), 'phone', slots, (phone) => [
    csvCell(typeText(PHONE_TYPE_WORDS[phone.type], phone.isDefault)),
    csvPhoneCell(phone.number),
  ]);
  const emails = slotCells(defaultFirst(client.emails), 'email', slots, (email) => [
    csvCell(typeText(EMAIL_TYPE_WORDS[email.type], email.isDefault)),
    csvCell(email.address),
  ]);
  const addresses = slotCells(defaultFirst(client.addresses), 'address', slots, addressCells);
  const websites = slotCells(defaultFirst(client.websites), 'website', slots, (website) => [
    csvCell(typeText(website.label, website.isDefault)),
    csvCell(website.url),
  ]);
  return `${[...scalars, ...phones, ...emails, ...addresses, ...websites].join(',')}\r\n`;
}

/** The UTF-8 byte order mark: without it Excel reads the file as the local code page. */
export const CSV_BOM = '\uFEFF';
