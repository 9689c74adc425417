// Every row of every table, to show that a refused request changed nothing (the
// authorization matrix and the fuzz test of issue 8).
import { sql } from 'kysely';
import type { TestServer } from './test-server';

export type RowSnapshot = Record<string, string[]>;

/**
 * Rows that change without any request meaning to change them: sessions are refreshed on
 * use, verification and rate-limit rows count requests, and the mail sender works
 * through the outbox on its own clock (only its delivery columns; the mails count), as
 * the webhook delivery job does through its queue (decision 072); an API key's last use
 * is written on use (decision 071), whether the request is refused or not. The analytics
 * rollup job (decision 091) builds the days that ended on its own clock too.
 */
const VOLATILE_TABLES = [
  'sessions',
  'verifications',
  'rate_limits',
  'rate_limit_counters',
  'analytics_pending',
  'analytics_stale_days',
  'analytics_days',
  'analytics_day_counts',
];
const VOLATILE_COLUMNS: Record<string, string[]> = {
  mail_outbox: ['status', 'attempts', 'next_attempt_at', 'last_error', 'delivered_via', 'sent_at'],
  api_keys: ['last_used_at'],
  webhook_deliveries: [
    'status',
    'attempts',
    'next_attempt_at',
    'lease_token',
    'lease_until',
    'response_status',
    'duration_ms',
    'last_error',
    'delivered_at',
  ],
};

/**
 * The tables of the schema the server works in: `public` on PGlite, the test file's own
 * schema on PostgreSQL (TEST_DATABASE_URL), where reading `public` saw nothing at all.
 */
export async function snapshotRows(server: TestServer): Promise<RowSnapshot> {
  const db = server.database.db;
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name
  `.execute(db);
  const result: RowSnapshot = {};
  for (const { name } of tables.rows) {
    if (VOLATILE_TABLES.includes(name)) continue;
    let row = sql`to_jsonb(t)`;
    for (const column of VOLATILE_COLUMNS[name] ?? []) row = sql`${row} - ${column}::text`;
    const rows = await sql<{ row: string }>`
      SELECT (${row})::text AS row FROM ${sql.table(name)} t
    `.execute(db);
    result[name] = rows.rows.map((r) => r.row).sort();
  }
  return result;
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: RowSnapshot, after: RowSnapshot): string[] {
  return Object.keys(after).filter(
    (table) => JSON.stringify(before[table] ?? []) !== JSON.stringify(after[table]),
  );
}
