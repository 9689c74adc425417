// Runs an import: rows from the file's reader become clients in batches of 1,000, one
// transaction each, and the caller hears the progress after every batch. A row that
// fails (no name, an invalid field, a duplicate e-mail in the file or already stored,
// the Free plan's limit) is reported with its line and reason; the others are imported.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ImportFailure, ImportProgressLine } from '../../../../core/import/import-contact';
import { CLIENT_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import type { ImportRecord } from '../../activity/public';
import type { BatchRow } from './batch-row';
import type { CheckedRows } from './check-rows';
import type { ImportSource, SourceRow } from './import-source';
import { insertBatch } from './insert-batch';
import { openRowChecker } from './row-checker';

export const IMPORT_BATCH_SIZE = 1000;
/** The result lists this many failed rows at most (the count covers them all): the answer stays small. */
export const FAILED_ROWS_LISTED = 10_000;
const NAME_SHOWN_MAX = 200;
/** Batches read and handed to the row checker ahead of the one being written: memory stays flat. */
const BATCHES_AHEAD = 2;

export type ImportResult = Extract<ImportProgressLine, { type: 'done' }>;

export async function importClients(
  db: Kysely<DB>,
  { access, fileName }: { access: WorkspaceAccess; fileName: string },
  source: ImportSource,
  onProgress: (line: Extract<ImportProgressLine, { type: 'progress' }>) => Promise<void> | void,
): Promise<ImportResult> {
  const failed: ImportFailure[] = [];
  const fail = (failure: ImportFailure) => {
    if (failed.length < FAILED_ROWS_LISTED) {
      failed.push({ ...failure, name: failure.name.slice(0, NAME_SHOWN_MAX) });
    }
  };
  const seenEmails = new Set<string>();
  // Every batch that stores clients raises this one Recent Activity entry.
  const record: ImportRecord = { id: randomUUID(), fileName };
  let total = 0;
  let imported = 0;
  let processed = 0;

  // Three things overlap: reading the file, checking its rows (in another thread once the
  // import is large, row-checker.ts) and writing the checked batches, one after another
  // in file order (on PostgreSQL, in another process). Each batch is written as soon as
  // it is checked, so a stalled upload still commits what has arrived.
  // Imported clients are the importer's.
  const checker = openRowChecker(access.userId);
  let lastWrite: Promise<void> = Promise.resolve();
  const unwritten: Promise<void>[] = [];

  const write = async (size: number, { rows, failed: unchecked }: CheckedRows) => {
    for (const failure of unchecked) fail(failure);
    // The same e-mail twice in the file: the first row counts, in file order.
    const fresh: BatchRow[] = [];
    for (const row of rows) {
      if (row.email && seenEmails.has(row.email)) {
        fail({ line: row.line, name: row.name, reason: CLIENT_MESSAGES.duplicateImportRow });
      } else {
        if (row.email) seenEmails.add(row.email);
        fresh.push(row);
      }
    }
    if (fresh.length > 0) {
      const result = await insertBatch(db, access, fresh, record);
      imported += result.imported;
      for (const failure of result.failed) fail(failure);
    }
    processed += size;
    await onProgress({ type: 'progress', processed, total: source.total });
  };
  const enqueue = (rows: SourceRow[]) => {
    const checked = checker.check(rows);
    // Awaited in its turn below; a failure before then must not go unhandled.
    checked.catch(() => {});
    lastWrite = lastWrite.then(async () => write(rows.length, await checked));
    lastWrite.catch(() => {});
    unwritten.push(lastWrite);
  };

  try {
    let batch: SourceRow[] = [];
    for await (const row of source.rows) {
      total++;
      batch.push(row);
      if (batch.length === IMPORT_BATCH_SIZE) {
        enqueue(batch);
        batch = [];
        // A failed check or write surfaces here, at the latest a few batches later.
        while (unwritten.length > BATCHES_AHEAD) await unwritten.shift();
      }
    }
    if (batch.length > 0) enqueue(batch);
    await lastWrite;
  } finally {
    await checker.close();
  }
  failed.sort((a, b) => a.line - b.line);
  return { type: 'done', total, imported, failed };
}
