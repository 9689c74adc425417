// The analytics tab's data for one user over the last 7, 30 or 90 days, by day in
// the profile's time zone: views, unique visitors and clicks (zero-filled), clicks per
// link, and where visitors came from and on what. Every number is computed in SQL.
import { type Kysely, sql } from 'kysely';
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
): Promise<Analytics> {
  const profile = await db
    .selectFrom('profiles')
    .select('timezone')
    .where('userId', '=', userId)
    .executeTakeFirst();
  const timeZone = profile?.timezone || DEFAULT_TIME_ZONE;
  try {
    return await queryAnalytics(db, userId, range, timeZone);
  } catch (error) {
    // A zone the browser knew but this PostgreSQL does not: show UTC days rather than nothing.
    if (timeZone === DEFAULT_TIME_ZONE || !isUnknownTimeZone(error)) throw error;
    return queryAnalytics(db, userId, range, DEFAULT_TIME_ZONE);
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
): Promise<Analytics> {
  // The range is whole local days: today and the range - 1 days before it.
  const bounds = await sql<{ firstDay: string; since: Date }>`
    SELECT to_char(d, 'YYYY-MM-DD') AS first_day, (d::timestamp AT TIME ZONE ${timeZone}) AS since
    FROM (SELECT (now() AT TIME ZONE ${timeZone})::date - ${range - 1}::int AS d) b
  `.execute(db);
  const { firstDay, since } = bounds.rows[0]!;

  const localDay = (column: string) => sql`(${sql.ref(column)} AT TIME ZONE ${timeZone})::date`;

  const [series, totals, links, referrers, devices, browsers] = await Promise.all([
    sql<DayStats>`
      WITH days AS (
        SELECT d::date AS day
        FROM generate_series(${firstDay}::date, ${firstDay}::date + ${range - 1}::int, interval '1 day') d
      ),
      v AS (
        SELECT ${localDay('created_at')} AS day, sum(views)::int AS views,
          count(DISTINCT visitor_hash)::int AS unique_visitors
        FROM page_views WHERE user_id = ${userId} AND created_at >= ${since}
        GROUP BY 1
      ),
      c AS (
        SELECT ${localDay('created_at')} AS day, count(*)::int AS clicks
        FROM link_clicks WHERE user_id = ${userId} AND created_at >= ${since}
        GROUP BY 1
      )
      SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
        coalesce(v.views, 0) AS views,
        coalesce(v.unique_visitors, 0) AS unique_visitors,
        coalesce(c.clicks, 0) AS clicks
      FROM days LEFT JOIN v ON v.day = days.day LEFT JOIN c ON c.day = days.day
      ORDER BY days.day
    `.execute(db),
    sql<{ views: number; uniqueVisitors: number; clicks: number }>`
      SELECT
        (SELECT coalesce(sum(views), 0)::int FROM page_views
          WHERE user_id = ${userId} AND created_at >= ${since}) AS views,
        (SELECT count(DISTINCT visitor_hash)::int FROM page_views
          WHERE user_id = ${userId} AND created_at >= ${since}) AS unique_visitors,
        (SELECT count(*)::int FROM link_clicks
          WHERE user_id = ${userId} AND created_at >= ${since}) AS clicks
    `.execute(db),
    clicksPerLink(db, userId, since),
    // The referrer's host ("instagram.com"); no referrer at all is a direct visit.
    sql<Count<'referrer'>>`
      SELECT coalesce(
          nullif(regexp_replace(lower(substring(referrer FROM '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^:/?#]+)')), '^www\\.', ''), ''),
          'Direct'
        ) AS referrer,
        sum(views)::int AS count
      FROM page_views WHERE user_id = ${userId} AND created_at >= ${since}
      GROUP BY 1 ORDER BY count DESC, referrer LIMIT ${TOP}
    `.execute(db),
    sql<Count<'device'>>`
      SELECT device, sum(views)::int AS count
      FROM page_views WHERE user_id = ${userId} AND created_at >= ${since}
      GROUP BY 1 ORDER BY count DESC, device
    `.execute(db),
    sql<Count<'browser'>>`
      SELECT browser, sum(views)::int AS count
      FROM page_views WHERE user_id = ${userId} AND created_at >= ${since}
      GROUP BY 1 ORDER BY count DESC, browser LIMIT ${TOP}
    `.execute(db),
  ]);

  const total = totals.rows[0] ?? { views: 0, uniqueVisitors: 0, clicks: 0 };
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

/** Clicks per view in percent, one decimal; clicks can outnumber views (a page kept open). */
export function clickThroughRate(clicks: number, views: number): number {
  if (views === 0) return 0;
  return Math.round((clicks / views) * 1000) / 10;
}

/**
 * Every link of the user with its clicks since `since`, most clicked first (ties in page
 * order). The links feature lists the links; the clicks are counted here (decision 036).
 */
async function clicksPerLink(db: Kysely<DB>, userId: string, since: Date) {
  const [links, counts] = await Promise.all([
    linksInOrder(db, userId),
    sql<{ linkId: string; clicks: number }>`
      SELECT link_id::text AS link_id, count(*)::int AS clicks FROM link_clicks
      WHERE user_id = ${userId} AND created_at >= ${since}
      GROUP BY link_id
    `.execute(db),
  ]);
  const clicksOf = new Map(counts.rows.map((row) => [row.linkId, row.clicks]));
  return links
    .map((link) => ({ id: link.id, title: link.title, clicks: clicksOf.get(link.id) ?? 0 }))
    .sort((a, b) => b.clicks - a.clicks); // stable: equal counts keep page order
}
