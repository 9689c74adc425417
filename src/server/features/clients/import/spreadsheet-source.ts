// .xls and .xlsx through SheetJS (@e965/xlsx 0.20.3, which reads both). SheetJS needs
// the whole file, so its size is capped (50 MB), a zip is checked for bombs before
// SheetJS sees it, and SheetJS runs in a worker thread with its own memory limit. Only
// the first sheet is imported; formulas are never evaluated: a cell holds the value the
// spreadsheet program last computed, read as text.
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ImportFormat } from '../../../../core/import/import-contact';
import { CLIENT_MESSAGES } from '../../../../core/messages';
import { badRequest, HttpError } from '../../../http/errors';
import { PROJECT_ROOT } from '../../../project-root';
import type { ImportBody } from './import-body';
import type { ImportSource } from './import-source';
import { openTable, type TableChoice } from './table-source';
import { unreadable } from './text-decoding';
import { checkZipSizes, ZipRefused } from './zip-guard';

export const SPREADSHEET_MAX_ROWS = 100_000;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/**
 * The BOF record that opens a bare BIFF stream: Excel 2.x (0x0009), 3.0 (0x0209),
 * 4.0 (0x0409) and a BIFF5/8 stream saved outside a compound file (0x0809). Excel 4 and
 * older wrote no OLE2 container, so these files start with the record itself.
 */
const BIFF_BOF = [0x00, 0x02, 0x04, 0x08];
const startsWith = (data: Buffer, magic: number[]) => magic.every((byte, i) => data[i] === byte);

type Kind = 'zip' | 'ole2' | 'biff' | 'markup';

/**
 * .xlsx must be a zip. .xls is an OLE2 compound file, a bare BIFF2–4 stream (Excel 4
 * and older), or — as many programs write ".xls" — an xlsx zip or an HTML/XML
 * (SpreadsheetML) table, which SheetJS also reads.
 */
export function spreadsheetKind(data: Buffer, format: ImportFormat): Kind | undefined {
  if (startsWith(data, ZIP)) return 'zip';
  if (format !== 'xls') return undefined;
  if (startsWith(data, OLE2)) return 'ole2';
  // The record's length follows its type; a BOF is 4 to 16 bytes long.
  const bofLength = data.length >= 4 ? data.readUInt16LE(2) : 0;
  if (data[0] === 0x09 && BIFF_BOF.includes(data[1] ?? -1) && bofLength >= 4 && bofLength <= 16) {
    return 'biff';
  }
  const text = data
    .subarray(0, 512)
    .toString('latin1')
    .replace(/^\uFEFF|^ï»¿/, '')
    .trimStart();
  return text.startsWith('<') ? 'markup' : undefined;
}

const tooLarge = () => new HttpError('bad_request', CLIENT_MESSAGES.importSpreadsheetTooLarge);

const WORKER_FILE = join(PROJECT_ROOT, 'src/server/features/clients/import/spreadsheet-worker.mjs');
/**
 * The worker's own heap: a 100,000-row sheet needs about 250 MB in SheetJS; more than
 * this and the spreadsheet is refused as too large, whatever the server's own limit.
 */
const WORKER_HEAP_MB = 512;

export type SheetRow = { line: number; cells: string[] };
type WorkerAnswer = { rows: SheetRow[] } | { error: 'unreadable' | 'tooLarge' | 'noData' };

/** The first sheet's non-blank rows, read by SheetJS in a worker thread (spreadsheet-worker.mjs). */
export function readSheetRows(data: Buffer, heapMb = WORKER_HEAP_MB): Promise<SheetRow[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: { data: new Uint8Array(data), maxRows: SPREADSHEET_MAX_ROWS },
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
    let answered = false;
    worker.once('message', (answer: WorkerAnswer) => {
      answered = true;
      if ('rows' in answer) resolve(answer.rows);
      else if (answer.error === 'tooLarge') reject(tooLarge());
      else if (answer.error === 'noData') reject(badRequest(CLIENT_MESSAGES.noSpreadsheetData));
      else reject(new HttpError('bad_request', CLIENT_MESSAGES.importFileUnreadable));
    });
    worker.once('error', (error: Error & { code?: string }) => {
      answered = true;
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') reject(tooLarge());
      else {
        console.error('Spreadsheet reader failed', error);
        reject(new HttpError('bad_request', CLIENT_MESSAGES.importFileUnreadable));
      }
    });
    worker.once('exit', () => {
      if (!answered) reject(new HttpError('bad_request', CLIENT_MESSAGES.importFileUnreadable));
    });
  });
}

/** The sheet's rows, read by SheetJS once the file's kind and (for a zip) its sizes pass. */
export async function readSpreadsheet(body: ImportBody, format: ImportFormat): Promise<SheetRow[]> {
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
  return readSheetRows(data);
}

export async function openSpreadsheetSource(
  body: ImportBody,
  format: ImportFormat,
  choice: TableChoice,
): Promise<ImportSource> {
  const sheetRows = await readSpreadsheet(body, format);
  const noData = () => badRequest(CLIENT_MESSAGES.noSpreadsheetData);
  const table = await openTable(sheetRows.values(), choice, noData);
  // The rows held back while the start was found are the first contacts; the rest follow.
  const total = sheetRows.length - sheetRows.indexOf(table.head[0] as SheetRow);
  return { total: table.head.length === 0 ? 0 : total, rows: table.rows };
}
