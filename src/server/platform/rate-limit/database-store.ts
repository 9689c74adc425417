// Counters as rows of rate_limit_counters, raised by one atomic upsert (the row lock
// orders concurrent hits from every process). Expired rows are deleted now and then,
// by whichever process notices first.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types';
import type { CounterStore } from './rate-limiter';

/** How often a process deletes expired counters. */
const SWEEP_INTERVAL_MS = 60_000;

export function createDatabaseStore(db: Kysely<DB>): CounterStore {
  let lastSweep = 0;

  const sweep = () => {
    if (Date.now() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = Date.now();
    db.deleteFrom('rate_limit_counters')
      .where('expiresAt', '<', sql<Date>`now()`)
      .execute()
      .catch((error) => console.warn('Could not delete expired rate-limit counters:', error));
  };

  return {
    async hit({ bucket, windowSeconds }, clientKey) {
      sweep();
      const window = sql`make_interval(secs => ${windowSeconds}::int)`;
      // A window row is kept until the one after it has ended: it is that one's "previous".
      const result = await sql<{ current: number; previous: number; elapsed: number }>`
        WITH hit AS (
          INSERT INTO rate_limit_counters (bucket, client_key, window_start, hits, expires_at)
          SELECT ${bucket}, ${clientKey}, start, 1, start + 2 * ${window}
          FROM (SELECT date_bin(${window}, now(), timestamptz 'epoch') AS start) AS w
          ON CONFLICT (bucket, client_key, window_start)
            DO UPDATE SET hits = rate_limit_counters.hits + 1
          RETURNING hits, window_start
        )
        SELECT hit.hits AS current,
          coalesce((
            SELECT p.hits FROM rate_limit_counters p
            WHERE p.bucket = ${bucket} AND p.client_key = ${clientKey}
              AND p.window_start = hit.window_start - ${window}
          ), 0) AS previous,
          extract(epoch FROM now() - hit.window_start)::float8 AS elapsed
        FROM hit
      `.execute(db);
      const row = result.rows[0];
      if (!row) throw new Error('The rate-limit counter was not written');
      return {
        current: Number(row.current),
        previous: Number(row.previous),
        elapsedSeconds: Number(row.elapsed),
      };
    },
  };
}
