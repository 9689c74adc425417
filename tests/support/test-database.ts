// A fresh, migrated database for one test file: PGlite in memory by default, or
// its own schema on the PostgreSQL server named by TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/server/db/connection';
import { migrate } from '../../src/server/db/migrator';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

export type TestDatabase = Database & {
  /** Where a second server process can reach the same data (PostgreSQL only). */
  url?: string;
  schema?: string;
};

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrate(database.db);
    return database;
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const database = await openDatabase({
    kind: 'postgres',
    url: TEST_DATABASE_URL,
    schema,
    poolSize: 5,
  });
  await migrate(database.db);
  return {
    ...database,
    schema,
    url: withSearchPath(TEST_DATABASE_URL, schema),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}

/** A connection URL whose sessions use the test schema first. */
export function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema},public`);
  return parsed.toString();
}
