// The seed's bulk load: the tables' indexes and foreign keys are gone while the rows go
// in, and are all back after it, whether the load ends well or fails.
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../src/server/db/types';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { hasDatabaseToItself, withIndexesMadeAfter } from './bulk-load';

let database: TestDatabase;
let db: Kysely<DB>;
// The rows go to page_views; the other two stand for tables a trigger writes.
const TABLES = ['page_views', 'clients', 'client_status_order'];

/** Every index and constraint of the tables, as the database would make them again. */
async function schemaOf(tables = TABLES) {
  const { rows } = await sql<{ def: string }>`
    SELECT pg_get_indexdef(indexrelid) AS def FROM pg_index
    WHERE indrelid = ANY(${sql.val(tables)}::regclass[])
    UNION ALL
    SELECT conname || ': ' || pg_get_constraintdef(oid) FROM pg_constraint
    WHERE conrelid = ANY(${sql.val(tables)}::regclass[])
    ORDER BY 1`.execute(db);
  return rows.map((row) => row.def);
}

const quiet = () => ({ advance: () => {}, finish: () => {} });

/** The names of the tables' indexes, as `trx` sees them. */
async function indexNames(trx: Kysely<DB>, tables: readonly string[]) {
  const { rows } = await sql<{ name: string }>`
    SELECT indexrelid::regclass::text AS name FROM pg_index
    WHERE indrelid = ANY(${sql.val(tables)}::regclass[]) ORDER BY 1`.execute(trx);
  return rows.map((row) => row.name);
}

async function aUser(id: string) {
  await sql`INSERT INTO users (id, email, name) VALUES (${id}, ${`${id}@example.com`}, ${id})`.execute(
    db,
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.close();
});

describe('the seed bulk load', () => {
  it('loads without the indexes and keys, then makes each of them again', async () => {
    const before = await schemaOf();
    expect(before.some((def) => def.includes('page_views_user_created_idx'))).toBe(true);
    expect(before.some((def) => def.startsWith('page_views_user_id_fkey: FOREIGN KEY'))).toBe(true);
    await aUser('bulk-owner');
    const steps: number[] = [];
    let during: string[] = [];
    await db.transaction().execute((trx) =>
      withIndexesMadeAfter(
        trx,
        TABLES,
        async () => {
          during = await indexNames(trx, ['page_views']);
          await sql`INSERT INTO page_views (user_id, visitor_hash)
            SELECT 'bulk-owner', md5(i::text) FROM generate_series(1, 500) i`.execute(trx);
        },
        (total) => ({
          advance: (done) => steps.push(done / total),
          finish: () => steps.push(-1),
        }),
      ),
    );
    // While loading: no index at all, the primary key included.
    expect(during).toEqual([]);
    expect(await schemaOf()).toEqual(before);
    expect(steps.at(-2)).toBe(1);
    expect(steps.at(-1)).toBe(-1);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM page_views WHERE user_id = 'bulk-owner'`.execute(db);
    expect(rows[0]?.n).toBe(500);
    // The key made again is checked: a view of nobody is refused as before.
    await expect(
      sql`INSERT INTO page_views (user_id) VALUES ('nobody')`.execute(db),
    ).rejects.toThrow(/foreign key/);
    // So is the primary key: a second row with a taken id is refused.
    await expect(
      sql`INSERT INTO page_views (id, user_id) OVERRIDING SYSTEM VALUE
        SELECT id, user_id FROM page_views WHERE user_id = 'bulk-owner' LIMIT 1`.execute(db),
    ).rejects.toThrow(/page_views_pkey/);
  });

  it('keeps the unique indexes of the tables a trigger writes, and keys others stand on', async () => {
    let during: string[] = [];
    await db.transaction().execute((trx) =>
      withIndexesMadeAfter(
        trx,
        TABLES,
        async () => {
          during = await indexNames(trx, TABLES);
        },
        quiet,
      ),
    );
    // clients' primary key has foreign keys on it; client_status_order's unique index is
    // the ON CONFLICT target of the clients' trigger.
    expect(during).toContain('clients_pkey');
    expect(during).not.toContain('clients_search_trgm_idx');
    expect(during).not.toContain('page_views_pkey');
    const statusOrder = await sql<{ name: string }>`
      SELECT indexrelid::regclass::text AS name FROM pg_index
      WHERE indrelid = 'client_status_order'::regclass AND indisunique`.execute(db);
    expect(statusOrder.rows.length).toBeGreaterThan(0);
    for (const row of statusOrder.rows) expect(during).toContain(row.name);
  });

  it('rolls back a load that breaks a unique index, with the index', async () => {
    const before = await schemaOf();
    await aUser('bulk-twice');
    await expect(
      db.transaction().execute((trx) =>
        withIndexesMadeAfter(
          trx,
          TABLES,
          () =>
            sql`INSERT INTO page_views (id, user_id) OVERRIDING SYSTEM VALUE
              SELECT 9000000000000001, 'bulk-twice'
              FROM generate_series(1, 2)`.execute(trx),
          quiet,
        ),
      ),
    ).rejects.toThrow(/page_views_pkey/);
    expect(await schemaOf()).toEqual(before);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM page_views WHERE user_id = 'bulk-twice'`.execute(db);
    expect(rows[0]?.n).toBe(0);
  });

  it('a load that fails leaves every index, every key and no row', async () => {
    const before = await schemaOf();
    await aUser('bulk-failed');
    await expect(
      db.transaction().execute((trx) =>
        withIndexesMadeAfter(
          trx,
          TABLES,
          async () => {
            await sql`INSERT INTO page_views (user_id) SELECT 'bulk-failed' FROM generate_series(1, 100)`.execute(
              trx,
            );
            throw new Error('The seed was interrupted');
          },
          quiet,
        ),
      ),
    ).rejects.toThrow('The seed was interrupted');
    expect(await schemaOf()).toEqual(before);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM page_views WHERE user_id = 'bulk-failed'`.execute(db);
    expect(rows[0]?.n).toBe(0);
  });

  it('takes the database to itself only when no other session has it open', async () => {
    if (!database.url) {
      // The embedded database is this process's alone.
      expect(await hasDatabaseToItself(db)).toBe(true);
      return;
    }
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      expect(await hasDatabaseToItself(db)).toBe(false);
    } finally {
      await other.end();
    }
  });
});
