// .xls and .xlsx through SheetJS (@e965/xlsx 0.20.3, which reads both). SheetJS needs
// the whole file, so its size is capped (50 MB) and a zip is checked for bombs before
// SheetJS sees it. Only the first sheet is imported; formulas are never evaluated: a
// cell holds the value the spreadsheet program last computed, read as text.
import type * as SheetJs from '@e965/xlsx';
import { isBlankRow, matchHeaders, rowToContact } from '../../../../core/import/csv-columns';
import type { ImportFormat } from '../../../../core/import/import-contact';
import { CLIENT_MESSAGES } from '../../../../core/messages';
import { badRequest, HttpError } from '../../../http/errors';
import type { ImportBody } from './import-body';
import type { ImportSource, SourceRow } from './import-source';
import { unreadable } from './text-decoding';
import { checkZipSizes, ZipRefused } from './zip-guard';

export const SPREADSHEET_MAX_ROWS = 100_000;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (data: Buffer, magic: number[]) => magic.every((byte, i) => data[i] === byte);

type Kind = 'zip' | 'ole2' | 'markup';

/**
 * .xlsx must be a zip. .xls is an OLE2 compound file, or — as many programs write
 * ".xls" — an xlsx zip or an HTML/XML (SpreadsheetML) table, which SheetJS also reads.
 */
export function spreadsheetKind(data: Buffer, format: ImportFormat): Kind | undefined {
  if (startsWith(data, ZIP)) return 'zip';
  if (format !== 'xls') return undefined;
  if (startsWith(data, OLE2)) return 'ole2';
  const text = data
    .subarray(0, 512)
    .toString('latin1')
    .replace(/^\uFEFF|^ï»¿/, '')
    .trimStart();
  return text.startsWith('<') ? 'markup' : undefined;
}

const tooLarge = () => new HttpError('bad_request', CLIENT_MESSAGES.importSpreadsheetTooLarge);

function readWorkbook(XLSX: typeof SheetJs, data: Buffer): SheetJs.WorkSheet {
  let workbook: SheetJs.WorkBook;
  try {
    workbook = XLSX.read(data, {
      type: 'buffer',
      dense: true,
      sheets: 0,
      sheetRows: SPREADSHEET_MAX_ROWS + 2,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      // Number formats tell dates from numbers (they become YYYY-MM-DD).
      cellNF: true,
      bookVBA: false,
      bookDeps: false,
      cellDates: false,
    });
  } catch {
    throw new HttpError('bad_request', CLIENT_MESSAGES.importFileUnreadable);
  }
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet) throw badRequest(CLIENT_MESSAGES.noSpreadsheetData);
  // With sheetRows, !fullref keeps the sheet's real extent: more rows than the cap is refused, not cut.
  const full = sheet['!fullref'] ?? sheet['!ref'];
  if (
    full &&
    XLSX.utils.decode_range(full).e.r - XLSX.utils.decode_range(full).s.r > SPREADSHEET_MAX_ROWS
  ) {
    throw tooLarge();
  }
  return sheet;
}

/** A cell as its text: the formatted value, else the raw one; formulas only by their cached value. */
function cellText(XLSX: typeof SheetJs, cell: SheetJs.CellObject | undefined): string {
  if (!cell || cell.t === 'z' || cell.t === 'e') return '';
  if (cell.t === 'd' && cell.v instanceof Date) return cell.v.toISOString().slice(0, 10);
  if (cell.t === 'n' && cell.z && XLSX.SSF.is_date(cell.z)) {
    return XLSX.SSF.format('yyyy-mm-dd', cell.v as number);
  }
  if (cell.w !== undefined) return cell.w;
  return cell.v === undefined ? '' : String(cell.v);
}

function sheetRows(
  XLSX: typeof SheetJs,
  sheet: SheetJs.WorkSheet,
): { line: number; cells: string[] }[] {
  const ref = sheet['!ref'];
  if (!ref) return [];
  const range = XLSX.utils.decode_range(ref);
  const dense = (sheet as SheetJs.DenseWorkSheet)['!data'] ?? [];
  const rows: { line: number; cells: string[] }[] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const row = dense[r] ?? [];
    const cells: string[] = [];
    for (let c = range.s.c; c <= range.e.c; c++) cells.push(cellText(XLSX, row[c]));
    if (!isBlankRow(cells)) rows.push({ line: r + 1, cells });
  }
  return rows;
}

export async function openSpreadsheetSource(
  body: ImportBody,
  format: ImportFormat,
): Promise<ImportSource> {
  const data = await body.readAll();
  const kind = spreadsheetKind(data, format);
  if (!kind) throw unreadable();
  if (kind === 'zip') {
    try {
      await checkZipSizes(data);
    } catch (error) {
      if (error instanceof ZipRefused && error.tooLarge) throw tooLarge();
      throw new HttpError('bad_request', CLIENT_MESSAGES.importFileUnreadable);
    }
  }
  // Loaded on the first spreadsheet import: SheetJS costs some 30 MB a server without one need not hold.
  const XLSX = await import('@e965/xlsx');
  const [header, ...dataRows] = sheetRows(XLSX, readWorkbook(XLSX, data));
  if (!header || dataRows.length === 0) throw badRequest(CLIENT_MESSAGES.noSpreadsheetData);
  const columns = matchHeaders(header.cells);
  async function* rows(): AsyncGenerator<SourceRow> {
    for (const row of dataRows) yield { line: row.line, contact: rowToContact(columns, row.cells) };
  }
  return { total: dataRows.length, rows: rows() };
}
