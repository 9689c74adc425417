// Buffers counted clicks and page views in memory and writes them in batches: one
// transaction per batch stores the rows and raises links.click_count (the spec's
// increment_click_count, done by the links feature), so a busy Scale Page costs the database a few statements a
// second instead of two per visit. Written on a timer, when a batch is full, and on
// shutdown (server.ts calls flushAnalytics before closing the database).
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/connection';
import type { DB } from '../../db/types';
import { publishChange } from '../../platform/events/publish';
import { activeLinkOwners, raiseClickCounts } from '../links/public';

/** What is known of a visit once the request is read (see describe-visit.ts). */
export type Visit = {
  userAgent: string | null;
  referrer: string | null;
  visitorHash: string | null;
  device: string;
  browser: string;
  createdAt: Date;
};

export type PendingClick = Visit & { linkId: string };
/**
 * A view of the Scale Page `username` (any case). Which user that is, and whether the
 * page is public, is read when the batch is written.
 */
export type PendingView = Visit & { username: string };
/** Identical views of one batch (same page, visitor, referrer, browser) share a row. */
type CountedView = PendingView & { views: number };

export type AnalyticsRecorder = {
  recordClick(click: PendingClick): void;
  recordView(view: PendingView): void;
  /** Writes everything buffered so far; resolves when it is stored (or dropped with a warning). */
  flush(): Promise<void>;
  /** Flushes and writes every later record at once (the server is closing). */
  stop(): Promise<void>;
};

export type RecorderOptions = {
  /** How long a record may wait for its batch. */
  flushIntervalMs?: number;
  /** A batch this large is written at once. */
  maxBatch?: number;
  /** Beyond this many unwritten rows (a stalled database) new ones are dropped. */
  maxPending?: number;
};

export function createAnalyticsRecorder(
  db: Kysely<DB>,
  { flushIntervalMs = 100, maxBatch = 500, maxPending = 50_000 }: RecorderOptions = {},
): AnalyticsRecorder {
  let clicks: PendingClick[] = [];
  let views = new Map<string, CountedView>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // One batch at a time, in order: a flush waits for the one before it.
  let writing: Promise<void> = Promise.resolve();
  let isStopped = false;
  let hasWarnedFull = false;

  const pendingCount = () => clicks.length + views.size;

  const schedule = () => {
    if (isStopped || pendingCount() >= maxBatch) {
      void flush();
      return;
    }
    timer ??= setTimeout(() => void flush(), flushIntervalMs);
    timer.unref?.();
  };

  const accept = () => {
    if (pendingCount() < maxPending) {
      hasWarnedFull = false;
      return true;
    }
    if (!hasWarnedFull) console.warn('Analytics buffer is full; visits are not being recorded');
    hasWarnedFull = true;
    return false;
  };

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const clickBatch = clicks;
    const viewBatch = [...views.values()];
    clicks = [];
    views = new Map();
    if (clickBatch.length === 0 && viewBatch.length === 0) return writing;
    writing = writing.then(() => writeBatch(db, clickBatch, viewBatch));
    return writing;
  }

  return {
    recordClick(click) {
      if (!accept()) return;
      clicks.push(click);
      schedule();
    },
    recordView(view) {
      // The visitor hash already stands for the day, the address and the user agent (and
      // so the device and browser read from it).
      const key = `${view.username.toLowerCase()}\u0000${view.visitorHash}\u0000${view.referrer ?? ''}`;
      const row = views.get(key);
      if (row) {
        row.views++;
        return;
      }
      if (!accept()) return;
      views.set(key, { ...view, views: 1 });
      schedule();
    },
    flush,
    async stop() {
      isStopped = true;
      await flush();
    },
  };
}

async function writeBatch(db: Kysely<DB>, clicks: PendingClick[], views: CountedView[]) {
  if (clicks.length > 0) {
    try {
      const changed = await writeClicks(db, clicks);
      // Open dashboards refresh their counts on a link_clicks event (one per link per
      // batch); it is not a links change, so the public page keeps its cached HTML.
      for (const { userId, linkId } of changed) {
        await publishChange(db, userId, { entity: 'link_clicks', op: 'update', id: linkId });
      }
    } catch (error) {
      console.warn(`Could not record ${clicks.length} link click(s):`, error);
    }
  }
  if (views.length > 0) {
    try {
      await writeViews(db, views);
    } catch (error) {
      console.warn(`Could not record ${views.length} page view(s):`, error);
    }
  }
}

/** The rows as JSON for json_to_recordset; a click carries its link's owner from `owners`. */
const asJson = (rows: (PendingClick | CountedView)[], owners?: ReadonlyMap<string, string>) =>
  JSON.stringify(
    rows.map((row) => ({
      link_id: 'linkId' in row ? row.linkId : undefined,
      user_id: 'linkId' in row ? owners?.get(row.linkId) : undefined,
      username: 'username' in row ? row.username : undefined,
      user_agent: row.userAgent,
      referrer: row.referrer,
      visitor_hash: row.visitorHash,
      device: row.device,
      browser: row.browser,
      created_at: row.createdAt.toISOString(),
      views: 'views' in row ? row.views : undefined,
    })),
  );

/**
 * Stores the clicks on links that exist and are active (the rest are dropped: the
 * beacon never tells a visitor about an unknown link) and adds them to click_count, in
 * one transaction: the links feature names the owners and raises the counts (decision
 * 036). Answers one changed link per owner.
 */
async function writeClicks(db: Kysely<DB>, clicks: PendingClick[]) {
  return db.transaction().execute(async (trx) => {
    const owners = await activeLinkOwners(
      trx,
      clicks.map((click) => click.linkId),
    );
    const kept = clicks.filter((click) => owners.has(click.linkId));
    if (kept.length === 0) return [];
    await sql`
      INSERT INTO link_clicks
        (link_id, user_id, user_agent, referrer, visitor_hash, device, browser, created_at)
      SELECT i.link_id, i.user_id, i.user_agent, i.referrer, i.visitor_hash, i.device,
        i.browser, i.created_at
      FROM json_to_recordset(${asJson(kept, owners)}::json) AS i(
        link_id uuid, user_id text, user_agent text, referrer text, visitor_hash text,
        device text, browser text, created_at timestamptz
      )
    `.execute(trx);
    const counts = new Map<string, number>();
    for (const { linkId } of kept) counts.set(linkId, (counts.get(linkId) ?? 0) + 1);
    await raiseClickCounts(trx, counts);
    const changed = new Map<string, string>();
    for (const linkId of counts.keys()) {
      const userId = owners.get(linkId) ?? '';
      if (!changed.has(userId)) changed.set(userId, linkId);
    }
    return [...changed].map(([userId, linkId]) => ({ userId, linkId }));
  });
}

/**
 * Stores the views of pages that exist and are public (the beacon answers every
 * username alike, so one that is unknown, private or just renamed is simply not
 * counted), in one statement; lower(username) is what the unique index covers.
 */
async function writeViews(db: Kysely<DB>, views: CountedView[]) {
  await sql`
    INSERT INTO page_views
      (user_id, visitor_hash, referrer, user_agent, device, browser, created_at, views)
    SELECT p.user_id, i.visitor_hash, i.referrer, i.user_agent, i.device, i.browser,
      i.created_at, i.views
    FROM json_to_recordset(${asJson(views)}::json) AS i(
      username text, user_agent text, referrer text, visitor_hash text,
      device text, browser text, created_at timestamptz, views int
    )
    JOIN profiles p ON lower(p.username) = lower(i.username) AND p.is_public
  `.execute(db);
}

/** One recorder per database, so every route and recordPageView share its buffer. */
const recorders = new WeakMap<Database, AnalyticsRecorder>();

export function analyticsRecorder(deps: { database: Database }): AnalyticsRecorder {
  let recorder = recorders.get(deps.database);
  if (!recorder) {
    recorder = createAnalyticsRecorder(deps.database.db);
    recorders.set(deps.database, recorder);
  }
  return recorder;
}

/** Writes what is buffered and stops batching; called by the server before the database closes. */
export async function flushAnalytics(deps: { database: Database }): Promise<void> {
  await recorders.get(deps.database)?.stop();
  recorders.delete(deps.database);
}
