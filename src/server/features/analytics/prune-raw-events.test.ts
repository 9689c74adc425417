// Issue 25, decision 092: raw views and clicks are kept ANALYTICS_KEEP_DAYS, then deleted in
// batches by the prune job; their daily rollups are kept, so the analytics tab says the same
// after the raw rows went. Real database: PGlite, or PostgreSQL with TEST_DATABASE_URL.
import { type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPageOwner } from '../../../../tests/support/page-owner-rows';
import {
  createTestDatabase,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../../../../tests/support/test-database';
import { getAnalytics } from './get-analytics';
import { PRUNE_BATCH, pruneRawEvents } from './prune-raw-events';
import { rollUpAnalytics } from './roll-up-analytics';

let database: TestDatabase;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const DAY = 86_400_000;
const KEEP_DAYS = 400;
/** Every test runs at this moment; rows older than CUTOFF are past the kept days. */
const NOW = new Date('2026-11-20T12:00:00Z');
const CUTOFF = new Date(NOW.getTime() - KEEP_DAYS * DAY);
const at = (time: Date, ms: number) => new Date(time.getTime() + ms);

let owners = 0;
const owner = (timeZone = 'UTC') =>
  insertPageOwner(db(), `prune-${owners++}`, timeZone, ['One', 'Two']);

const REFERRERS = [null, 'https://www.instagram.com/x', 'https://news.example.org/a'];
const DEVICES = ['desktop', 'mobile', 'tablet'];

async function addViews(userId: string, times: Date[]) {
  await db()
    .insertInto('pageViews')
    .values(
      times.map((time, i) => ({
        userId,
        createdAt: time.toISOString() as never,
        visitorHash: `${time.toISOString().slice(0, 10)}-${i % 4}`,
        views: 1 + (i % 3),
        referrer: REFERRERS[i % REFERRERS.length] ?? null,
        device: DEVICES[i % DEVICES.length],
        browser: i % 2 ? 'Chrome' : 'Safari',
      })),
    )
    .execute();
}

async function addClicks(userId: string, links: string[], times: Date[]) {
  await db()
    .insertInto('linkClicks')
    .values(
      times.map((time, i) => ({
        userId,
        linkId: links[i % links.length] ?? '',
        createdAt: time.toISOString() as never,
      })),
    )
    .execute();
}

/** `views` views and `clicks` clicks, a second apart from `from` on, one statement each. */
async function addManyOld(userId: string, link: string, views: number, clicks: number, from: Date) {
  await sql`
    INSERT INTO page_views (user_id, created_at, visitor_hash)
    SELECT ${userId}, ${from}::timestamptz + i * interval '1 second', 'v' || (i % 50)
    FROM generate_series(1, ${views}::int) i`.execute(db());
  await sql`
    INSERT INTO link_clicks (user_id, link_id, created_at)
    SELECT ${userId}, ${link}::uuid, ${from}::timestamptz + i * interval '1 second'
    FROM generate_series(1, ${clicks}::int) i`.execute(db());
}

const rawTimes = async (table: 'page_views' | 'link_clicks', userId: string) =>
  (
    await sql<{ createdAt: Date }>`
      SELECT created_at FROM ${sql.table(table)} WHERE user_id = ${userId} ORDER BY created_at`.execute(
      db(),
    )
  ).rows.map((row) => row.createdAt.toISOString());

const oldRows = async (table: 'page_views' | 'link_clicks', before = CUTOFF) =>
  (
    await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE created_at < ${before}`.execute(
      db(),
    )
  ).rows[0]?.n;

/** The user's rollup rows, whole, and what waits for the rollup job. */
async function rollups(userId: string) {
  const days = await sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, time_zone, starts_at, ends_at, views,
      unique_visitors, clicks
    FROM analytics_days WHERE user_id = ${userId} ORDER BY day`.execute(db());
  const counts = await sql`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, key, count
    FROM analytics_day_counts WHERE user_id = ${userId} ORDER BY day, kind, key`.execute(db());
  const pending = await sql`
    SELECT to_char(utc_day, 'YYYY-MM-DD') AS day FROM analytics_pending WHERE user_id = ${userId}
    UNION ALL
    SELECT to_char(day, 'YYYY-MM-DD') FROM analytics_stale_days WHERE user_id = ${userId}
    ORDER BY 1`.execute(db());
  return { days: days.rows, counts: counts.rows, waiting: pending.rows };
}

describe('pruning raw analytics events', () => {
  it('deletes the rows older than the kept days, to the millisecond, and keeps the rest', async () => {
    const { userId, links } = await owner();
    await addViews(userId, [
      at(CUTOFF, -10 * DAY),
      at(CUTOFF, -1),
      CUTOFF,
      at(CUTOFF, 1),
      at(NOW, -DAY),
    ]);
    await addClicks(userId, links, [at(CUTOFF, -1), CUTOFF, at(NOW, -3_600_000)]);
    await rollUpAnalytics(db(), NOW);
    const rolled = await rollups(userId);
    expect(rolled.days.length).toBeGreaterThanOrEqual(3);

    expect(await pruneRawEvents(db(), KEEP_DAYS, NOW)).toEqual({ pageViews: 2, linkClicks: 1 });
    expect(await rawTimes('page_views', userId)).toEqual([
      CUTOFF.toISOString(),
      at(CUTOFF, 1).toISOString(),
      at(NOW, -DAY).toISOString(),
    ]);
    expect(await rawTimes('link_clicks', userId)).toEqual([
      CUTOFF.toISOString(),
      at(NOW, -3_600_000).toISOString(),
    ]);
    // The rollups of those days stay as they were, and no day was marked for the job again
    // (the rollup triggers fire on INSERT only).
    expect(await rollups(userId)).toEqual(rolled);
    // Nothing more to do.
    expect(await pruneRawEvents(db(), KEEP_DAYS, NOW)).toEqual({ pageViews: 0, linkClicks: 0 });
  });

  it('leaves the analytics tab’s answer for rolled-up days as it was', async () => {
    // A zone with a DST change (2026-11-01) inside the 90 days, events every 7 h 13 min.
    const zone = 'America/New_York';
    const { userId, links } = await owner(zone);
    const times = Array.from({ length: 320 }, (_, k) => at(NOW, -k * 25_980_000 - 60_000));
    await addViews(userId, times);
    await addClicks(
      userId,
      links,
      times.filter((_, k) => k % 3 === 0),
    );
    await rollUpAnalytics(db(), NOW);
    const before = await getAnalytics(db(), userId, 90, NOW);
    const rolled = await rollups(userId);

    // Kept 30 days: the tab's other 60 are read from their rollups alone.
    const keep = 30;
    const cutoff = at(NOW, -keep * DAY);
    const kept = times.filter((time) => time >= cutoff);
    // (The first test's rows, 400 days old, go too.)
    const old = {
      pageViews: await oldRows('page_views', cutoff),
      linkClicks: await oldRows('link_clicks', cutoff),
    };
    expect(old.pageViews).toBeGreaterThan(200);
    expect(await pruneRawEvents(db(), keep, NOW)).toEqual(old);
    expect(await rawTimes('page_views', userId)).toEqual(
      kept.map((time) => time.toISOString()).sort(),
    );
    expect(before.series.slice(0, 59).filter((day) => day.views > 0).length).toBeGreaterThan(50);

    expect(await getAnalytics(db(), userId, 90, NOW)).toEqual(before);
    expect(await rollups(userId)).toEqual(rolled);
  });

  it('keeps the rows of a day the rollup job has not built yet, then deletes them', async () => {
    const { userId, links } = await owner('Asia/Tokyo');
    // Old events that have not been rolled up (the job is behind, or a seed just arrived).
    const day = at(CUTOFF, -3 * DAY);
    await addViews(userId, [day, at(day, 60_000), at(day, 120_000)]);
    await addClicks(userId, links, [at(day, 90_000)]);
    expect(await pruneRawEvents(db(), KEEP_DAYS, NOW)).toEqual({ pageViews: 0, linkClicks: 0 });
    expect(await rawTimes('page_views', userId)).toHaveLength(3);

    await rollUpAnalytics(db(), NOW);
    const rolled = await rollups(userId);
    expect(rolled.waiting).toEqual([]);
    // The day in Tokyo, and the next one (the UTC day overlaps it), empty.
    expect(rolled.days).toEqual([
      expect.objectContaining({ day: '2025-10-13', views: 6, clicks: 1 }),
      expect.objectContaining({ day: '2025-10-14', views: 0, clicks: 0 }),
    ]);
    expect(await pruneRawEvents(db(), KEEP_DAYS, NOW)).toEqual({ pageViews: 3, linkClicks: 1 });
    expect(await rollups(userId)).toEqual(rolled);
  });

  it('deletes more rows than one batch, a batch per statement', async () => {
    const { userId, links } = await owner();
    const views = 2 * PRUNE_BATCH + 500;
    const clicks = PRUNE_BATCH + 1;
    await addManyOld(userId, links[0] ?? '', views, clicks, at(CUTOFF, -DAY));
    await rollUpAnalytics(db(), NOW);

    // Stopping (the server is closing) ends the pass after the batch in progress.
    let checks = 0;
    expect(await pruneRawEvents(db(), KEEP_DAYS, NOW, () => checks++ >= 1)).toEqual({
      pageViews: PRUNE_BATCH,
      linkClicks: 0,
    });
    expect(await pruneRawEvents(db(), KEEP_DAYS, NOW)).toEqual({
      pageViews: views - PRUNE_BATCH,
      linkClicks: clicks,
    });
    expect(await oldRows('page_views')).toBe(0);
    expect(await oldRows('link_clicks')).toBe(0);
  });

  it('never holds up a page view for 50 ms', async () => {
    const { userId, links } = await owner();
    const visitor = await owner();
    const old = 20_000;
    await addManyOld(userId, links[0] ?? '', old, 0, at(CUTOFF, -DAY));
    await rollUpAnalytics(db(), NOW);

    // Each prune statement's time, from the query's start to its result.
    const statementMs: number[] = [];
    const started = new WeakMap<object, number>();
    const timer: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        started.set(queryId, performance.now());
        return node;
      },
      transformResult: async ({ result, queryId }) => {
        statementMs.push(performance.now() - (started.get(queryId) ?? 0));
        return result;
      },
    };
    let pruning = true;
    const pass = pruneRawEvents(db().withPlugin(timer), KEEP_DAYS, NOW).finally(() => {
      pruning = false;
    });
    // Page views written one statement at a time while the prune runs (the recorder writes
    // its batches the same way, the rollup trigger included).
    const insertMs: number[] = [];
    let i = 0;
    while (pruning) {
      const start = performance.now();
      await db()
        .insertInto('pageViews')
        .values({
          userId: visitor.userId,
          createdAt: at(NOW, i++).toISOString() as never,
          visitorHash: 'now',
        })
        .execute();
      insertMs.push(performance.now() - start);
    }
    expect(await pass).toEqual({ pageViews: old, linkClicks: 0 });
    // The cutoff's read, four full batches and the one that finds the rest empty; then the clicks'.
    expect(statementMs.length).toBeGreaterThanOrEqual(6);
    expect(insertMs.length).toBeGreaterThanOrEqual(3);
    const slowest = (ms: number[]) => Math.round(Math.max(...ms));
    const seen = `${database.kind}: ${statementMs.length} prune statements, slowest ${slowest(statementMs)} ms; ${insertMs.length} inserts meanwhile, slowest ${slowest(insertMs)} ms`;
    if (TEST_DATABASE_URL) {
      // PostgreSQL: the inserts run beside the batches on their own connections and need
      // no lock a batch holds, so none waits for one.
      expect(slowest(insertMs), seen).toBeLessThan(50);
    } else {
      // PGlite: one connection, so an insert waits for the statement in progress; every
      // statement of the prune is short enough that the wait stays under 50 ms.
      expect(slowest(statementMs), seen).toBeLessThan(50);
    }
    expect(await oldRows('page_views')).toBe(0);
  });
});
