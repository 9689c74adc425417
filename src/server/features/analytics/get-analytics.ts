// The analytics tab's data for one user over the last 7, 30 or 90 days, by day in
// the profile's time zone: views, unique visitors and clicks (zero-filled), clicks per
// link, and where visitors came from and on what. Every number is computed in SQL.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import {
  ANALYTICS_RANGES,
  type Analytics,
  type AnalyticsRange,
} from '../../../core/analytics-schemas';
import { DEFAULT_TIME_ZONE } from '../../../core/time-zone';
import type { DB } from '../../db/types';
import { linksInOrder } from '../links/public';

export type { Analytics, AnalyticsRange };
export { ANALYTICS_RANGES };

export type DayStats = Analytics['series'][number];
export type Count<K extends string> = { [key in K]: string } & { count: number };

const TOP = 10;

export async function getAnalytics(
  db: Kysely<DB>,
  userId: string,
  range: AnalyticsRange,
  now = new Date(),
): Promise<Analytics> {
  const profile = await db
    .selectFrom('profiles')
    .select('timezone')
    .where('userId', '=', userId)
    .executeTakeFirst();
  const timeZone = profile?.timezone || DEFAULT_TIME_ZONE;
  try {
    return await queryAnalytics(db, userId, range, timeZone, now);
  } catch (error) {
    // A zone the browser knew but this PostgreSQL does not: show UTC days rather than nothing.
    if (timeZone === DEFAULT_TIME_ZONE || !isUnknownTimeZone(error)) throw error;
    return queryAnalytics(db, userId, range, DEFAULT_TIME_ZONE, now);
  }
}

function isUnknownTimeZone(error: unknown): boolean {
  return error instanceof Error && /time zone/i.test(error.message);
}

async function queryAnalytics(
  db: Kysely<DB>,
  userId: string,
  range: AnalyticsRange,
  timeZone: string,
  now: Date,
): Promise<Analytics> {
  // The range is whole local days: today and the range - 1 days before it.
  const bounds = await sql<{ firstDay: string; since: Date }>`
    SELECT to_char(d, 'YYYY-MM-DD') AS first_day, (d::timestamp AT TIME ZONE ${timeZone}) AS since
    FROM (SELECT (${now}::timestamptz AT TIME ZONE ${timeZone})::date - ${range - 1}::int AS d) b
  `.execute(db);
  const { firstDay, since } = bounds.rows[0]!;
  const rolled = await rolledUpDays(db, userId, timeZone, firstDay);
  // The raw rows no rollup row covers (decision 091): today's last minute, and a day a
  // late event reopened; everything else is read from the rollup rows.
  const raw = rawFilter(rawIntervals(since, rolled));
  // The rows of those days, as rolledUpDays found them (in the profile's zone).
  const rollup = sql`user_id = ${userId} AND day = ANY(${rolled.map((span) => span.day)}::date[])`;

  const localDay = sql`(created_at AT TIME ZONE ${timeZone})::date`;
  const breakdown = <K extends string>(kind: string, key: K, rawKey: RawBuilder<unknown>) =>
    sql<Count<K>>`
      SELECT key AS ${sql.ref(key)}, sum(count)::int AS count FROM (
        SELECT key, count FROM analytics_day_counts WHERE ${rollup} AND kind = ${kind}
        UNION ALL
        SELECT ${rawKey}, views FROM page_views WHERE user_id = ${userId} AND ${raw}
      ) t
      GROUP BY 1 ORDER BY count DESC, 1`;

  const [series, links, referrers, devices, browsers] = await Promise.all([
    sql<DayStats>`
      WITH days AS (
        SELECT d::date AS day
        FROM generate_series(${firstDay}::date, ${firstDay}::date + ${range - 1}::int, interval '1 day') d
      ),
      r AS (
        SELECT day, views, unique_visitors, clicks FROM analytics_days WHERE ${rollup}
      ),
      v AS (
        -- Today's row counted the visitors it saw: the rows after it add the others.
        SELECT ${localDay} AS day, sum(views)::int AS views,
          count(DISTINCT visitor_hash) FILTER (WHERE NOT EXISTS (
            SELECT 1 FROM analytics_day_visitors s
            WHERE s.user_id = ${userId} AND s.day = ${localDay} AND s.visitor_hash = page_views.visitor_hash
          ))::int AS unique_visitors
        FROM page_views WHERE user_id = ${userId} AND ${raw}
        GROUP BY 1
      ),
      c AS (
        SELECT ${localDay} AS day, count(*)::int AS clicks
        FROM link_clicks WHERE user_id = ${userId} AND ${raw}
        GROUP BY 1
      )
      SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
        coalesce(r.views, 0) + coalesce(v.views, 0) AS views,
        coalesce(r.unique_visitors, 0) + coalesce(v.unique_visitors, 0) AS unique_visitors,
        coalesce(r.clicks, 0) + coalesce(c.clicks, 0) AS clicks
      FROM days LEFT JOIN r ON r.day = days.day
        LEFT JOIN v ON v.day = days.day LEFT JOIN c ON c.day = days.day
      ORDER BY days.day
    `.execute(db),
    clicksPerLink(db, userId, rollup, raw),
    sql<
      Count<'referrer'>
    >`${breakdown('referrer', 'referrer', sql`analytics_referrer_host(referrer)`)} LIMIT ${TOP}`.execute(
      db,
    ),
    breakdown('device', 'device', sql`device`).execute(db),
    sql<Count<'browser'>>`${breakdown('browser', 'browser', sql`browser`)} LIMIT ${TOP}`.execute(
      db,
    ),
  ]);

  // A visitor is known within one day only (the hash changes daily): the range's unique
  // visitors are the days' added up, as the chart shows them.
  const total = series.rows.reduce(
    (sum, day) => ({
      views: sum.views + day.views,
      uniqueVisitors: sum.uniqueVisitors + day.uniqueVisitors,
      clicks: sum.clicks + day.clicks,
    }),
    { views: 0, uniqueVisitors: 0, clicks: 0 },
  );
  return {
    range,
    timeZone,
    totals: { ...total, ctr: clickThroughRate(total.clicks, total.views) },
    series: series.rows,
    links,
    referrers: referrers.rows,
    devices: devices.rows,
    browsers: browsers.rows,
  };
}

type Span = { day: string; startsAt: Date; endsAt: Date };

/** The range's days rolled up in `timeZone`, in order. */
async function rolledUpDays(
  db: Kysely<DB>,
  userId: string,
  timeZone: string,
  firstDay: string,
): Promise<Span[]> {
  const rows = await sql<Span>`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, starts_at, ends_at FROM analytics_days
    WHERE user_id = ${userId} AND day >= ${firstDay}::date AND time_zone = ${timeZone}
    ORDER BY day`.execute(db);
  return rows.rows;
}

/** From `since` on, the stretches of time no rolled-up day covers (the last one open). */
function rawIntervals(since: Date, rolled: readonly Span[]): { from: Date; to: Date | null }[] {
  const intervals: { from: Date; to: Date | null }[] = [];
  let cursor = since;
  for (const day of rolled) {
    if (day.startsAt > cursor) intervals.push({ from: cursor, to: day.startsAt });
    if (day.endsAt > cursor) cursor = day.endsAt;
  }
  intervals.push({ from: cursor, to: null });
  return intervals;
}

/** `created_at` within one of the intervals (each an index range). */
function rawFilter(intervals: { from: Date; to: Date | null }[]): RawBuilder<unknown> {
  const each = intervals.map(({ from, to }) =>
    to ? sql`(created_at >= ${from} AND created_at < ${to})` : sql`created_at >= ${from}`,
  );
  return sql`(${sql.join(each, sql` OR `)})`;
}

/** Clicks per view in percent, one decimal; clicks can outnumber views (a page kept open). */
export function clickThroughRate(clicks: number, views: number): number {
  if (views === 0) return 0;
  return Math.round((clicks / views) * 1000) / 10;
}

/**
 * Every link of the user with its clicks in the range, most clicked first (ties in page
 * order). The links feature lists the links; the clicks are counted here (decision 036).
 */
async function clicksPerLink(
  db: Kysely<DB>,
  userId: string,
  rollup: RawBuilder<unknown>,
  raw: RawBuilder<unknown>,
) {
  const [links, counts] = await Promise.all([
    linksInOrder(db, userId),
    sql<{ linkId: string; clicks: number }>`
      SELECT link_id, sum(clicks)::int AS clicks FROM (
        SELECT key AS link_id, count AS clicks FROM analytics_day_counts
        WHERE ${rollup} AND kind = 'link'
        UNION ALL
        SELECT link_id::text, 1 FROM link_clicks WHERE user_id = ${userId} AND ${raw}
      ) t
      GROUP BY link_id
    `.execute(db),
  ]);
  const clicksOf = new Map(counts.rows.map((row) => [row.linkId, row.clicks]));
  return links
    .map((link) => ({ id: link.id, title: link.title, clicks: clicksOf.get(link.id) ?? 0 }))
    .sort((a, b) => b.clicks - a.clicks); // stable: equal counts keep page order
}
