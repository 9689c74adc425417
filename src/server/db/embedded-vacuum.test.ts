import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { maintenanceNeed, type TableActivity, vacuumWhereNeeded } from './embedded-vacuum';
import { createEmbeddedVacuumJob } from './embedded-vacuum-job';

const quiet: TableActivity = {
  schema: 'public',
  table: 'probe',
  rows: 10_000,
  deadRows: 0,
  insertedSinceVacuum: 0,
  changedSinceAnalyze: 0,
};

describe("the embedded database's autovacuum rule (autovacuum's defaults)", () => {
  it('vacuums past 50 + 20% dead rows, or 1,000 + 20% rows inserted since the last vacuum', () => {
    expect(maintenanceNeed(quiet)).toBeNull();
    expect(maintenanceNeed({ ...quiet, deadRows: 2_050 })).toBeNull();
    expect(maintenanceNeed({ ...quiet, deadRows: 2_051 })).toBe('vacuum');
    expect(maintenanceNeed({ ...quiet, insertedSinceVacuum: 3_000 })).toBeNull();
    expect(maintenanceNeed({ ...quiet, insertedSinceVacuum: 3_001 })).toBe('vacuum');
  });

  it('analyzes past 50 + 10% changed rows, and counts a never-analyzed table (-1) as empty', () => {
    expect(maintenanceNeed({ ...quiet, changedSinceAnalyze: 1_050 })).toBeNull();
    expect(maintenanceNeed({ ...quiet, changedSinceAnalyze: 1_051 })).toBe('analyze');
    expect(maintenanceNeed({ ...quiet, rows: -1, changedSinceAnalyze: 51 })).toBe('analyze');
    expect(maintenanceNeed({ ...quiet, rows: -1, insertedSinceVacuum: 1_001 })).toBe('vacuum');
  });
});

describe('vacuumWhereNeeded on the database', () => {
  let database: TestDatabase;
  const vacuums = async () => {
    const { rows } = await sql<{ vacuums: number; analyzes: number }>`
      SELECT vacuum_count + autovacuum_count AS vacuums, analyze_count + autoanalyze_count AS analyzes
      FROM pg_stat_user_tables WHERE relname = 'vacuum_probe' AND schemaname = current_schema()`.execute(
      database.db,
    );
    return { vacuums: Number(rows[0]?.vacuums), analyzes: Number(rows[0]?.analyzes) };
  };
  /** The plan of a count through the index: how many rows it still read from the table. */
  const heapFetches = async () => {
    await sql`SET enable_seqscan = off`.execute(database.db);
    await sql`SET enable_bitmapscan = off`.execute(database.db);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`
      EXPLAIN (ANALYZE, COSTS OFF) SELECT count(*) FROM vacuum_probe WHERE a < 100`.execute(
      database.db,
    );
    await sql`RESET enable_seqscan`.execute(database.db);
    await sql`RESET enable_bitmapscan`.execute(database.db);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    return Number(/Heap Fetches: (\d+)/.exec(plan)?.[1]);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await sql`CREATE TABLE vacuum_probe (id serial PRIMARY KEY, a int NOT NULL)`.execute(
      database.db,
    );
    await sql`CREATE INDEX vacuum_probe_a ON vacuum_probe (a)`.execute(database.db);
    await sql`INSERT INTO vacuum_probe (a) SELECT g % 1000 FROM generate_series(1, 5000) g`.execute(
      database.db,
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  it('vacuums a table once enough rows went in, so an index-only count stops reading the table', async () => {
    // On PostgreSQL the server's own autovacuum may get there first; PGlite has none.
    const before = await vacuums();
    expect(await heapFetches()).toBeGreaterThanOrEqual(before.vacuums > 0 ? 0 : 500);

    const pass = await vacuumWhereNeeded(database.db);
    const after = await vacuums();
    if (before.vacuums === 0) expect(pass.vacuumed).toContain('vacuum_probe');
    expect(after.vacuums).toBeGreaterThan(0);
    expect(await heapFetches()).toBe(0);

    // Nothing changed since: the next pass leaves it alone.
    expect((await vacuumWhereNeeded(database.db)).vacuumed).not.toContain('vacuum_probe');
  });

  it('vacuums it again after many rows were deleted (dead rows), and not for a handful', async () => {
    await sql`DELETE FROM vacuum_probe WHERE id <= 20`.execute(database.db);
    expect((await vacuumWhereNeeded(database.db)).vacuumed).not.toContain('vacuum_probe');
    const before = (await vacuums()).vacuums;
    await sql`DELETE FROM vacuum_probe WHERE id <= 2000`.execute(database.db);
    const pass = await vacuumWhereNeeded(database.db);
    expect(pass.vacuumed).toContain('vacuum_probe');
    expect((await vacuums()).vacuums).toBe(before + 1);
  });

  it('the job runs a pass when it starts on PGlite, and never on a PostgreSQL server', async () => {
    await sql`INSERT INTO vacuum_probe (a) SELECT g % 1000 FROM generate_series(1, 3000) g`.execute(
      database.db,
    );
    const before = (await vacuums()).vacuums;
    const onServer = createEmbeddedVacuumJob({
      database: { db: database.db, kind: 'postgres' },
      intervalMs: 10,
    });
    onServer.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await onServer.stop();
    if (database.kind === 'pglite') expect((await vacuums()).vacuums).toBe(before);

    const embedded = createEmbeddedVacuumJob({
      database: { db: database.db, kind: 'pglite' },
      intervalMs: 60_000,
    });
    embedded.start();
    await expect.poll(async () => (await vacuums()).vacuums).toBeGreaterThan(before);
    await embedded.stop();
  });
});
