// The rollup job (decision 091): adds up each closed local day of a Scale Page once, from
// its raw views and clicks, into analytics_days and analytics_day_counts, so the analytics
// tab reads 90 rows instead of millions. Triggers mark the UTC days that got events
// (analytics_pending) and reopen a rolled-up day a late event lands in; this job turns
// pending UTC days into the owner's local days and builds those that have ended. Each user
// is one short transaction; several processes may run it (claims are row deletions, and a
// concurrent event marks its day pending again for the next pass).
import { type Kysely, sql } from 'kysely';
import { DEFAULT_TIME_ZONE } from '../../../core/time-zone';
import type { Database } from '../../db/connection';
import type { DB } from '../../db/types';
import { type RepeatingJob, repeatingJob } from '../../platform/jobs/repeating-job';

/** Users handled per query of the pending tables; a pass loops until none are left. */
const USERS_PER_ROUND = 100;

/** A zone PostgreSQL knows, else UTC (as the tab itself falls back, get-analytics.ts). */
async function zoneOf(db: Kysely<DB>, userId: string): Promise<string> {
  const profile = await db
    .selectFrom('profiles')
    .select('timezone')
    .where('userId', '=', userId)
    .executeTakeFirst();
  const zone = profile?.timezone;
  if (!zone || zone === DEFAULT_TIME_ZONE) return DEFAULT_TIME_ZONE;
  try {
    await sql`SELECT now() AT TIME ZONE ${zone}`.execute(db);
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * One user's pass, in one transaction: pending UTC days become stale local days, and the
 * stale days that ended before `now` are built again from the raw rows. How many days.
 */
async function rollUpUser(db: Kysely<DB>, userId: string, now: Date): Promise<number> {
  const zone = await zoneOf(db, userId);
  return db.transaction().execute(async (trx) => {
    // Every local day a pending UTC day overlaps (two, or three around a short DST day).
    await sql`
      WITH claimed AS (
        DELETE FROM analytics_pending WHERE user_id = ${userId} RETURNING utc_day
      )
      INSERT INTO analytics_stale_days (user_id, day)
      SELECT DISTINCT ${userId}, local_day::date
      FROM claimed,
        LATERAL generate_series(
          ((claimed.utc_day::timestamp AT TIME ZONE 'UTC') AT TIME ZONE ${zone})::date,
          ((((claimed.utc_day + 1)::timestamp AT TIME ZONE 'UTC') - interval '1 microsecond')
            AT TIME ZONE ${zone})::date,
          interval '1 day') local_day
      ON CONFLICT DO NOTHING`.execute(trx);
    const ended = await sql<{ day: string }>`
      DELETE FROM analytics_stale_days
      WHERE user_id = ${userId}
        AND ((day + 1)::timestamp AT TIME ZONE ${zone}) <= ${now}
      RETURNING to_char(day, 'YYYY-MM-DD') AS day`.execute(trx);
    const days = ended.rows.map((row) => row.day);
    if (days.length === 0) return 0;
    await buildDays(trx, userId, zone, days);
    return days.length;
  });
}

/** Replaces the rollup rows of `days` with the sums of their raw rows, in `zone`. */
async function buildDays(trx: Kysely<DB>, userId: string, zone: string, days: string[]) {
  await sql`DELETE FROM analytics_days WHERE user_id = ${userId} AND day = ANY(${days}::date[])`.execute(
    trx,
  );
  const bounds = sql`
    SELECT d AS day, (d::timestamp AT TIME ZONE ${zone}) AS starts_at,
      ((d + 1)::timestamp AT TIME ZONE ${zone}) AS ends_at
    FROM unnest(${days}::date[]) d`;
  await sql`
    INSERT INTO analytics_days (user_id, day, time_zone, starts_at, ends_at, views, unique_visitors, clicks)
    SELECT ${userId}, b.day, ${zone}, b.starts_at, b.ends_at,
      coalesce((SELECT sum(v.views) FROM page_views v
        WHERE v.user_id = ${userId} AND v.created_at >= b.starts_at AND v.created_at < b.ends_at), 0),
      (SELECT count(DISTINCT v.visitor_hash) FROM page_views v
        WHERE v.user_id = ${userId} AND v.created_at >= b.starts_at AND v.created_at < b.ends_at),
      (SELECT count(*) FROM link_clicks c
        WHERE c.user_id = ${userId} AND c.created_at >= b.starts_at AND c.created_at < b.ends_at)
    FROM (${bounds}) b`.execute(trx);
  const views = sql`FROM (${bounds}) b JOIN page_views v ON v.user_id = ${userId}
    AND v.created_at >= b.starts_at AND v.created_at < b.ends_at`;
  await sql`
    INSERT INTO analytics_day_counts (user_id, day, kind, key, count)
    SELECT ${userId}, b.day, 'referrer', analytics_referrer_host(v.referrer), sum(v.views) ${views} GROUP BY 2, 4
    UNION ALL
    SELECT ${userId}, b.day, 'device', v.device, sum(v.views) ${views} GROUP BY 2, 4
    UNION ALL
    SELECT ${userId}, b.day, 'browser', v.browser, sum(v.views) ${views} GROUP BY 2, 4
    UNION ALL
    SELECT ${userId}, b.day, 'link', c.link_id::text, count(*)
    FROM (${bounds}) b JOIN link_clicks c ON c.user_id = ${userId}
      AND c.created_at >= b.starts_at AND c.created_at < b.ends_at
    GROUP BY 2, 4`.execute(trx);
}

/**
 * Builds every local day that has ended since its events arrived (or since a late event
 * reopened it); answers how many days were built. `isStopping` ends a long pass early.
 */
export async function rollUpAnalytics(
  db: Kysely<DB>,
  now = new Date(),
  isStopping: () => boolean = () => false,
): Promise<number> {
  let built = 0;
  let after = '';
  while (!isStopping()) {
    const users = await sql<{ userId: string }>`
      SELECT user_id FROM (
        SELECT user_id FROM analytics_pending UNION SELECT user_id FROM analytics_stale_days
      ) u WHERE user_id > ${after} ORDER BY user_id LIMIT ${USERS_PER_ROUND}`.execute(db);
    for (const { userId } of users.rows) {
      if (isStopping()) break;
      built += await rollUpUser(db, userId, now);
      after = userId;
    }
    if (users.rows.length < USERS_PER_ROUND) break;
  }
  return built;
}

/** Every `intervalMs` (ANALYTICS_ROLLUP_INTERVAL_MS, a minute by default; 0 turns it off). */
export function createAnalyticsRollupJob({
  database,
  intervalMs,
}: {
  database: Database;
  intervalMs: number;
}): RepeatingJob {
  const loop: RepeatingJob = repeatingJob({
    intervalMs,
    failure: 'Analytics could not be rolled up:',
    pass: () => rollUpAnalytics(database.db, new Date(), () => loop.isStopping()),
  });
  return loop;
}
