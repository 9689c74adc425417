// Runs an import: rows from the file's reader become clients in batches of 1,000, one
// transaction each, and the caller hears the progress after every batch. A row that
// fails (no name, an invalid field, a duplicate e-mail in the file or already stored,
// the Free plan's limit) is reported with its line and reason; the others are imported.
import type { Kysely } from 'kysely';
import { primaryItem } from '../../../../core/clients';
import { contactToClient } from '../../../../core/import/contact-to-client';
import type { ImportFailure, ImportProgressLine } from '../../../../core/import/import-contact';
import { CLIENT_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import type { ImportSource } from './import-source';
import { type BatchRow, insertBatch, toBatchRow } from './insert-batch';

export const IMPORT_BATCH_SIZE = 1000;
/** The result lists this many failed rows at most (the count covers them all): the answer stays small. */
export const FAILED_ROWS_LISTED = 10_000;
const NAME_SHOWN_MAX = 200;

export type ImportResult = Extract<ImportProgressLine, { type: 'done' }>;

export async function importClients(
  db: Kysely<DB>,
  userId: string,
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
  let total = 0;
  let imported = 0;
  let batch: BatchRow[] = [];

  // One batch is written while the next is read and checked: on PostgreSQL the two
  // overlap (the database is another process). A failed write surfaces at the next flush.
  let writing: Promise<void> = Promise.resolve();
  let reported = 0;
  const flush = async () => {
    await writing;
    const rows = batch;
    const processed = total;
    batch = [];
    if (processed === reported) return;
    reported = processed;
    const report = () => onProgress({ type: 'progress', processed, total: source.total });
    if (rows.length === 0) {
      await report();
      return;
    }
    writing = insertBatch(db, userId, rows).then(async (result) => {
      imported += result.imported;
      for (const failure of result.failed) fail(failure);
      await report();
    });
    writing.catch(() => {});
  };

  for await (const row of source.rows) {
    total++;
    if ('failure' in row) {
      fail({ line: row.line, name: row.name, reason: row.failure });
    } else {
      const result = contactToClient(row.contact);
      if (!result.ok) {
        fail({ line: row.line, name: result.name, reason: result.reason });
      } else {
        const email = primaryItem(result.client.emails)?.address;
        if (email && seenEmails.has(email)) {
          fail({
            line: row.line,
            name: result.client.name,
            reason: CLIENT_MESSAGES.duplicateImportRow,
          });
        } else {
          if (email) seenEmails.add(email);
          batch.push(toBatchRow(userId, row.line, result.client));
        }
      }
    }
    // Every 1,000 rows read: the batch holds at most that many.
    if (total % IMPORT_BATCH_SIZE === 0) await flush();
  }
  await flush();
  await writing;
  failed.sort((a, b) => a.line - b.line);
  return { type: 'done', total, imported, failed };
}
