// An import's one entry ("Imported 47 clients from contacts.csv"). An import commits in
// batches (decision 011), so the entry is written by the first batch that stores clients
// and raised by each one after, in that batch's transaction: its count is always what
// has committed. A batch that rolls back adds nothing, an import that stores nothing has
// no entry, and one cut off halfway says how many clients made it.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types';
import { publishChange } from '../../platform/events/publish';
import { assertInTransaction } from './record-activity';
import { storableData } from './storable-data';

/** One import: its entry's id, chosen when the import starts, and the file's name. */
export type ImportRecord = {
  id: string;
  fileName: string;
  /** The API key that signed the import's request, named in the entry (decision 071). */
  viaApiKey?: string;
};

export async function recordImportedClients(
  trx: Kysely<DB>,
  userId: string,
  record: ImportRecord,
  imported: number,
): Promise<void> {
  assertInTransaction(trx);
  const row = await trx
    .insertInto('activity')
    .values({
      id: record.id,
      userId,
      kind: 'clients_imported',
      data: storableData({
        fileName: record.fileName,
        imported,
        ...(record.viaApiKey ? { viaApiKey: record.viaApiKey } : {}),
      }),
    })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet({
          data: sql`jsonb_set(activity.data, '{imported}', to_jsonb((activity.data->>'imported')::integer + ${imported}::integer))`,
          // Dated by its latest batch: a finished import reads as just finished.
          createdAt: sql`now()`,
        })
        .where('activity.userId', '=', userId),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  await publishChange(trx, userId, { entity: 'activity', op: 'update', id: row.id });
}
