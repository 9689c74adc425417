// A big seed loads the way pg_restore does when it has the database to itself: the
// written tables' indexes and foreign keys are dropped first and made again after the
// rows are in, all in one transaction (decisions 095, 097). Each index is then one sort
// instead of a random insert per row, and each foreign key one join instead of a check
// per row. The transaction puts everything back even when the seed fails half-way.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../src/server/db/types';
import type { Progress } from './progress-bar';

/**
 * The embedded database's settings while the seed holds it. With wal_level=minimal an
 * index or key made in the transaction that made it is written straight to its file, not
 * also to the write-ahead log (PostgreSQL's "Populating a Database" advice): the step's
 * indexes are made ~20% faster. PGlite has no replica to need more; the server opens the
 * same files with its own settings after.
 */
export const BULK_LOAD_SETTINGS: readonly string[] = ['wal_level=minimal', 'max_wal_senders=0'];

type Index = { name: string; def: string };
type Constraint = { table: string; name: string; def: string };

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

/**
 * The rows `load` writes to `tables` (in `trx`) with their indexes and keys made after.
 * `tables[0]` is the one the rows go to: its primary key and unique indexes go too (a
 * duplicate then fails when they are made again, and the transaction rolls the load
 * back), unless a foreign key stands on them. The other tables are written by its
 * triggers, whose ON CONFLICT clauses need their unique indexes: those stay.
 */
export async function withIndexesMadeAfter<T>(
  trx: Kysely<DB>,
  tables: readonly string[],
  load: () => Promise<T>,
  rebuilt: (total: number) => Progress,
): Promise<T> {
  const relations = sql`${sql.val(tables)}::regclass[]`;
  const loaded = sql`${tables[0]}::regclass`;
  // An index no constraint owns: any plain one, and the loaded table's unique ones.
  const { rows: indexes } = await sql<Index>`
    SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
    FROM pg_index i
    WHERE i.indrelid = ANY(${relations}) AND (NOT i.indisunique OR i.indrelid = ${loaded})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
    ORDER BY 1`.execute(trx);
  // The tables' foreign keys, then the loaded table's primary key and unique constraints
  // that no foreign key references (dropped in this order, made again in the reverse).
  const { rows: constraints } = await sql<Constraint>`
    SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS def
    FROM (
      SELECT c.*, 0 AS rank FROM pg_constraint c
      WHERE c.contype = 'f' AND c.conrelid = ANY(${relations})
      UNION ALL
      SELECT c.*, 1 FROM pg_constraint c
      WHERE c.contype IN ('p', 'u') AND c.conrelid = ${loaded}
        AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conindid = c.conindid)
    ) AS c
    ORDER BY rank, 1, 2`.execute(trx);
  for (const index of indexes) await sql`DROP INDEX ${sql.raw(index.name)}`.execute(trx);
  for (const key of constraints) {
    await sql`ALTER TABLE ${sql.raw(key.table)} DROP CONSTRAINT ${sql.id(key.name)}`.execute(trx);
  }
  const result = await load();
  // Room to sort each index in memory (the default 64 MB spills a million rows to disk).
  await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(trx);
  const progress = rebuilt(indexes.length + constraints.length);
  let done = 0;
  for (const key of [...constraints].reverse()) {
    await sql`ALTER TABLE ${sql.raw(key.table)} ADD CONSTRAINT ${sql.id(key.name)} ${sql.raw(key.def)}`.execute(
      trx,
    );
    progress.advance(++done);
  }
  for (const index of indexes) {
    await sql.raw(index.def).execute(trx);
    progress.advance(++done);
  }
  progress.finish();
  return result;
}
