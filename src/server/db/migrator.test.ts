import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../../../tests/support/test-database';
import { type Database, openDatabase } from './connection';
import { type Migration, migrate, readMigrations } from './migrator';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function appliedNames(db: Database = database): Promise<string[]> {
  const result = await sql<{
    name: string;
  }>`SELECT name FROM schema_migrations ORDER BY name`.execute(db.db);
  return result.rows.map((row) => row.name);
}

async function tableExists(name: string): Promise<boolean> {
  const result = await sql<{
    found: string | null;
  }>`SELECT to_regclass(${name})::text AS found`.execute(database.db);
  return result.rows[0]?.found != null;
}

describe('migrator', () => {
  it('reads the SQL files of the migrations folder in name order', () => {
    const names = readMigrations().map((migration) => migration.name);
    expect(names).toContain('0002_mail_outbox');
    expect(names).toEqual([...names].sort());
    expect(names.every((name) => /^\d{4}_[a-z0-9_]+$/.test(name))).toBe(true);
  });

  it('has applied every migration once, and a second run applies nothing', async () => {
    expect(await appliedNames()).toEqual(readMigrations().map((migration) => migration.name));
    expect(await migrate(database.db)).toEqual([]);
    expect(await appliedNames()).toEqual(readMigrations().map((migration) => migration.name));
  });

  it('applies a multi-statement file, then only the files that are new', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scale-migrations-'));
    writeFileSync(
      join(dir, '9001_first.sql'),
      `CREATE TABLE probe_first (id integer PRIMARY KEY);
       INSERT INTO probe_first VALUES (1), (2);`,
    );
    expect(await migrate(database.db, readMigrations(dir))).toEqual(['9001_first']);

    writeFileSync(join(dir, '9002_second.sql'), 'ALTER TABLE probe_first ADD COLUMN note text;');
    expect(await migrate(database.db, readMigrations(dir))).toEqual(['9002_second']);
    expect(await migrate(database.db, readMigrations(dir))).toEqual([]);

    const rows = await sql<{
      id: number;
      note: string | null;
    }>`SELECT id, note FROM probe_first ORDER BY id`.execute(database.db);
    expect(rows.rows).toEqual([
      { id: 1, note: null },
      { id: 2, note: null },
    ]);
  });

  it('applies nothing of a run in which one migration fails', async () => {
    const migrations: Migration[] = [
      { name: '9101_good', sql: 'CREATE TABLE probe_good (id integer);' },
      { name: '9102_bad', sql: 'CREATE TABLE probe_bad (id no_such_type);' },
    ];
    await expect(migrate(database.db, migrations)).rejects.toThrow(/no_such_type/);

    expect(await tableExists('probe_good')).toBe(false);
    expect(await appliedNames()).not.toContain('9101_good');
  });
});

describe.runIf(TEST_DATABASE_URL)('migrator on PostgreSQL', () => {
  it('lets two instances migrate one database at the same time, applying each file once', async () => {
    const other = await openDatabase({ kind: 'postgres', url: database.url!, poolSize: 2 });
    try {
      // Not idempotent on purpose: applied twice, it would fail.
      const migrations: Migration[] = [
        {
          name: '9201_concurrent',
          sql: `CREATE TABLE probe_concurrent (id integer PRIMARY KEY);
                INSERT INTO probe_concurrent VALUES (1);
                SELECT pg_sleep(0.3);`,
        },
      ];
      const results = await Promise.all([
        migrate(database.db, migrations),
        migrate(other.db, migrations),
      ]);

      expect(results.flat()).toEqual(['9201_concurrent']);
      const rows = await sql<{ id: number }>`SELECT id FROM probe_concurrent`.execute(database.db);
      expect(rows.rows).toEqual([{ id: 1 }]);
      expect((await appliedNames(other)).filter((name) => name === '9201_concurrent')).toHaveLength(
        1,
      );
    } finally {
      await other.close();
    }
  });
});
