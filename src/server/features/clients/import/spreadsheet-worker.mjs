// Reads an uploaded .xls/.xlsx with SheetJS in a worker thread. SheetJS holds the whole
// workbook in memory; in its own thread, under its own memory limit, a spreadsheet too
// big (or built to be) ends this worker — and the import with a message — instead of
// the server. Plain JavaScript: the worker runs as is, from the sources or the bundle.
//
// In:  workerData { data: Uint8Array, maxRows: number }
// Out: { rows: { line: number, cells: string[] }[] }  (the first sheet with a table, blank rows dropped)
//   or { error: 'unreadable' | 'tooLarge' | 'noData' }
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';

/** @param {import('@e965/xlsx').CellObject | undefined} cell */
function cellText(cell) {
  if (!cell || cell.t === 'z' || cell.t === 'e') return '';
  if (cell.t === 'd' && cell.v instanceof Date) return cell.v.toISOString().slice(0, 10);
  // Number formats tell dates from numbers: dates become YYYY-MM-DD.
  if (cell.t === 'n' && cell.z && XLSX.SSF.is_date(cell.z)) {
    return XLSX.SSF.format('yyyy-mm-dd', /** @type {number} */ (cell.v));
  }
  if (cell.w !== undefined) return cell.w;
  return cell.v === undefined ? '' : String(cell.v);
}

/**
 * The sheet's non-blank rows. Only the cells a row holds are visited (a BIFF4 file may
 * declare A1:IU65535 for a few hundred cells), and trailing blank cells are dropped.
 * @param {import('@e965/xlsx').WorkSheet} sheet
 */
function sheetRows(sheet) {
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
  const dense = /** @type {import('@e965/xlsx').DenseWorkSheet} */ (sheet)['!data'] ?? [];
  const rows = [];
  for (let r = range.s.r; r <= range.e.r && r < dense.length; r++) {
    const row = dense[r];
    if (!row) continue;
    const cells = [];
    const end = Math.min(range.e.c, row.length - 1);
    for (let c = range.s.c; c <= end; c++) cells.push(cellText(row[c]));
    while (cells.length > 0 && cells[cells.length - 1].trim() === '') cells.pop();
    if (cells.length > 0) rows.push({ line: r + 1, cells });
  }
  return rows;
}

/** @param {Uint8Array} data @param {number} maxRows */
function read(data, maxRows) {
  let workbook;
  try {
    workbook = XLSX.read(data, {
      type: 'array',
      dense: true,
      sheetRows: maxRows + 2,
      // Formulas are never evaluated: a cell holds the value last computed, as text.
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellNF: true,
      bookVBA: false,
      bookDeps: false,
      cellDates: false,
    });
  } catch {
    return { error: 'unreadable' };
  }
  // The first sheet that holds a table (a header and a row), else the first with any
  // cell: a workbook may open on a chart, a cover note or an empty sheet.
  let chosen;
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name];
    if (!sheet?.['!ref']) continue;
    // With sheetRows, !fullref keeps the real extent: more rows than allowed is refused, not cut.
    const full = XLSX.utils.decode_range(sheet['!fullref'] ?? sheet['!ref']);
    if (full.e.r - full.s.r > maxRows) return { error: 'tooLarge' };
    const rows = sheetRows(sheet);
    if (rows.length >= 2) return { rows };
    if (rows.length > 0) chosen ??= rows;
  }
  return chosen ? { rows: chosen } : { error: 'noData' };
}

parentPort?.postMessage(read(workerData.data, workerData.maxRows));
