// Click and view tracking and the analytics API over real HTTP against a real database.

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpApiUserAs } from '../../../../tests/support/api-user';
import { openSse } from '../../../../tests/support/sse-client';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { analyticsRecorder, createAnalyticsRecorder } from './analytics-recorder';
import type { Analytics } from './get-analytics';
import { recordPageView } from './record-page-view';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

type User = { id: string; cookie: string; username: string };
let nextUser = 0;

async function signUp(): Promise<User> {
  const email = `analytics-${nextUser++}-${Date.now()}@example.com`;
  const { id, cookie } = await signUpApiUserAs(server, email);
  const { username } = await server.database.db
    .selectFrom('profiles')
    .select('username')
    .where('userId', '=', id)
    .executeTakeFirstOrThrow();
  return { id, cookie, username };
}

async function addLink(userId: string, title: string, options: { isActive?: boolean } = {}) {
  return server.database.db
    .insertInto('links')
    .values({
      userId,
      title,
      url: `https://example.com/${encodeURIComponent(title)}`,
      isActive: options.isActive ?? true,
    })
    .returning(['id', 'url'])
    .executeTakeFirstOrThrow();
}

const flush = () => analyticsRecorder(server.deps).flush();

function beacon(body: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/v1/track/click`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': CHROME,
      origin: server.url,
      ...headers,
    },
    body,
  });
}

function go(linkId: string, userAgent = CHROME) {
  return fetch(`${server.url}/go/${linkId}`, {
    redirect: 'manual',
    headers: { 'user-agent': userAgent, referer: 'https://instagram.com/someone' },
  });
}

async function clicksOf(linkId: string) {
  const rows = await server.database.db
    .selectFrom('linkClicks')
    .selectAll()
    .where('linkId', '=', linkId)
    .execute();
  const link = await server.database.db
    .selectFrom('links')
    .select('clickCount')
    .where('id', '=', linkId)
    .executeTakeFirst();
  return { rows, clickCount: link?.clickCount };
}

/** The Scale Page's view beacon, as its inline script sends it. */
function viewBeacon(
  body: { username?: unknown; referrer?: unknown } | string,
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}/api/v1/track/view`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': CHROME,
      origin: server.url,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The <noscript> pixel, as a browser without JavaScript loads it from the page. */
function pixel(username: string, options: { userAgent?: string; method?: string } = {}) {
  return fetch(`${server.url}/api/v1/track/view.gif?u=${encodeURIComponent(username)}`, {
    method: options.method ?? 'GET',
    headers: { 'user-agent': options.userAgent ?? CHROME, referer: `${server.url}/${username}` },
  });
}

async function viewsOf(userId: string) {
  return server.database.db
    .selectFrom('pageViews')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

const totalViews = (rows: { views: number }[]) => rows.reduce((sum, row) => sum + row.views, 0);

async function analytics(user: User, range = '7') {
  const response = await fetch(`${server.url}/api/v1/analytics?range=${range}`, {
    headers: { cookie: user.cookie },
  });
  return {
    status: response.status,
    body: (await response.json()) as Analytics & { error: { message: string } },
  };
}

describe('POST /api/v1/track/click', () => {
  it('counts a beacon once: one link_clicks row and click_count + 1', async () => {
    const user = await signUp();
    const link = await addLink(user.id, 'Portfolio');
    const response = await beacon(JSON.stringify({ linkId: link.id }), {
      referer: `https://instagram.com/stories`,
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    await flush();

    const { rows, clickCount } = await clicksOf(link.id);
    expect(clickCount).toBe(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: user.id,
      userAgent: CHROME,
      referrer: 'https://instagram.com/stories',
      device: 'desktop',
      browser: 'Chrome',
    });
    expect(rows[0]!.visitorHash).toMatch(/^[\w-]{22}$/);
  });

  it("tells the owner's open dashboards that the link's count changed", async () => {
    const user = await signUp();
    const link = await addLink(user.id, 'Live');
    const events = await openSse(`${server.url}/api/v1/events`, {
      headers: { cookie: user.cookie },
    });
    try {
      expect(events.status).toBe(200);
      await beacon(JSON.stringify({ linkId: link.id }));
      const message = await events.waitForMessage((m) => m.data.includes(link.id), 5000);
      expect(JSON.parse(message.data)).toMatchObject({
        entity: 'link_clicks',
        op: 'update',
        id: link.id,
      });
    } finally {
      events.close();
    }
  });

  it('accepts application/json and counts every click', async () => {
    const user = await signUp();
    const link = await addLink(user.id, 'Shop');
    for (let i = 0; i < 3; i++) {
      const response = await beacon(JSON.stringify({ linkId: link.id }), {
        'content-type': 'application/json',
        'user-agent': IPHONE,
      });
      expect(response.status).toBe(204);
    }
    await flush();
    const { rows, clickCount } = await clicksOf(link.id);
    expect(clickCount).toBe(3);
    expect(rows.map((row) => [row.device, row.browser])).toEqual([
      ['mobile', 'Safari'],
      ['mobile', 'Safari'],
      ['mobile', 'Safari'],
    ]);
  });

  it('answers 204 for an unknown or inactive link and counts nothing', async () => {
    const user = await signUp();
    const inactive = await addLink(user.id, 'Hidden', { isActive: false });
    const unknown = '6f1c2b1e-8d3a-4f5e-9b7c-2a1d3e4f5a6b';
    expect((await beacon(JSON.stringify({ linkId: unknown }))).status).toBe(204);
    expect((await beacon(JSON.stringify({ linkId: inactive.id }))).status).toBe(204);
    await flush();
    expect(await clicksOf(unknown)).toEqual({ rows: [], clickCount: undefined });
    expect(await clicksOf(inactive.id)).toEqual({ rows: [], clickCount: 0 });
  });

  it('refuses a malformed body with a 400 in the one error shape and stores nothing', async () => {
    const before = await server.database.db
      .selectFrom('linkClicks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const body of [
      'not json',
      '{}',
      '{"linkId":42}',
      '{"linkId":"abc"}',
      '[]',
      'x'.repeat(5000),
    ]) {
      const response = await beacon(body);
      expect(response.status, body).toBe(400);
      const answer = (await response.json()) as { error: { code: string; message: string } };
      expect(answer.error.code).toBe('bad_request');
      expect(answer.error.message).toBeTruthy();
    }
    await flush();
    const after = await server.database.db
      .selectFrom('linkClicks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('does not count bots, link-preview fetchers, scripts or an empty user agent', async () => {
    const user = await signUp();
    const link = await addLink(user.id, 'Newsletter');
    const agents = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'WhatsApp/2.23.20.0 A',
      'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'curl/8.5.0',
      'Wget/1.21.4',
      'python-requests/2.31.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      '',
    ];
    for (const agent of agents) {
      expect(
        (await beacon(JSON.stringify({ linkId: link.id }), { 'user-agent': agent })).status,
      ).toBe(204);
      // The redirect still works for them; it just is not counted.
      const redirect = await go(link.id, agent);
      expect(redirect.status).toBe(302);
    }
    await flush();
    expect(await clicksOf(link.id)).toEqual({ rows: [], clickCount: 0 });
  });
});

describe('GET /go/:linkId', () => {
  it('redirects to the link and counts the click', async () => {
    const user = await signUp();
    const link = await addLink(user.id, 'Blog');
    // A link checker's HEAD is answered but is not a click.
    const head = await fetch(`${server.url}/go/${link.id}`, {
      method: 'HEAD',
      redirect: 'manual',
      headers: { 'user-agent': CHROME },
    });
    expect(head.status).toBe(302);
    const response = await go(link.id);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(link.url);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await flush();
    const { rows, clickCount } = await clicksOf(link.id);
    expect(clickCount).toBe(1);
    expect(rows[0]?.referrer).toBe('https://instagram.com/someone');
  });

  it('answers the 404 page for unknown, malformed and inactive links', async () => {
    const user = await signUp();
    const inactive = await addLink(user.id, 'Old', { isActive: false });
    for (const id of [inactive.id, '6f1c2b1e-8d3a-4f5e-9b7c-2a1d3e4f5a6b', 'not-a-uuid']) {
      const response = await go(id);
      expect(response.status, id).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('Page not found');
    }
    await flush();
    expect(await clicksOf(inactive.id)).toEqual({ rows: [], clickCount: 0 });
  });

  it('still redirects when the click cannot be stored', async () => {
    const user = await signUp();
    const link = await addLink(user.id, 'Fragile');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await sql`ALTER TABLE link_clicks RENAME TO link_clicks_away`.execute(server.database.db);
    try {
      const response = await go(link.id);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(link.url);
      expect((await beacon(JSON.stringify({ linkId: link.id }))).status).toBe(204);
      await flush();
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('Could not record'),
        expect.anything(),
      );
    } finally {
      await sql`ALTER TABLE link_clicks_away RENAME TO link_clicks`.execute(server.database.db);
      warn.mockRestore();
    }
    // Nothing half-done: the count did not move without its rows.
    expect(await clicksOf(link.id)).toEqual({ rows: [], clickCount: 0 });
  });
});

describe('POST /api/v1/track/view', () => {
  it("counts the page's beacon once, with the visitor's referrer and no IP address", async () => {
    const user = await signUp();
    const response = await viewBeacon({
      username: user.username,
      referrer: 'https://www.instagram.com/p/abc',
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('');
    await flush();

    const rows = await viewsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      views: 1,
      userAgent: CHROME,
      // document.referrer from the body, not the beacon's own Referer (the page).
      referrer: 'https://www.instagram.com/p/abc',
      device: 'desktop',
      browser: 'Chrome',
    });
    expect(rows[0]!.visitorHash).toMatch(/^[\w-]{22}$/);
    expect(JSON.stringify(rows)).not.toContain('127.0.0.1');
    const { body } = await analytics(user);
    expect(body.totals).toMatchObject({ views: 1, uniqueVisitors: 1 });
    expect(body.referrers).toEqual([{ referrer: 'instagram.com', count: 1 }]);
  });

  it('counts a direct visit (empty referrer) whatever the case of the username', async () => {
    const user = await signUp();
    expect((await viewBeacon({ username: user.username, referrer: '' })).status).toBe(204);
    expect((await viewBeacon({ username: user.username.toUpperCase() })).status).toBe(204);
    await flush();
    const rows = await viewsOf(user.id);
    expect(totalViews(rows)).toBe(2);
    expect(rows.every((row) => row.referrer === null)).toBe(true);
    expect((await analytics(user)).body.referrers).toEqual([{ referrer: 'Direct', count: 2 }]);
  });

  it('does not count bots, link previews, prerenders or an empty user agent', async () => {
    const user = await signUp();
    for (const agent of [
      'Twitterbot/1.0',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'curl/8.5.0',
      '',
    ]) {
      const response = await viewBeacon({ username: user.username }, { 'user-agent': agent });
      expect(response.status, agent).toBe(204);
    }
    await viewBeacon({ username: user.username }, { 'sec-purpose': 'prefetch;prerender' });
    await flush();
    expect(await viewsOf(user.id)).toEqual([]);
  });

  it('answers 204 to a bad, unknown or private page and counts nothing', async () => {
    const hidden = await signUp();
    await server.database.db
      .updateTable('profiles')
      .set({ isPublic: false })
      .where('userId', '=', hidden.id)
      .execute();
    const before = totalViews(
      await server.database.db.selectFrom('pageViews').select('views').execute(),
    );
    for (const body of [
      'not json',
      '{}',
      '[]',
      '{"username":42}',
      '{"username":"a"}',
      '{"username":"api"}',
      '{"username":"../../etc"}',
      JSON.stringify({ username: hidden.username }),
      JSON.stringify({ username: 'nobody-has-this' }),
      JSON.stringify({ username: hidden.username, referrer: 'x'.repeat(5000) }),
    ]) {
      const response = await viewBeacon(body);
      expect(response.status, body).toBe(204);
    }
    await flush();
    const after = totalViews(
      await server.database.db.selectFrom('pageViews').select('views').execute(),
    );
    expect(after).toBe(before);
  });
});

describe('GET /api/v1/track/view.gif', () => {
  it('answers a transparent 1×1 GIF that is never cached and counts the view once', async () => {
    const user = await signUp();
    const response = await pixel(user.username);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const gif = Buffer.from(await response.arrayBuffer());
    expect(gif.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect([gif.readUInt16LE(6), gif.readUInt16LE(8)]).toEqual([1, 1]);
    // A link checker's HEAD is answered but is not a view.
    expect((await pixel(user.username, { method: 'HEAD' })).status).toBe(200);
    await flush();

    const rows = await viewsOf(user.id);
    expect(totalViews(rows)).toBe(1);
    // The pixel's Referer is the page itself: where the visitor came from is unknown.
    expect(rows[0]).toMatchObject({ referrer: null, userAgent: CHROME, browser: 'Chrome' });
  });

  it('still answers the GIF to bots and unknown pages, and counts neither', async () => {
    const user = await signUp();
    for (const response of [
      await pixel(user.username, { userAgent: 'Twitterbot/1.0' }),
      await pixel('nobody-has-this'),
      await pixel('a'),
    ]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/gif');
    }
    const missing = await fetch(`${server.url}/api/v1/track/view.gif`, {
      headers: { 'user-agent': CHROME },
    });
    expect(missing.status).toBe(200);
    await flush();
    expect(await viewsOf(user.id)).toEqual([]);
  });
});

describe('page views', () => {
  /** A view as the beacon reports it, from a visitor at `ip`. */
  const view = (username: string, ip: string, userAgent = CHROME, referrer: string | null = null) =>
    recordPageView(server.deps, {
      username,
      referrer,
      peerAddress: ip,
      request: new Request('http://scale.test/api/v1/track/view', {
        headers: { 'user-agent': userAgent, referer: `http://scale.test/${username}` },
      }),
    });

  it('records views, counts a returning visitor once a day and skips bots', async () => {
    const user = await signUp();
    view(user.username, '203.0.113.7');
    view(user.username, '203.0.113.7');
    view(user.username, '198.51.100.23', IPHONE, 'https://www.instagram.com/p/abc');
    view(user.username, '198.51.100.24', 'Twitterbot/1.0');
    await flush();
    const rows = await server.database.db
      .selectFrom('pageViews')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    // The two identical views of one batch share a row that counts them.
    expect(rows.map((row) => row.views).sort()).toEqual([1, 2]);
    expect(new Set(rows.map((row) => row.visitorHash)).size).toBe(2);

    const { body } = await analytics(user);
    expect(body.totals).toMatchObject({ views: 3, uniqueVisitors: 2, clicks: 0, ctr: 0 });
    expect(body.referrers).toEqual([
      { referrer: 'Direct', count: 2 },
      { referrer: 'instagram.com', count: 1 },
    ]);
    expect(body.devices).toEqual([
      { device: 'desktop', count: 2 },
      { device: 'mobile', count: 1 },
    ]);
    expect(body.browsers).toEqual([
      { browser: 'Chrome', count: 2 },
      { browser: 'Safari', count: 1 },
    ]);
  });

  it('stores no IP address anywhere', async () => {
    const user = await signUp();
    const link = await addLink(user.id, 'Private');
    view(user.username, '192.0.2.99');
    await viewBeacon({ username: user.username });
    await pixel(user.username);
    await beacon(JSON.stringify({ linkId: link.id }));
    await go(link.id);
    await flush();
    // Every column of every tracking row, as text.
    const dump = await sql<{ row: string }>`
      SELECT row_to_json(t)::text AS row FROM link_clicks t
      UNION ALL SELECT row_to_json(t)::text FROM page_views t
    `.execute(server.database.db);
    const text = dump.rows.map((r) => r.row).join('\n');
    expect(text).toContain(user.id);
    expect(text).not.toContain('192.0.2.99');
    expect(text).not.toContain('127.0.0.1');
    expect(text).not.toContain('::ffff:');
  });
});

describe('GET /api/v1/analytics', () => {
  it('adds up a known data set by day, zero-filled, with the click-through rate', async () => {
    const user = await signUp();
    const other = await signUp();
    const first = await addLink(user.id, 'First');
    const second = await addLink(user.id, 'Second');
    const foreign = await addLink(other.id, 'Not mine');
    const db = server.database.db;
    const ago = (days: number) => sql<string>`now() - make_interval(days => ${days})`;
    // Today: 4 views by 3 visitors, 2 clicks; two days ago: 1 view, 1 click; 10 days ago:
    // outside the 7-day range.
    const views = [
      [0, 'a'],
      [0, 'a'],
      [0, 'b'],
      [0, 'c'],
      [2, 'd'],
      [10, 'e'],
    ] as const;
    for (const [days, hash] of views) {
      await db
        .insertInto('pageViews')
        .values({ userId: user.id, visitorHash: hash, createdAt: ago(days) as never })
        .execute();
    }
    for (const [linkId, days] of [
      [first.id, 0],
      [first.id, 0],
      [second.id, 2],
      [second.id, 10],
    ] as const) {
      await db
        .insertInto('linkClicks')
        .values({ linkId, userId: user.id, createdAt: ago(days) as never })
        .execute();
    }
    await db.insertInto('linkClicks').values({ linkId: foreign.id, userId: other.id }).execute();
    await db.insertInto('pageViews').values({ userId: other.id, visitorHash: 'z' }).execute();

    const { status, body } = await analytics(user, '7');
    expect(status).toBe(200);
    expect(body.totals).toEqual({ views: 5, uniqueVisitors: 4, clicks: 3, ctr: 60 });
    expect(body.series).toHaveLength(7);
    const today = body.series[6]!;
    expect(today).toMatchObject({ views: 4, uniqueVisitors: 3, clicks: 2 });
    expect(body.series[4]).toMatchObject({ views: 1, uniqueVisitors: 1, clicks: 1 });
    for (const index of [0, 1, 2, 3, 5]) {
      expect(body.series[index]).toMatchObject({ views: 0, uniqueVisitors: 0, clicks: 0 });
    }
    // Consecutive days ending today.
    const dates = body.series.map((day) => day.date);
    expect(
      new Date(`${dates[6]}T00:00:00Z`).getTime() - new Date(`${dates[0]}T00:00:00Z`).getTime(),
    ).toBe(6 * 86_400_000);
    expect(body.links).toEqual([
      { id: first.id, title: 'First', clicks: 2 },
      { id: second.id, title: 'Second', clicks: 1 },
    ]);

    const month = await analytics(user, '30');
    expect(month.body.series).toHaveLength(30);
    expect(month.body.totals).toMatchObject({ views: 6, clicks: 4 });
    expect((await analytics(user, '90')).body.series).toHaveLength(90);

    // The other user sees only their own numbers.
    const theirs = await analytics(other, '7');
    expect(theirs.body.totals).toEqual({ views: 1, uniqueVisitors: 1, clicks: 1, ctr: 100 });
    expect(theirs.body.links).toEqual([{ id: foreign.id, title: 'Not mine', clicks: 1 }]);
  });

  it('refuses a bad range and a signed-out request', async () => {
    const user = await signUp();
    for (const range of ['1', '365', 'abc', '7.0']) {
      const { status, body } = await analytics(user, range);
      expect(status, range).toBe(400);
      expect(body.error.message).toBe('range must be 7, 30 or 90');
    }
    // An empty parameter counts as absent, as everywhere in the API: the last 30 days.
    const empty = await analytics(user, '');
    expect(empty.status).toBe(200);
    expect(empty.body.range).toBe(30);
    const signedOut = await fetch(`${server.url}/api/v1/analytics?range=7`);
    expect(signedOut.status).toBe(401);
    const csv = await fetch(`${server.url}/api/v1/analytics/export.csv?range=7`);
    expect(csv.status).toBe(401);
  });

  it('exports the same data as a CSV attachment with formulas neutralised', async () => {
    const user = await signUp();
    const link = await addLink(user.id, '=HYPERLINK("https://evil.test","x")');
    await server.database.db
      .insertInto('linkClicks')
      .values({ linkId: link.id, userId: user.id })
      .execute();
    await server.database.db
      .insertInto('pageViews')
      .values({ userId: user.id, visitorHash: 'v', browser: '@SUM(1)', device: '+mobile' })
      .execute();
    const response = await fetch(`${server.url}/api/v1/analytics/export.csv?range=30`, {
      headers: { cookie: user.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="scale-analytics-30-days-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await response.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Range,Views,Unique visitors,Clicks,Click-through rate');
    expect(lines[1]).toBe('Last 30 days,1,1,1,100%');
    expect(text).toContain(`"'=HYPERLINK(""https://evil.test"",""x"")",1`);
    expect(text).toContain(`'@SUM(1),1`);
    expect(text).toContain(`'+mobile,1`);
    expect(lines.filter((line) => /^\d{4}-\d{2}-\d{2},/.test(line))).toHaveLength(30);
  });
});

describe('the recorder', () => {
  it('writes what is still buffered when stopped, long before its timer', async () => {
    const user = await signUp();
    const link = await addLink(user.id, 'Last');
    const recorder = createAnalyticsRecorder(server.database.db, { flushIntervalMs: 600_000 });
    const visit = {
      userAgent: CHROME,
      referrer: null,
      visitorHash: 'h',
      device: 'desktop',
      browser: 'Chrome',
      createdAt: new Date(),
    };
    recorder.recordClick({ ...visit, linkId: link.id });
    recorder.recordView({ ...visit, username: user.username });
    expect(await clicksOf(link.id)).toEqual({ rows: [], clickCount: 0 });
    await recorder.stop();
    const { rows, clickCount } = await clicksOf(link.id);
    expect([rows.length, clickCount]).toEqual([1, 1]);
    expect(totalViews(await viewsOf(user.id))).toBe(1);
    // After stop (the server is closing) a late record is written at once.
    recorder.recordClick({ ...visit, linkId: link.id });
    await recorder.flush();
    expect((await clicksOf(link.id)).clickCount).toBe(2);
  });

  it('writes a full batch without waiting for the timer', async () => {
    const user = await signUp();
    const link = await addLink(user.id, 'Busy');
    const recorder = createAnalyticsRecorder(server.database.db, {
      flushIntervalMs: 600_000,
      maxBatch: 10,
    });
    const visit = {
      userAgent: CHROME,
      referrer: null,
      visitorHash: 'h',
      device: 'desktop',
      browser: 'Chrome',
      createdAt: new Date(),
    };
    for (let i = 0; i < 10; i++) recorder.recordClick({ ...visit, linkId: link.id });
    await expect.poll(async () => (await clicksOf(link.id)).clickCount).toBe(10);
    await recorder.stop();
  });
});
