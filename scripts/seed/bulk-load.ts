// A big seed loads the way pg_restore does when it has the database to itself: the
// written tables' plain indexes and foreign keys are dropped first and made again after
// the rows are in, all in one transaction (decision 095). Each index is then one sort
// instead of a random insert per row, and each foreign key one join instead of a check
// per row. The transaction puts everything back even when the seed fails half-way.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../src/server/db/types';

type Index = { name: string; def: string };
type ForeignKey = { table: string; name: string; def: string };

/**
 * True when no other session has this database open: always on the embedded database
 * (one process, and the data directory's lock keeps the server out), on PostgreSQL when
 * no server or other client is connected. A running server would wait on the locks of
 * the dropped indexes, so then the seed writes through them instead.
 */
export async function hasDatabaseToItself(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ others: number }>`
    SELECT count(*)::int AS others FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(db);
  return rows[0]?.others === 0;
}

/** The rows `load` writes to `tables` (in `trx`) with the plain indexes and keys made after. */
export async function withoutSecondaryIndexes<T>(
  trx: Kysely<DB>,
  tables: readonly string[],
  load: () => Promise<T>,
  rebuilt: (total: number) => { advance: (done: number) => void; finish: () => void },
): Promise<T> {
  const relations = sql`${sql.val(tables)}::regclass[]`;
  // Unique indexes stay (a duplicate fails at once, not after the load), and so does
  // every index a constraint owns (primary keys, exclusion constraints).
  const { rows: indexes } = await sql<Index>`
    SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
    FROM pg_index i
    WHERE i.indrelid = ANY(${relations}) AND NOT i.indisunique
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
    ORDER BY 1`.execute(trx);
  const { rows: keys } = await sql<ForeignKey>`
    SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS def
    FROM pg_constraint
    WHERE contype = 'f' AND conrelid = ANY(${relations})
    ORDER BY 1, 2`.execute(trx);
  for (const index of indexes) await sql`DROP INDEX ${sql.raw(index.name)}`.execute(trx);
  for (const key of keys) {
    await sql`ALTER TABLE ${sql.raw(key.table)} DROP CONSTRAINT ${sql.id(key.name)}`.execute(trx);
  }
  const result = await load();
  // Room to sort each index in memory (the default 64 MB spills a million rows to disk).
  await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(trx);
  const progress = rebuilt(indexes.length + keys.length);
  let done = 0;
  for (const index of indexes) {
    await sql.raw(index.def).execute(trx);
    progress.advance(++done);
  }
  for (const key of keys) {
    await sql`ALTER TABLE ${sql.raw(key.table)} ADD CONSTRAINT ${sql.id(key.name)} ${sql.raw(key.def)}`.execute(
      trx,
    );
    progress.advance(++done);
  }
  progress.finish();
  return result;
}
