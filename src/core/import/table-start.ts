// Where the table of a CSV or a sheet starts (issue 19). Real exports do not always
// begin with their header: LinkedIn's Connections.csv opens with a "Notes:" preamble,
// reports put a title above the table, and some sheets have no header at all. The
// first non-blank rows are read here — the same pure code on the server (the one-shot
// import, the preview) and in the browser (the mapping step recomputes the matches when
// the user picks another header row, without asking the server again).
import type { CustomField } from '../custom-field-schemas';
import type { ColumnMap } from './column-fields';
import { matchHeaders } from './csv-columns';
import type { PreviewColumn } from './import-options';
import { matchCustomHeaders } from './match-headers';

/** Rows looked at for the header: a preamble longer than this is not a preamble. */
export const TABLE_START_SCAN_ROWS = 12;
/** Values shown under each column in the mapping step. */
export const PREVIEW_SAMPLES = 3;

export type TableStart = { headerRow: number; firstRowIsData: boolean };

const EMAIL_SHAPE = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;
const URL_SHAPE = /^(https?:\/\/|www\.)[^\s]+$/i;
const NUMBER_SHAPE = /^[-+]?[$€£]?\s?\d[\d\s.,]*%?$/;

const filled = (cell: string | undefined) => cell !== undefined && cell.trim() !== '';
const filledCount = (row: readonly string[]) => row.filter(filled).length;

export function isEmailShaped(cell: string): boolean {
  return EMAIL_SHAPE.test(cell.trim());
}

export function isUrlShaped(cell: string): boolean {
  return URL_SHAPE.test(cell.trim());
}

/** "+49 151 2345 6789", "(415) 555-2671", "0049…": digits with a phone's punctuation, 6 or more. */
export function isPhoneShaped(cell: string): boolean {
  const text = cell.trim();
  if (!/^\+?[\d\s().\-/]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 17;
}

function isNumberShaped(cell: string): boolean {
  return NUMBER_SHAPE.test(cell.trim());
}

/** A cell no header holds: an e-mail address, a link, a phone number or an amount. */
function isDataShaped(cell: string): boolean {
  return isEmailShaped(cell) || isUrlShaped(cell) || isPhoneShaped(cell) || isNumberShaped(cell);
}

/**
 * How much a row looks like a header: the cells a column field is matched to, or 0
 * for a row that holds data (an e-mail or a link, or more numbers than matched words).
 */
function headerScore(row: readonly string[]): number {
  const cells = row.map((cell) => cell ?? '');
  if (cells.some((cell) => isEmailShaped(cell) || isUrlShaped(cell))) return 0;
  const matched = matchHeaders(cells).filter(
    (field, index) => field && !isDataShaped(cells[index] ?? ''),
  ).length;
  const numbers = cells.filter((cell) => filled(cell) && isDataShaped(cell)).length;
  return numbers >= matched ? 0 : matched;
}

/**
 * The detected start of the table among `rows` (the sheet's first non-blank rows):
 * the row whose cells match the most column fields, among those about as wide as the
 * table (a "Notes:" line or a title has fewer filled cells). When no row matches a
 * header word and the first wide row holds data (e-mails, phones, numbers), the sheet
 * has no header row: that row is its first contact.
 */
export function findTableStart(rows: readonly (readonly string[])[]): TableStart {
  const scanned = rows.slice(0, TABLE_START_SCAN_ROWS);
  const width = Math.max(0, ...scanned.map(filledCount));
  // A row with fewer than half the table's filled cells is a preamble line.
  const wide = scanned
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => filledCount(row) * 2 >= width && filledCount(row) > 0);
  let best: { index: number; score: number } | undefined;
  for (const { row, index } of wide) {
    const score = headerScore(row);
    if (score > 0 && (!best || score > best.score)) best = { index, score };
  }
  if (best) return { headerRow: best.index, firstRowIsData: false };
  const first = wide[0];
  if (!first) return { headerRow: 0, firstRowIsData: false };
  return {
    headerRow: first.index,
    firstRowIsData: first.row.some((cell) => filled(cell) && isDataShaped(cell)),
  };
}

/** How many columns the table has from `start` on (its widest row). */
export function tableWidth(rows: readonly (readonly string[])[], start: number): number {
  let width = 0;
  for (const row of rows.slice(start)) {
    let last = row.length;
    while (last > 0 && !filled(row[last - 1])) last--;
    width = Math.max(width, last);
  }
  return width;
}

/** "Column 1", "Column 2"…: the names of a header-less table's columns. */
export function numberedHeaders(width: number): string[] {
  return Array.from({ length: width }, (_, index) => `Column ${index + 1}`);
}

/**
 * A header-less table's columns, matched by what they hold: e-mail addresses, phone
 * numbers, links, and — the first column of words — the name.
 */
export function matchByContent(dataRows: readonly (readonly string[])[], width: number): ColumnMap {
  const columns: ColumnMap = [];
  let named = false;
  for (let column = 0; column < width; column++) {
    const values = dataRows.map((row) => row[column]?.trim() ?? '').filter((cell) => cell !== '');
    const most = (test: (cell: string) => boolean) =>
      values.length > 0 && values.filter(test).length * 2 > values.length;
    if (most(isEmailShaped)) columns.push({ kind: 'email', type: 'work' });
    else if (most(isUrlShaped)) columns.push({ kind: 'website' });
    else if (most(isPhoneShaped)) columns.push({ kind: 'phone', type: 'mobile' });
    else if (!named && most((cell) => /\p{L}/u.test(cell) && !isDataShaped(cell))) {
      columns.push({ kind: 'name' });
      named = true;
    } else columns.push(undefined);
  }
  return columns;
}

export type TableLayout = {
  /** The column names shown: the header row's cells, or "Column 1"… */
  headers: string[];
  columns: ColumnMap;
  /** Index in the rows of the first contact. */
  dataStart: number;
};

/** The workspace's custom fields, as far as matching headers needs them. */
type MatchedFields = readonly Pick<CustomField, 'id' | 'label'>[];

/**
 * The table's headers, automatic matches and first data row for a chosen start;
 * `customFields`: the workspace's, matched by label (matchCustomHeaders).
 */
export function tableLayout(
  rows: readonly (readonly string[])[],
  { headerRow, firstRowIsData }: TableStart,
  customFields: MatchedFields = [],
): TableLayout {
  const dataStart = firstRowIsData ? headerRow : headerRow + 1;
  const width = Math.max(tableWidth(rows, headerRow), 0);
  if (firstRowIsData) {
    return {
      headers: numberedHeaders(width),
      columns: matchByContent(rows.slice(dataStart), width),
      dataStart,
    };
  }
  const header = rows[headerRow] ?? [];
  const headers = Array.from({ length: width }, (_, index) => header[index]?.trim() ?? '');
  return {
    headers: headers.map((text, index) => text || `Column ${index + 1}`),
    columns: matchCustomHeaders(headers, matchHeaders(headers), customFields),
    dataStart,
  };
}

/** The mapping step's table: each column's header, match and first values. */
export function previewColumns(
  rows: readonly (readonly string[])[],
  start: TableStart,
  customFields: MatchedFields = [],
): PreviewColumn[] {
  const { headers, columns, dataStart } = tableLayout(rows, start, customFields);
  const data = rows.slice(dataStart);
  return headers.map((header, index) => ({
    header,
    field: columns[index] ?? null,
    samples: data
      .map((row) => row[index]?.trim() ?? '')
      .filter((cell) => cell !== '')
      .slice(0, PREVIEW_SAMPLES),
  }));
}
