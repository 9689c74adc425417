// Applies the plain-SQL files of ./migrations in name order, each once, inside one
// transaction guarded by an advisory lock, so instances starting together take turns.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { PROJECT_ROOT } from '../project-root';
import type { DB } from './types';

const MIGRATIONS_DIR = join(PROJECT_ROOT, 'src/server/db/migrations');
/** An arbitrary constant naming this application's migration lock. */
const MIGRATION_LOCK_KEY = 74_231_901;

export type Migration = { name: string; sql: string };

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({
      name: file.replace(/\.sql$/, ''),
      sql: readFileSync(join(dir, file), 'utf8'),
    }));
}

export async function migrate(db: Kysely<DB>, migrations = readMigrations()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(trx);
    const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(trx);
    const applied = new Set(done.rows.map((row) => row.name));
    const ran: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      await sql.raw(migration.sql).execute(trx);
      await sql`INSERT INTO schema_migrations (name) VALUES (${migration.name})`.execute(trx);
      ran.push(migration.name);
    }
    return ran;
  });
}
