// Raw views and clicks are kept ANALYTICS_KEEP_DAYS (400 by default, decision 092), then
// deleted; the daily rollups built from them (decision 091) are kept, so the analytics
// tab's days read the same before and after. Deleted in batches of PRUNE_BATCH, each its
// own short statement over the oldest rows (index of migration 0069), claimed with SKIP
// LOCKED: no batch holds locks for long, and on PostgreSQL the beacons' inserts never wait
// for one (a DELETE takes no lock an INSERT needs; the rollup triggers fire on INSERT only,
// so a deletion neither marks a day pending nor reopens one). On PGlite, one connection, an
// insert waits for the batch in progress, which stays well under 50 ms.
//
// Never deleted: the raw rows of a day the rollup job has not built yet (the job is behind,
// turned off, or failing). The cutoff stays a day before the oldest day still waiting
// (analytics_pending, analytics_stale_days), since building a day reads all its raw rows:
// a day rebuilt after its rows went would be rebuilt empty.
import { type Kysely, sql } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import type { DB } from '../../db/types';
import { type RepeatingJob, repeatingJob } from '../../platform/jobs/repeating-job';

/** Rows per statement: 11 to 15 ms on PGlite, 4 ms on PostgreSQL (the test measures it). */
export const PRUNE_BATCH = 5000;
const DAY_MS = 86_400_000;

/** How many raw rows a pass deleted, per table. */
export type PrunedRawEvents = { pageViews: number; linkClicks: number };

const TABLES = [
  ['pageViews', 'page_views'],
  ['linkClicks', 'link_clicks'],
] as const;

/**
 * The instant before which raw rows go: `keepDays` before `now`, or earlier, a day before
 * the oldest day that still waits for its rollup (local days start at most 14 hours
 * before their UTC date, and a pending UTC day rebuilds the local days it overlaps).
 */
async function pruneCutoff(db: Kysely<DB>, keepDays: number, now: Date): Promise<Date> {
  const before = new Date(now.getTime() - keepDays * DAY_MS);
  const { rows } = await sql<{ cutoff: Date | string }>`
    SELECT least(${before}::timestamptz,
      (SELECT (min(utc_day) - 1)::timestamp AT TIME ZONE 'UTC' FROM analytics_pending),
      (SELECT (min(day) - 1)::timestamp AT TIME ZONE 'UTC' FROM analytics_stale_days)
    ) AS cutoff`.execute(db);
  return new Date(rows[0]?.cutoff ?? before);
}

/**
 * Deletes the raw views and clicks older than `keepDays` before `now` whose days are
 * rolled up; answers how many of each. `isStopping` ends a long pass between batches.
 */
export async function pruneRawEvents(
  db: Kysely<DB>,
  keepDays: number,
  now = new Date(),
  isStopping: () => boolean = () => false,
): Promise<PrunedRawEvents> {
  const cutoff = await pruneCutoff(db, keepDays, now);
  const pruned: PrunedRawEvents = { pageViews: 0, linkClicks: 0 };
  for (const [key, table] of TABLES) {
    while (!isStopping()) {
      // The oldest rows by the created_at index, deleted by their row address (a TID
      // scan); rows another process's pass holds are skipped. prune-deliveries.ts's
      // `id IN (…)` is planned here as a hash join over the whole table: 89 ms a batch at
      // 200,000 views on PGlite, against 11 ms.
      const result = await sql`
        DELETE FROM ${sql.table(table)} WHERE ctid = ANY(ARRAY(
          SELECT ctid FROM ${sql.table(table)}
          WHERE created_at < ${cutoff}
          ORDER BY created_at
          LIMIT ${PRUNE_BATCH}
          FOR UPDATE SKIP LOCKED
        ))`.execute(db);
      const count = Number(result.numAffectedRows ?? 0);
      pruned[key] += count;
      if (count < PRUNE_BATCH) break;
    }
  }
  return pruned;
}

/** Hourly (ANALYTICS_PRUNE_INTERVAL_MS; 0 turns it off), keeping ANALYTICS_KEEP_DAYS. */
export function createAnalyticsPruneJob({
  config,
  database,
}: {
  config: Pick<Config, 'analyticsKeepDays' | 'analyticsPruneIntervalMs'>;
  database: Database;
}): RepeatingJob {
  const loop: RepeatingJob = repeatingJob({
    intervalMs: config.analyticsPruneIntervalMs,
    failure: 'Old analytics events could not be deleted:',
    pass: () =>
      pruneRawEvents(database.db, config.analyticsKeepDays, new Date(), () => loop.isStopping()),
  });
  return loop;
}
