// Issue 25: the analytics tab reads daily rollups for whole days and raw rows for the
// rest (decision 091). Its numbers must be the raw rows' own: here random views and clicks
// over 95 days, in zones with DST changes and half- and quarter-hour offsets, are added up
// independently in JS (local days by Intl) and compared with the tab before any rollup,
// after the job built them, after late events reopened a closed day, and after the owner
// moved to another zone.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPageOwner } from '../../../../tests/support/page-owner-rows';
import { seededRandom } from '../../../../tests/support/seeded-random';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import { formatDate, localDayOf } from '../../../core/scheduling/zoned-time';
import { type Analytics, getAnalytics } from './get-analytics';
import { rollUpAnalytics } from './roll-up-analytics';

let database: TestDatabase;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const REFERRERS: [string | null, string][] = [
  [null, 'Direct'],
  ['https://www.Instagram.com/someone?x=1', 'instagram.com'],
  ['https://l.facebook.com/l.php', 'l.facebook.com'],
  ['http://user@news.example.org:8080/a', 'news.example.org'],
  ['not a url', 'Direct'],
];
const DEVICES = ['desktop', 'mobile', 'tablet'];
const BROWSERS = ['Chrome', 'Safari', 'Firefox', 'Other'];

type View = {
  at: Date;
  hash: string | null;
  views: number;
  referrer: string | null;
  device: string;
  browser: string;
};
type Click = { at: Date; linkId: string };
type Owner = { userId: string; links: string[]; views: View[]; clicks: Click[] };

let nextOwner = 0;

async function owner(timeZone: string): Promise<Owner> {
  const page = await insertPageOwner(db(), `rollup-${nextOwner++}`, timeZone, [
    'One',
    'Two',
    'Three',
  ]);
  return { ...page, views: [], clicks: [] };
}

/** Random events between `from` and `to`, and some on the minutes around local midnights. */
async function addEvents(who: Owner, from: Date, to: Date, count: number, seed: number) {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const span = to.getTime() - from.getTime();
  const views: View[] = [];
  const clicks: Click[] = [];
  for (let i = 0; i < count; i++) {
    // Whole milliseconds, some exactly on an hour (a day's bound in most zones).
    let at = new Date(from.getTime() + Math.floor(next() * span));
    if (i % 7 === 0) at = new Date(Math.floor(at.getTime() / 900_000) * 900_000);
    // A visitor is a hash of its UTC day (visitor-hash.ts): eight visitors a day.
    const hash =
      next() < 0.05 ? null : `${at.toISOString().slice(0, 10)}-${Math.floor(next() * 8)}`;
    const [referrer] = pick(REFERRERS);
    views.push({
      at,
      hash,
      views: 1 + Math.floor(next() * 3),
      referrer,
      device: pick(DEVICES),
      browser: pick(BROWSERS),
    });
    // A click a second after its view (never after `to`: nothing is recorded ahead of now).
    const clickAt = new Date(Math.min(at.getTime() + 1000, to.getTime()));
    if (next() < 0.6) clicks.push({ at: clickAt, linkId: pick(who.links.slice(0, 2)) });
  }
  await db()
    .insertInto('pageViews')
    .values(
      views.map((v) => ({
        userId: who.userId,
        createdAt: v.at.toISOString() as never,
        visitorHash: v.hash,
        views: v.views,
        referrer: v.referrer,
        device: v.device,
        browser: v.browser,
      })),
    )
    .execute();
  if (clicks.length > 0) {
    await db()
      .insertInto('linkClicks')
      .values(
        clicks.map((c) => ({
          userId: who.userId,
          linkId: c.linkId,
          createdAt: c.at.toISOString() as never,
        })),
      )
      .execute();
  }
  who.views.push(...views);
  who.clicks.push(...clicks);
}

/** The date (YYYY-MM-DD) of `at` in `timeZone`, by the platform's own zone data (Intl). */
const localDay = (at: Date, timeZone: string) => formatDate(localDayOf(timeZone, at.getTime()));

/** What the tab must say, added up here from the events themselves. */
function expected(who: Owner, timeZone: string, range: number, now: Date) {
  const today = localDay(now, timeZone);
  const days: string[] = [];
  for (let i = range - 1; i >= 0; i--) {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() - i);
    days.push(date.toISOString().slice(0, 10));
  }
  const shownDays = new Set(days);
  const inRange = (at: Date) => at <= now && shownDays.has(localDay(at, timeZone));
  const series = days.map((date) => {
    const views = who.views.filter((v) => v.at <= now && localDay(v.at, timeZone) === date);
    return {
      date,
      views: views.reduce((sum, v) => sum + v.views, 0),
      uniqueVisitors: new Set(views.flatMap((v) => (v.hash ? [v.hash] : []))).size,
      clicks: who.clicks.filter((c) => c.at <= now && localDay(c.at, timeZone) === date).length,
    };
  });
  const count = (keys: string[], weights: number[]) => {
    const totals = new Map<string, number>();
    keys.forEach((key, i) => {
      totals.set(key, (totals.get(key) ?? 0) + (weights[i] ?? 0));
    });
    return [...totals]
      .map(([key, n]) => ({ key, count: n }))
      .sort((a, b) => a.key.localeCompare(b.key));
  };
  const views = who.views.filter((v) => inRange(v.at));
  const host = new Map(REFERRERS.map(([url, name]) => [url, name]));
  const clicks = who.clicks.filter((c) => inRange(c.at));
  return {
    series,
    referrers: count(
      views.map((v) => host.get(v.referrer) as string),
      views.map((v) => v.views),
    ),
    devices: count(
      views.map((v) => v.device),
      views.map((v) => v.views),
    ),
    browsers: count(
      views.map((v) => v.browser),
      views.map((v) => v.views),
    ),
    links: who.links
      .map((id) => ({ id, clicks: clicks.filter((c) => c.linkId === id).length }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  };
}

/** The tab's answer in the same shape (breakdowns by key: ties may come in any order). */
function shown(analytics: Analytics) {
  const byKey = <T extends { count: number }>(rows: T[], key: keyof T) =>
    rows
      .map((row) => ({ key: String(row[key]), count: row.count }))
      .sort((a, b) => a.key.localeCompare(b.key));
  return {
    series: analytics.series,
    referrers: byKey(analytics.referrers, 'referrer'),
    devices: byKey(analytics.devices, 'device'),
    browsers: byKey(analytics.browsers, 'browser'),
    links: analytics.links
      .map(({ id, clicks }) => ({ id, clicks }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  };
}

async function expectRawAnswer(who: Owner, timeZone: string, now: Date) {
  for (const range of [7, 30, 90] as const) {
    const answer = await getAnalytics(db(), who.userId, range, now);
    expect(answer.timeZone).toBe(timeZone);
    const want = expected(who, timeZone, range, now);
    expect(shown(answer), `${timeZone}, ${range} days`).toEqual(want);
    const sum = (key: 'views' | 'uniqueVisitors' | 'clicks') =>
      want.series.reduce((total, day) => total + day[key], 0);
    expect(answer.totals).toMatchObject({
      views: sum('views'),
      uniqueVisitors: sum('uniqueVisitors'),
      clicks: sum('clicks'),
    });
  }
}

const rolledDays = async (userId: string) =>
  (
    await sql<{ day: string; timeZone: string; endsAt: Date }>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, time_zone, ends_at FROM analytics_days WHERE user_id = ${userId} ORDER BY day`.execute(
      db(),
    )
  ).rows;

// Each moment has a DST change within the 90 days before it in the zones named.
const CASES = [
  { now: '2026-11-10T15:30:00Z', zone: 'America/New_York' }, // ends 2026-11-01
  { now: '2026-04-20T03:10:00Z', zone: 'Europe/Berlin' }, // starts 2026-03-29
  { now: '2026-10-20T22:50:00Z', zone: 'Australia/Lord_Howe' }, // half an hour, 2026-10-04
  { now: '2026-10-01T11:00:00Z', zone: 'Pacific/Chatham' }, // +12:45 → +13:45, 2026-09-27
  { now: '2026-06-15T18:20:00Z', zone: 'Asia/Kathmandu' }, // +05:45, no DST
  { now: '2026-03-15T00:00:00Z', zone: 'UTC' },
];

describe('analytics from daily rollups', () => {
  it.each(CASES)(
    'equals the raw rows in $zone, before and after the rollup ($now)',
    async ({ now, zone }) => {
      const at = new Date(now);
      const who = await owner(zone);
      await addEvents(who, new Date(at.getTime() - 95 * 86_400_000), at, 1500, nextOwner);
      await expectRawAnswer(who, zone, at);
      expect(await rolledDays(who.userId)).toEqual([]);

      await rollUpAnalytics(db(), at);
      const days = await rolledDays(who.userId);
      // Every local day with events is a rollup row now, in the owner's zone; today's
      // covers the day up to ten seconds before the pass.
      expect(days.length).toBeGreaterThanOrEqual(95);
      expect(days.every((day) => day.timeZone === zone)).toBe(true);
      // (none yet when the day began less than ten seconds before).
      const todayBegan = days.at(-1)?.day === localDay(at, zone);
      expect(
        todayBegan || localDay(new Date(at.getTime() - 10_000), zone) !== localDay(at, zone),
      ).toBe(true);
      if (todayBegan) expect(days.at(-1)?.endsAt).toEqual(new Date(at.getTime() - 10_000));
      await expectRawAnswer(who, zone, at);
      // Nothing left to do: a second pass builds nothing (the earlier cases' owners have
      // nothing left but their own today, which ends later or was built by the first pass).
      expect(await rollUpAnalytics(db(), at)).toBe(0);

      // Five minutes later, with more views today (visitors seen earlier today and new
      // ones, a few stamped inside what today's row covers: a stalled batch): the raw rows
      // add up with the rows that still stand, then the next pass adds them.
      const later = new Date(at.getTime() + 5 * 60_000);
      await addEvents(who, new Date(at.getTime() - 30_000), later, 200, nextOwner + 1000);
      await expectRawAnswer(who, zone, later);
      await rollUpAnalytics(db(), later);
      expect((await rolledDays(who.userId)).at(-1)?.endsAt).toEqual(
        new Date(later.getTime() - 10_000),
      );
      await expectRawAnswer(who, zone, later);
    },
  );

  it('reads a day a late event reopened from the raw rows until the job rebuilds it', async () => {
    const zone = 'America/Los_Angeles';
    const at = new Date('2026-11-20T20:00:00Z');
    const who = await owner(zone);
    await addEvents(who, new Date(at.getTime() - 20 * 86_400_000), at, 400, 99);
    await rollUpAnalytics(db(), at);
    const threeDaysAgo = new Date(at.getTime() - 3 * 86_400_000);
    const reopened = localDay(threeDaysAgo, zone);
    expect((await rolledDays(who.userId)).map((d) => d.day)).toContain(reopened);

    // Events for a closed day arrive late (a stalled batch, an import of old views).
    await addEvents(who, threeDaysAgo, new Date(threeDaysAgo.getTime() + 60_000), 30, 100);
    expect((await rolledDays(who.userId)).map((d) => d.day)).not.toContain(reopened);
    await expectRawAnswer(who, zone, at);

    const before = (await rolledDays(who.userId)).length;
    await rollUpAnalytics(db(), at);
    expect((await rolledDays(who.userId)).map((d) => d.day)).toContain(reopened);
    expect((await rolledDays(who.userId)).length).toBe(before + 1);
    await expectRawAnswer(who, zone, at);
  });

  it('builds a day only once it has ended in the owner’s zone', async () => {
    const zone = 'Asia/Tokyo'; // UTC+9: a UTC day spans two local days
    const who = await owner(zone);
    const eventAt = new Date('2026-11-20T14:30:00Z'); // 23:30 on the 20th in Tokyo
    await addEvents(who, eventAt, new Date(eventAt.getTime() + 1000), 5, 7);
    // 20:00 on the 21st in Tokyo: the 20th has ended, the UTC day is still open.
    await rollUpAnalytics(db(), new Date('2026-11-21T11:00:00Z'));
    const whole = (day: string, endsAt: string) => ({ day, endsAt: new Date(endsAt) });
    const shape = async () =>
      (await rolledDays(who.userId)).map(({ day, endsAt }) => ({ day, endsAt }));
    // The 20th whole; the 21st (also overlapped by the UTC 20th, no events) so far.
    expect(await shape()).toEqual([
      whole('2026-11-20', '2026-11-20T15:00:00Z'),
      whole('2026-11-21', '2026-11-21T10:59:50Z'),
    ]);
    // The 21st whole once it has ended.
    await rollUpAnalytics(db(), new Date('2026-11-21T15:00:00Z'));
    expect(await shape()).toEqual([
      whole('2026-11-20', '2026-11-20T15:00:00Z'),
      whole('2026-11-21', '2026-11-21T15:00:00Z'),
    ]);
  });

  it('reads the old zone’s rows as missing when the owner moves, then rebuilds them', async () => {
    const at = new Date();
    const who = await owner('Europe/London');
    await addEvents(who, new Date(at.getTime() - 40 * 86_400_000), at, 600, 5);
    await rollUpAnalytics(db(), at);
    expect((await rolledDays(who.userId)).length).toBeGreaterThan(35);

    await db()
      .updateTable('profiles')
      .set({ timezone: 'America/Sao_Paulo' })
      .where('userId', '=', who.userId)
      .execute();
    await expectRawAnswer(who, 'America/Sao_Paulo', at);
    await rollUpAnalytics(db(), at);
    const days = await rolledDays(who.userId);
    expect(days.filter((day) => day.timeZone === 'America/Sao_Paulo').length).toBeGreaterThan(35);
    await expectRawAnswer(who, 'America/Sao_Paulo', at);
  });

  it('leaves nothing behind when the owner is deleted', async () => {
    const at = new Date('2026-11-20T20:00:00Z');
    const who = await owner('UTC');
    await addEvents(who, new Date(at.getTime() - 5 * 86_400_000), at, 50, 3);
    await rollUpAnalytics(db(), at);
    await db().deleteFrom('users').where('id', '=', who.userId).execute();
    const left = await sql<{ n: number }>`
      SELECT (SELECT count(*) FROM analytics_days WHERE user_id = ${who.userId})
        + (SELECT count(*) FROM analytics_day_counts WHERE user_id = ${who.userId})
        + (SELECT count(*) FROM analytics_pending WHERE user_id = ${who.userId})
        + (SELECT count(*) FROM analytics_stale_days WHERE user_id = ${who.userId}) AS n`.execute(
      db(),
    );
    expect(left.rows[0]?.n).toBe(0);
  });
});
