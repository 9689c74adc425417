// The rollup job (decision 091): adds up each local day of a Scale Page from its raw views
// and clicks into analytics_days and analytics_day_counts, so the analytics tab reads 90
// rows instead of millions. Triggers mark the UTC days that got events (analytics_pending)
// and reopen a rolled-up day a late event lands in; this job turns pending UTC days into
// the owner's local days (analytics_stale_days), builds those that have ended from all
// their raw rows, and brings today's row up to the last minute by adding the rows since
// its last pass. Each day is one short transaction under a per-user lock that the
// triggers share, so several processes may run it next to the beacons.
import { type Kysely, sql } from 'kysely';
import { DEFAULT_TIME_ZONE } from '../../../core/time-zone';
import type { Database } from '../../db/connection';
import type { DB } from '../../db/types';
import { type RepeatingJob, repeatingJob } from '../../platform/jobs/repeating-job';

/** Users handled per query of the pending tables; a pass loops until none are left. */
const USERS_PER_ROUND = 100;
/**
 * Today's row stops this long before the pass: a batch still being written (its rows are
 * stamped when the visit came) lands after the row's end, not inside it, and costs
 * nothing. One that comes later still only reopens the day (the trigger).
 */
const SETTLE_MS = 10_000;

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

type DayState = { day: string; ended: boolean };

const lockUser = (trx: Kysely<DB>, userId: string) =>
  sql`SELECT pg_advisory_xact_lock(hashtext('analytics_rollup'), hashtext(${userId}))`.execute(trx);

/**
 * One user's pass: pending UTC days become stale local days; each stale day that ended
 * before `now` is built again from its raw rows, and today's row is brought up to `now`
 * less SETTLE_MS. Every day is its own short transaction: on PGlite's one connection a
 * first pass over months of a busy page lets requests in between days. How many ended
 * days were built.
 */
async function rollUpUser(
  db: Kysely<DB>,
  userId: string,
  now: Date,
  isStopping: () => boolean,
): Promise<number> {
  const zone = await zoneOf(db, userId);
  const settled = new Date(now.getTime() - SETTLE_MS);
  const stale = await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
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
    const days = await sql<DayState>`
      SELECT to_char(s.day, 'YYYY-MM-DD') AS day,
        ((s.day + 1)::timestamp AT TIME ZONE ${zone}) <= ${now} AS ended
      FROM analytics_stale_days s
      WHERE s.user_id = ${userId} AND (s.day::timestamp AT TIME ZONE ${zone}) < ${settled}
      ORDER BY s.day`.execute(trx);
    return days.rows;
  });
  let built = 0;
  for (const { day, ended } of stale) {
    if (isStopping()) break;
    built += await db.transaction().execute(async (trx) => {
      await lockUser(trx, userId);
      if (ended) {
        // Claimed here: another process's pass may have built it meanwhile.
        const claimed = await sql`
          DELETE FROM analytics_stale_days WHERE user_id = ${userId} AND day = ${day}::date`.execute(
          trx,
        );
        if (Number(claimed.numAffectedRows ?? 0) === 0) return 0;
        await buildDays(trx, userId, zone, [day], null);
        return 1;
      }
      await bringUpToDate(trx, userId, zone, day, settled);
      return 0;
    });
  }
  return built;
}

/** Today's row up to `settled`: extended by the rows since its end, or built afresh. */
async function bringUpToDate(
  trx: Kysely<DB>,
  userId: string,
  zone: string,
  day: string,
  settled: Date,
) {
  const row = await sql<{ rolledUntil: Date | null; until: Date }>`
    SELECT (SELECT a.ends_at FROM analytics_days a WHERE a.user_id = ${userId} AND a.day = ${day}::date
        AND a.time_zone = ${zone} AND a.starts_at = (${day}::date::timestamp AT TIME ZONE ${zone})) AS rolled_until,
      least(((${day}::date + 1)::timestamp AT TIME ZONE ${zone}), ${settled}::timestamptz) AS until`.execute(
    trx,
  );
  const { rolledUntil, until } = row.rows[0] as { rolledUntil: Date | null; until: Date };
  if (rolledUntil && rolledUntil >= until) return;
  if (rolledUntil) await extendDay(trx, userId, day, until);
  else await buildDays(trx, userId, zone, [day], until);
}

/**
 * Replaces the rows of `days` with the sums of their raw rows in `zone`: whole days, or
 * (today) up to `until`, with the visitors seen so far.
 */
async function buildDays(
  trx: Kysely<DB>,
  userId: string,
  zone: string,
  days: string[],
  until: Date | null,
) {
  await sql`DELETE FROM analytics_days WHERE user_id = ${userId} AND day = ANY(${days}::date[])`.execute(
    trx,
  );
  const bounds = sql`
    SELECT d AS day, (d::timestamp AT TIME ZONE ${zone}) AS starts_at,
      ${until ? sql`${until}::timestamptz` : sql`((d + 1)::timestamp AT TIME ZONE ${zone})`} AS ends_at
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
  await addCounts(trx, userId, bounds);
  if (until) {
    await sql`
      INSERT INTO analytics_day_visitors (user_id, day, visitor_hash)
      SELECT DISTINCT ${userId}, b.day, v.visitor_hash
      FROM (${bounds}) b JOIN page_views v ON v.user_id = ${userId}
        AND v.created_at >= b.starts_at AND v.created_at < b.ends_at
      WHERE v.visitor_hash IS NOT NULL`.execute(trx);
  }
}

/** Adds the breakdowns of the raw rows within `spans` (day, starts_at, ends_at) to the day's. */
async function addCounts(trx: Kysely<DB>, userId: string, spans: ReturnType<typeof sql>) {
  const views = sql`FROM (${spans}) b JOIN page_views v ON v.user_id = ${userId}
    AND v.created_at >= b.starts_at AND v.created_at < b.ends_at`;
  await sql`
    INSERT INTO analytics_day_counts AS t (user_id, day, kind, key, count)
    SELECT ${userId}, b.day, 'referrer', analytics_referrer_host(v.referrer), sum(v.views) ${views} GROUP BY 2, 4
    UNION ALL
    SELECT ${userId}, b.day, 'device', v.device, sum(v.views) ${views} GROUP BY 2, 4
    UNION ALL
    SELECT ${userId}, b.day, 'browser', v.browser, sum(v.views) ${views} GROUP BY 2, 4
    UNION ALL
    SELECT ${userId}, b.day, 'link', c.link_id::text, count(*)
    FROM (${spans}) b JOIN link_clicks c ON c.user_id = ${userId}
      AND c.created_at >= b.starts_at AND c.created_at < b.ends_at
    GROUP BY 2, 4
    ON CONFLICT (user_id, day, kind, key) DO UPDATE SET count = t.count + excluded.count`.execute(
    trx,
  );
}

/** Today's row, from its end up to `until`: the new rows' sums and their new visitors. */
async function extendDay(trx: Kysely<DB>, userId: string, day: string, until: Date) {
  const span = sql`
    SELECT a.day, a.ends_at AS starts_at, ${until}::timestamptz AS ends_at
    FROM analytics_days a WHERE a.user_id = ${userId} AND a.day = ${day}::date`;
  await addCounts(trx, userId, span);
  await sql`
    WITH span AS (${span}),
    seen AS (
      INSERT INTO analytics_day_visitors (user_id, day, visitor_hash)
      SELECT DISTINCT ${userId}, span.day, v.visitor_hash
      FROM span JOIN page_views v ON v.user_id = ${userId}
        AND v.created_at >= span.starts_at AND v.created_at < span.ends_at
      WHERE v.visitor_hash IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    UPDATE analytics_days a SET
      views = a.views + coalesce((SELECT sum(v.views) FROM span JOIN page_views v ON v.user_id = ${userId}
        AND v.created_at >= span.starts_at AND v.created_at < span.ends_at), 0),
      clicks = a.clicks + (SELECT count(*) FROM span JOIN link_clicks c ON c.user_id = ${userId}
        AND c.created_at >= span.starts_at AND c.created_at < span.ends_at),
      unique_visitors = a.unique_visitors + (SELECT count(*) FROM seen),
      ends_at = ${until}
    WHERE a.user_id = ${userId} AND a.day = ${day}::date`.execute(trx);
}

/**
 * Builds every local day that has ended since its events arrived (or since a late event
 * reopened it), and brings today's rows up to date; answers how many ended days were
 * built. `isStopping` ends a long pass early.
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
      built += await rollUpUser(db, userId, now, isStopping);
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
