// What every format's reader hands the importer: the rows in file order, each either
// a contact to create or a row that could not be read, and the total when known.
import type { ImportContact } from '../../../../core/import/import-contact';

export type SourceRow =
  | { line: number; contact: ImportContact }
  | { line: number; name: string; failure: string };

export type ImportSource = {
  /** Known up front for spreadsheets; CSV and VCF stream, so null. */
  total: number | null;
  rows: AsyncGenerator<SourceRow>;
};

/**
 * Reads the first row before anything is answered, so an empty file is a plain 400;
 * returns undefined when there is none, else the rows with that first one put back.
 */
export async function withFirstRow(
  rows: AsyncGenerator<SourceRow>,
): Promise<AsyncGenerator<SourceRow> | undefined> {
  const first = await rows.next();
  if (first.done) return undefined;
  async function* all(): AsyncGenerator<SourceRow> {
    yield first.value as SourceRow;
    yield* rows;
  }
  return all();
}
