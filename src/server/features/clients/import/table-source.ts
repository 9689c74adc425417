// The rows of a CSV or a sheet as an import reads them: the first rows are held back
// until the table's start is known (detected, or chosen in the mapping step), the
// header row gives the column map (or the caller's own mapping does), and every row
// after it becomes a contact. A table with no column a client can be named from is
// refused here, once, before anything is imported.
import type { CustomField } from '../../../../core/custom-field-schemas';
import type { ColumnMap } from '../../../../core/import/column-fields';
import { hasUsableColumn, rowToContact } from '../../../../core/import/csv-columns';
import type { ImportOptions } from '../../../../core/import/import-options';
import {
  findTableStart,
  TABLE_START_SCAN_ROWS,
  type TableStart,
  tableLayout,
} from '../../../../core/import/table-start';
import { CLIENT_MESSAGES, IMPORT_MESSAGES } from '../../../../core/messages';
import { badRequest, type HttpError } from '../../../http/errors';
import type { SourceRow } from './import-source';

/** A non-blank row of the table, with the file line it starts on; or one that could not be read. */
export type TableRow = { line: number; cells: string[] } | { line: number; failure: string };

/** The mapping step's choices, and the workspace's custom fields headers are matched with. */
export type TableChoice = Pick<ImportOptions, 'headerRow' | 'firstRowIsData' | 'columns'> & {
  customFields?: readonly CustomField[];
};

export type OpenedTable = {
  start: TableStart;
  columns: ColumnMap;
  /** Rows held back while the start was found, from the first contact on. */
  head: TableRow[];
  rows: AsyncGenerator<SourceRow>;
};

const toSourceRow = (columns: ColumnMap, row: TableRow): SourceRow =>
  'failure' in row
    ? { line: row.line, name: '', failure: row.failure }
    : // csv-columns.ts reads the shared vocabulary (column-fields.ts) once it moves to it.
      { line: row.line, contact: rowToContact(columns, row.cells) };

/**
 * Reads the first rows of `records`, settles where the table starts and what each
 * column holds, and answers the contacts from there on. `noData` is the format's
 * "No data found" refusal, for a file without a single contact row.
 */
export async function openTable(
  records: AsyncIterator<TableRow> | Iterator<TableRow>,
  choice: TableChoice,
  noData: () => HttpError,
): Promise<OpenedTable> {
  const wanted = Math.max(TABLE_START_SCAN_ROWS, (choice.headerRow ?? 0) + 2);
  const head: TableRow[] = [];
  let ended = false;
  // Holds back the first rows; a row that cannot be read ends the file (csv-parse
  // cannot resynchronise), so it is the last row either way.
  while (head.length < wanted) {
    const next = await records.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    if ('failure' in next.value) break;
  }
  const readable = head.filter(
    (row): row is Extract<TableRow, { cells: string[] }> => 'cells' in row,
  );
  const cells = readable.map((row) => row.cells);
  const detected = findTableStart(cells);
  const start: TableStart =
    choice.headerRow === undefined
      ? { ...detected, firstRowIsData: choice.firstRowIsData ?? detected.firstRowIsData }
      : { headerRow: choice.headerRow, firstRowIsData: choice.firstRowIsData ?? false };
  const layout = tableLayout(cells, start, choice.customFields);
  const columns: ColumnMap = choice.columns
    ? choice.columns.map((field) => field ?? undefined)
    : layout.columns;

  const dataHead: TableRow[] = [
    ...readable.slice(layout.dataStart),
    ...head.filter((row) => 'failure' in row),
  ];
  if (readable.length === 0) {
    throw ended ? noData() : badRequest(CLIENT_MESSAGES.importRowUnreadable);
  }
  if (start.headerRow >= readable.length) throw badRequest(IMPORT_MESSAGES.headerRowPastEnd);
  if (dataHead.length === 0 && ended) throw noData();
  if (!hasUsableColumn(columns)) throw badRequest(IMPORT_MESSAGES.noUsableColumn);

  async function* rows(): AsyncGenerator<SourceRow> {
    for (const row of dataHead) yield toSourceRow(columns, row);
    if (ended) return;
    for (;;) {
      const next = await records.next();
      if (next.done) return;
      yield toSourceRow(columns, next.value);
    }
  }
  return { start, columns, head: dataHead, rows: rows() };
}
