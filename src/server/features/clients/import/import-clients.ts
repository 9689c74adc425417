// Runs an import: rows from the file's reader become clients in batches of 1,000, one
// transaction each, and the caller hears the progress after every batch. A row that
// fails (no name, an invalid field, a duplicate it may not or cannot take) is reported
// with its line and reason; duplicates skipped or merged and the rows past the plan's
// limit are counted apart (issue 19); the others are imported.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CustomField } from '../../../../core/custom-field-schemas';
import type { ImportFailure, ImportProgressLine } from '../../../../core/import/import-contact';
import type { ImportOptions } from '../../../../core/import/import-options';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import type { ImportRecord } from '../../activity/public';
import type { CheckedRows } from './check-rows';
import { ownerResolver } from './import-owners';
import type { ImportSource, SourceRow } from './import-source';
import { type ImportRow, insertBatch } from './insert-batch';
import { phoneCountryOf } from './phone-country';
import { openRowChecker } from './row-checker';

export const IMPORT_BATCH_SIZE = 1000;
/**
 * The result lists this many failed and limit-refused rows at most, together (the counts
 * cover them all): the answer stays small.
 */
export const FAILED_ROWS_LISTED = 10_000;
const NAME_SHOWN_MAX = 200;
/** Batches read and handed to the row checker ahead of the one being written: memory stays flat. */
const BATCHES_AHEAD = 2;

export type ImportResult = Extract<ImportProgressLine, { type: 'done' }>;

/**
 * The choices the import applies to every row (the mapping step's, or the defaults), and
 * the workspace's custom fields the rows' custom cells are read as.
 */
export type RowChoices = Pick<ImportOptions, 'leadSource' | 'duplicates' | 'country'> & {
  customFields?: CustomField[];
};

export async function importClients(
  db: Kysely<DB>,
  { access, fileName, options }: { access: WorkspaceAccess; fileName: string; options: RowChoices },
  source: ImportSource,
  onProgress: (line: Extract<ImportProgressLine, { type: 'progress' }>) => Promise<void> | void,
): Promise<ImportResult> {
  const failed: ImportFailure[] = [];
  const limitedRows: ImportFailure[] = [];
  const list = (into: ImportFailure[], failure: ImportFailure) => {
    if (failed.length + limitedRows.length < FAILED_ROWS_LISTED) {
      into.push({ ...failure, name: failure.name.slice(0, NAME_SHOWN_MAX) });
    }
  };
  const fail = (failure: ImportFailure) => list(failed, failure);
  // Every batch that stores clients raises this one Recent Activity entry.
  const record: ImportRecord = {
    id: randomUUID(),
    fileName,
    ...(access.apiKey ? { viaApiKey: access.apiKey.name } : {}),
  };
  let total = 0;
  let imported = 0;
  let updated = 0;
  let skipped = 0;
  let processed = 0;
  let limited: ImportResult['limited'];
  const ownerOf = ownerResolver(db, access);

  // Three things overlap: reading the file, checking its rows (in another thread once the
  // import is large, row-checker.ts) and writing the checked batches, one after another
  // in file order (on PostgreSQL, in another process). Each batch is written as soon as
  // it is checked, so a stalled upload still commits what has arrived.
  // Imported clients are the importer's, unless an owner column names another member.
  const checker = openRowChecker(access.userId, {
    leadSource: options.leadSource,
    // The request's country (the web sends the profile's, else the browser's region),
    // else the importer's profile setting.
    defaultCountry: options.country ?? (await phoneCountryOf(db, access.userId)),
    customFields: options.customFields ?? [],
  });
  /** Per line, what the checker does not carry over: the owner column's text, an own lead source. */
  const rowFacts = new Map<number, { owner?: string; ownLeadSource: boolean }>();
  let lastWrite: Promise<void> = Promise.resolve();
  const unwritten: Promise<void>[] = [];

  const write = async (size: number, { rows, failed: unchecked }: CheckedRows) => {
    for (const failure of unchecked) fail(failure);
    const batch: ImportRow[] = [];
    for (const row of rows) {
      const facts = rowFacts.get(row.line);
      rowFacts.delete(row.line);
      const ownerId = await ownerOf(facts?.owner);
      const given = ownerId && ownerId !== access.userId ? ownerId : undefined;
      batch.push({
        ...row,
        // The INSERT reads the owner from the row's JSON: only rows given away are rewritten.
        json: given ? JSON.stringify({ ...JSON.parse(row.json), user_id: given }) : row.json,
        ownLeadSource: facts?.ownLeadSource ?? false,
        ownerId: given,
      });
    }
    for (const line of unchecked) rowFacts.delete(line.line);
    if (batch.length > 0) {
      const result = await insertBatch(db, access, batch, record, options.duplicates);
      imported += result.imported;
      updated += result.updated;
      skipped += result.skipped;
      for (const failure of result.failed) fail(failure);
      if (result.limited.length > 0) {
        for (const row of result.limited) list(limitedRows, row);
        limited = {
          count: (limited?.count ?? 0) + result.limited.length,
          used: result.quota.used,
          limit: result.quota.limit,
          tier: result.quota.tier,
          rows: limitedRows,
        };
      }
    }
    processed += size;
    await onProgress({ type: 'progress', processed, total: source.total });
  };
  const enqueue = (rows: SourceRow[]) => {
    for (const row of rows) {
      if (!('contact' in row)) continue;
      const { contact } = row;
      // Rows without a lead source of their own get the one chosen for the import from
      // the checker (contactToClient); the flag tells an update not to overwrite with it.
      const ownLeadSource = Boolean(contact.leadSource?.trim());
      rowFacts.set(row.line, { owner: contact.owner, ownLeadSource });
    }
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
  return {
    type: 'done',
    total,
    imported,
    updated,
    skipped,
    failed,
    ...(limited ? { limited } : {}),
  };
}
