// CSV rows streamed through csv-parse: the table's start and columns are settled on its
// first rows (table-source.ts) and each row after it becomes a contact as it is parsed,
// so a 100,000-row file never sits in memory. The preview reads the first rows of the
// first 256 KB only.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { isBlankRow } from '../../../../core/import/csv-columns';
import { CLIENT_MESSAGES } from '../../../../core/messages';
import { badRequest } from '../../../http/errors';
import type { ImportBody } from './import-body';
import type { ImportSource } from './import-source';
import { openTable, type TableChoice, type TableRow } from './table-source';
import { decodeText, detectTextEncoding } from './text-decoding';

/** A row longer than this is refused: no sensible contact is a megabyte. */
export const CSV_MAX_RECORD_BYTES = 1024 * 1024;
const SAMPLE_BYTES = 64 * 1024;
/** Lines looked at for the delimiter: a preamble ("Notes:") has none of the table's. */
const DELIMITER_LINES = 20;

const DELIMITERS = [',', ';', '\t'] as const;

function delimiterCounts(line: string): Map<string, number> {
  const counts = new Map<string, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return counts;
}

/** Excel writes ";" where "," is the decimal mark, and tabs on "Unicode text": the header line tells. */
export function detectDelimiter(firstLine: string): string {
  const counts = delimiterCounts(firstLine);
  let best = ',';
  for (const [delimiter, count] of counts) {
    if (count > (counts.get(best) ?? 0)) best = delimiter;
  }
  return best;
}

/**
 * The delimiter of the file's widest line among its first lines: a preamble line before
 * the header ("Notes:", a title) has none, the table's rows have the most.
 */
export function detectDelimiterOf(text: string): string {
  let best = ',';
  let most = 0;
  for (const line of text.split(/\r?\n|\r/, DELIMITER_LINES)) {
    for (const [delimiter, count] of delimiterCounts(line)) {
      if (count > most) {
        most = count;
        best = delimiter;
      }
    }
  }
  return best;
}

/** Line breaks inside a record's quoted cells: the record spans that many more lines. */
function breaksIn(record: readonly string[]): number {
  let breaks = 0;
  for (const cell of record) {
    if (cell.includes('\n') || cell.includes('\r'))
      breaks += cell.match(/\r\n|\r|\n/g)?.length ?? 0;
  }
  return breaks;
}

function csvParser(sampleText: string) {
  return parse({
    delimiter: detectDelimiterOf(sampleText),
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: CSV_MAX_RECORD_BYTES,
  });
}

export async function openCsvSource(body: ImportBody, choice: TableChoice): Promise<ImportSource> {
  const sample = await body.peek(SAMPLE_BYTES);
  const encoding = detectTextEncoding(sample);
  const parser = csvParser(new TextDecoder(encoding).decode(sample));
  // The pipeline's failure (too large, binary bytes) reaches the loop below through the parser.
  pipeline(Readable.from(decodeText(body.chunks(), encoding)), parser).catch(() => {});
  try {
    const table = await openTable(
      csvRows(parser[Symbol.asyncIterator]() as AsyncIterator<string[]>),
      choice,
      () => badRequest(CLIENT_MESSAGES.noCsvData),
    );
    return { total: null, rows: table.rows };
  } catch (error) {
    parser.destroy();
    await body.discard();
    throw error;
  }
}

/**
 * The first non-blank rows of a CSV from its first `bytes` (the preview): a row cut at
 * the end of the part read is left out. `total` counts the non-blank rows when the file
 * was read whole.
 */
export async function readCsvHead(
  body: ImportBody,
  bytes: number,
  rows: number,
): Promise<{ head: string[][]; total?: number }> {
  const sample = await body.peek(bytes);
  const encoding = detectTextEncoding(sample);
  const part = sample.subarray(0, bytes);
  const text = new TextDecoder(encoding).decode(part);
  const parser = csvParser(text);
  const complete = part.length < bytes;
  // csv-parse reads up to the last line break; a cut row is dropped below.
  const cut = complete ? text : text.slice(0, Math.max(0, text.lastIndexOf('\n') + 1));
  Readable.from([cut]).pipe(parser);
  const head: string[][] = [];
  let total = 0;
  let readable = true;
  for await (const row of csvRows(parser[Symbol.asyncIterator]() as AsyncIterator<string[]>)) {
    if ('failure' in row) {
      readable = false;
      break;
    }
    total++;
    if (head.length < rows) head.push(row.cells);
    else if (!complete) break;
  }
  parser.destroy();
  return complete && readable ? { head, total } : { head };
}

async function* csvRows(records: AsyncIterator<string[]>): AsyncGenerator<TableRow> {
  // csv-parse's own line count is off for CRLF inside quotes, so lines are counted here.
  let nextLine = 1;
  try {
    for (;;) {
      const next = await records.next();
      if (next.done) return;
      const record = next.value;
      // A quoted cell may span lines: the row is reported at the line it starts on.
      const line = nextLine;
      nextLine += 1 + breaksIn(record);
      if (isBlankRow(record)) continue;
      yield { line, cells: record };
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // The parser cannot resynchronise after this; what was read so far stays imported.
    yield { line: nextLine, failure: CLIENT_MESSAGES.importRowUnreadable };
  }
}
