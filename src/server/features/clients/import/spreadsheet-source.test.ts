// SheetJS runs in a worker thread under its own memory limit: a sheet too big for it
// is refused with the spreadsheet message, and the process that asked carries on.
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '../../../../core/messages';
import { readSheetRows } from './spreadsheet-source';

function workbook(rows: number, columns: number): Buffer {
  const cells = [Array.from({ length: columns }, (_, c) => (c === 0 ? 'Name' : `Column ${c}`))];
  for (let r = 0; r < rows; r++) {
    cells.push(Array.from({ length: columns }, (_, c) => (c === 0 ? `Person ${r}` : `v${r}-${c}`)));
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cells), 'Clients');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
}

describe('reading a spreadsheet in a worker thread', () => {
  it('answers the rows of the first sheet with their line numbers', async () => {
    const rows = await readSheetRows(workbook(3, 2));
    expect(rows).toEqual([
      { line: 1, cells: ['Name', 'Column 1'] },
      { line: 2, cells: ['Person 0', 'v0-1'] },
      { line: 3, cells: ['Person 1', 'v1-1'] },
      { line: 4, cells: ['Person 2', 'v2-1'] },
    ]);
  });

  it('refuses a sheet that outgrows the worker’s memory, and the caller lives on', async () => {
    const big = workbook(40_000, 20);
    await expect(readSheetRows(big, 24)).rejects.toMatchObject({
      message: CLIENT_MESSAGES.importSpreadsheetTooLarge,
    });
    // The same file reads with room to spare: it was the limit, not the file.
    expect(await readSheetRows(big)).toHaveLength(40_001);
    // Builds and reads an 800,000-cell workbook twice: slow on a loaded 2-core machine.
  }, 120_000);
});
