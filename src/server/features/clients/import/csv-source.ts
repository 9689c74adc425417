// CSV rows streamed through csv-parse: the header row is matched to client fields
// (core/import/csv-columns.ts) and each data row becomes a contact as it is parsed, so
// a 100,000-row file never sits in memory.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { isBlankRow, matchHeaders, rowToContact } from '../../../../core/import/csv-columns';
import { CLIENT_MESSAGES } from '../../../../core/messages';
import { badRequest } from '../../../http/errors';
import type { ImportBody } from './import-body';
import { type ImportSource, type SourceRow, withFirstRow } from './import-source';
import { decodeText, detectTextEncoding } from './text-decoding';

/** A row longer than this is refused: no sensible contact is a megabyte. */
export const CSV_MAX_RECORD_BYTES = 1024 * 1024;
const SAMPLE_BYTES = 64 * 1024;

/** Excel writes ";" where "," is the decimal mark, and tabs on "Unicode text": the header line tells. */
export function detectDelimiter(firstLine: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) {
    if (count > (counts.get(best) ?? 0)) best = delimiter;
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

export async function openCsvSource(body: ImportBody): Promise<ImportSource> {
  const sample = await body.peek(SAMPLE_BYTES);
  const encoding = detectTextEncoding(sample);
  const firstLine = new TextDecoder(encoding).decode(sample).split(/\r?\n|\r/, 1)[0] ?? '';
  const parser = parse({
    delimiter: detectDelimiter(firstLine),
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: CSV_MAX_RECORD_BYTES,
  });
  // The pipeline's failure (too large, binary bytes) reaches the loop below through the parser.
  pipeline(Readable.from(decodeText(body.chunks(), encoding)), parser).catch(() => {});
  const rows = await withFirstRow(
    csvRows(parser[Symbol.asyncIterator]() as AsyncIterator<string[]>),
  );
  if (!rows) {
    parser.destroy();
    await body.discard();
    throw badRequest(CLIENT_MESSAGES.noCsvData);
  }
  return { total: null, rows };
}

async function* csvRows(records: AsyncIterator<string[]>): AsyncGenerator<SourceRow> {
  // csv-parse's own line count is off for CRLF inside quotes, so lines are counted here.
  let nextLine = 1;
  let columns: ReturnType<typeof matchHeaders> | undefined;
  try {
    for (;;) {
      const next = await records.next();
      if (next.done) return;
      const record = next.value;
      // A quoted cell may span lines: the row is reported at the line it starts on.
      const line = nextLine;
      nextLine += 1 + breaksIn(record);
      if (isBlankRow(record)) continue;
      if (!columns) {
        columns = matchHeaders(record);
        continue;
      }
      yield { line, contact: rowToContact(columns, record) };
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // The parser cannot resynchronise after this; what was read so far stays imported.
    yield { line: nextLine, name: '', failure: CLIENT_MESSAGES.importRowUnreadable };
  }
}
