// The public viewer's API over real HTTP: what a share address answers (and every way it
// refuses), the PDF with byte ranges, the view beacon and the owner's mail.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import {
  type BeaconBody,
  IPHONE_UA,
  insertDocument,
  type StoredDocument,
  sendBeacon,
  usernameOf,
} from '../../../../../tests/support/document-rows';
import { type SmtpCapture, startSmtpCapture } from '../../../../../tests/support/smtp-capture';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';

let server: TestServer;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, MAIL_SENDER_INTERVAL_MS: '50' });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

type Shared = {
  owner: ApiUser;
  username: string;
  document: StoredDocument;
  link: { id: string; code: string; url: string };
};

async function share(
  options: { title?: string; label?: string; pages?: number; displayName?: string } = {},
): Promise<Shared> {
  const owner = await signUpApiUser(server, 'viewer');
  if (options.displayName) {
    await server.database.db
      .updateTable('profiles')
      .set({ displayName: options.displayName })
      .where('userId', '=', owner.id)
      .execute();
  }
  const document = await insertDocument(server, owner.id, {
    title: options.title ?? 'Q3 Proposal',
    pages: options.pages ?? 3,
  });
  const link = await owner.call('POST', `/documents/${document.id}/links`, {
    label: options.label ?? 'Acme — Jane',
  });
  expect(link.status).toBe(201);
  return { owner, username: await usernameOf(server, owner), document, link: link.body };
}

async function publicGet(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/v1/public/documents/${path}`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    body = undefined;
  }
  // biome-ignore lint/suspicious/noExplicitAny: shapes pinned by the assertions
  return { status: response.status, headers: response.headers, bytes, body: body as any };
}

function beacon(shared: Shared, overrides: Partial<BeaconBody> = {}): BeaconBody {
  return {
    username: shared.username,
    code: shared.link.code,
    viewKey: randomUUID(),
    visitorId: `visitor-${randomUUID()}`,
    pageSeconds: { '1': 4, '2': 3 },
    totalSeconds: 7,
    referrer: 'https://mail.example.com/',
    isFinal: true,
    ...overrides,
  };
}

async function viewRows(documentId: string) {
  return server.database.db
    .selectFrom('document_views')
    .selectAll()
    .where('documentId', '=', documentId)
    .orderBy('createdAt')
    .execute();
}

async function counts(shared: Shared) {
  const document = await server.database.db
    .selectFrom('documents')
    .select('viewCount')
    .where('id', '=', shared.document.id)
    .executeTakeFirstOrThrow();
  const link = await server.database.db
    .selectFrom('document_tracking_links')
    .select('viewCount')
    .where('id', '=', shared.link.id)
    .executeTakeFirstOrThrow();
  return { document: document.viewCount, link: link.viewCount };
}

async function mailsTo(address: string) {
  return server.database.db
    .selectFrom('mailOutbox')
    .selectAll()
    .where('toAddress', '=', address)
    .where('subject', 'not like', 'Verify%')
    .execute();
}

describe('GET /public/documents/:username/:code', () => {
  it('answers what the viewer needs, never to be indexed', async () => {
    const shared = await share({ title: 'Q3 Proposal', displayName: 'Dana Owner', pages: 4 });
    const answer = await publicGet(`${shared.username}/${shared.link.code}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      title: 'Q3 Proposal',
      ownerName: 'Dana Owner',
      pageCount: 4,
      fileUrl: `/api/v1/public/documents/${shared.username}/${shared.link.code}/file`,
      // Issue 23: a new link allows no download and draws no watermark.
      downloadUrl: null,
      watermark: null,
    });
    expect(answer.headers.get('x-robots-tag')).toContain('noindex');
    expect(answer.headers.get('cache-control')).toContain('no-store');
    // Usernames are case-insensitive, as on the Scale Page.
    expect((await publicGet(`${shared.username.toUpperCase()}/${shared.link.code}`)).status).toBe(
      200,
    );
  });

  it('refuses each broken address with its §8 message', async () => {
    const shared = await share();
    const other = await share();

    const malformed = await publicGet(`${shared.username}/short`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Invalid document link');
    expect(malformed.headers.get('x-robots-tag')).toContain('noindex');

    const noProfile = await publicGet(`nobody-here-${Date.now() % 100000}/${shared.link.code}`);
    expect(noProfile.status).toBe(404);
    expect(noProfile.body.error.message).toBe('Profile not found');

    const madeUp = await publicGet(`${shared.username}/${'A'.repeat(22)}`);
    expect(madeUp.status).toBe(404);
    expect(madeUp.body.error.message).toBe('Document link not found or expired');

    // A real code under someone else's name is not found either.
    const crossed = await publicGet(`${other.username}/${shared.link.code}`);
    expect(crossed.status).toBe(404);
    expect(crossed.body.error.message).toBe('Document link not found or expired');
    expect((await publicGet(`${other.username}/${shared.link.code}/file`)).status).toBe(404);

    await shared.owner.call('PATCH', `/document-links/${shared.link.id}`, { isActive: false });
    const disabled = await publicGet(`${shared.username}/${shared.link.code}`);
    expect(disabled.status).toBe(404);
    expect(disabled.body.error.message).toBe('Document link not found or expired');
    expect((await publicGet(`${shared.username}/${shared.link.code}/file`)).status).toBe(404);

    // The document became an image (or went away): the link leads nowhere.
    await server.database.db
      .updateTable('documents')
      .set({ type: 'png' })
      .where('id', '=', other.document.id)
      .execute();
    const notPdf = await publicGet(`${other.username}/${other.link.code}`);
    expect(notPdf.status).toBe(404);
    expect(notPdf.body.error.message).toBe('Document not found');
  });
});

describe('GET /public/documents/:username/:code/file', () => {
  it('streams the PDF whole or by byte range', async () => {
    const shared = await share({ pages: 5 });
    const path = `${shared.username}/${shared.link.code}/file`;
    const size = shared.document.bytes.length;

    const whole = await publicGet(path);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-length')).toBe(String(size));
    expect(whole.headers.get('cache-control')).toBe('private, no-store');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('content-disposition')).toMatch(/^inline/);
    expect(whole.bytes.equals(shared.document.bytes)).toBe(true);

    const first = await publicGet(path, { range: 'bytes=0-99' });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect(first.bytes.equals(shared.document.bytes.subarray(0, 100))).toBe(true);

    const middle = await publicGet(path, { range: `bytes=100-${size + 500}` });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 100-${size - 1}/${size}`);
    expect(middle.bytes.equals(shared.document.bytes.subarray(100))).toBe(true);

    const suffix = await publicGet(path, { range: 'bytes=-64' });
    expect(suffix.status).toBe(206);
    expect(suffix.bytes.equals(shared.document.bytes.subarray(size - 64))).toBe(true);

    const beyond = await publicGet(path, { range: `bytes=${size}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
  });
});

describe('POST /track/document-view', () => {
  it('counts the first beacon of a visit once and lets later beacons extend it', async () => {
    const shared = await share({ pages: 3 });
    const visit = beacon(shared, {
      pageSeconds: { '1': 5 },
      totalSeconds: 5,
      isFinal: false,
    });
    expect((await sendBeacon(server, visit)).status).toBe(204);
    expect(await counts(shared)).toEqual({ document: 1, link: 1 });
    let [row] = await viewRows(shared.document.id);
    expect(row).toMatchObject({
      trackingLinkId: shared.link.id,
      viewerIp: '',
      referrer: 'https://mail.example.com/',
      device: 'desktop',
      pagesViewed: [1],
      timeSpent: 5,
      isFinal: false,
    });
    expect(row?.viewerUserAgent).toContain('Chrome/');
    // The visitor id is stored only as a keyed hash.
    expect(row?.viewerHash).not.toContain(visit.visitorId);

    const later = {
      ...visit,
      pageSeconds: { '1': 6, '2': 2, '3': 1 },
      totalSeconds: 9,
      isFinal: true,
    };
    expect((await sendBeacon(server, later)).status).toBe(204);
    // An older beacon arriving late takes nothing away.
    expect((await sendBeacon(server, visit)).status).toBe(204);
    expect(await counts(shared)).toEqual({ document: 1, link: 1 });
    const rows = await viewRows(shared.document.id);
    expect(rows).toHaveLength(1);
    row = rows[0];
    expect(row?.pageSeconds).toEqual({ '1': 6, '2': 2, '3': 1 });
    expect(row?.pagesViewed).toEqual([1, 2, 3]);
    expect(row?.timeSpent).toBe(9);

    // A second visit is a second view.
    const phone = beacon(shared);
    expect((await sendBeacon(server, phone, { 'user-agent': IPHONE_UA })).status).toBe(204);
    expect(await counts(shared)).toEqual({ document: 2, link: 2 });
    const phoneRow = (await viewRows(shared.document.id)).find(
      (view) => view.viewKey === phone.viewKey,
    );
    expect(phoneRow?.device).toBe('mobile');
  });

  it('counts a visit once when its closing beacons arrive together', async () => {
    const shared = await share();
    // A closing tab fires visibilitychange and pagehide: two beacons at the same moment.
    const visit = beacon(shared, { pageSeconds: { '1': 2 }, totalSeconds: 2 });
    const answers = await Promise.all([
      sendBeacon(server, visit),
      sendBeacon(server, { ...visit, pageSeconds: { '1': 2, '2': 1 }, totalSeconds: 3 }),
      sendBeacon(server, visit),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204]);
    expect(await counts(shared)).toEqual({ document: 1, link: 1 });
    const rows = await viewRows(shared.document.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.pagesViewed).toEqual([1, 2]);
    expect(await mailsTo(shared.owner.email)).toHaveLength(1);
  });

  it('caps time by the visit clock and drops pages past the end', async () => {
    const shared = await share({ pages: 3 });
    const visit = beacon(shared, {
      pageSeconds: { '1': 500, '2': 3, '7': 40 },
      totalSeconds: 10,
    });
    await sendBeacon(server, visit);
    let [row] = await viewRows(shared.document.id);
    expect(row?.timeSpent).toBe(10);
    expect(row?.pageSeconds).toEqual({ '1': 10, '2': 3 });
    expect(row?.pagesViewed).toEqual([1, 2]);

    // Moments later the page claims a day: the visit's clock allows ~10 s + slack.
    await sendBeacon(server, { ...visit, totalSeconds: 86_400, pageSeconds: { '3': 86_400 } });
    [row] = await viewRows(shared.document.id);
    expect(row?.timeSpent).toBeGreaterThanOrEqual(10);
    expect(row?.timeSpent).toBeLessThanOrEqual(45);
    expect(row?.pageSeconds['3']).toBe(row?.timeSpent);

    // A first beacon may not claim more than four hours.
    const other = await share();
    await sendBeacon(server, beacon(other, { totalSeconds: 50_000, pageSeconds: { '1': 50_000 } }));
    const [long] = await viewRows(other.document.id);
    expect(long?.timeSpent).toBe(14_400);
    expect(await counts(shared)).toEqual({ document: 1, link: 1 });
  });

  it("refuses a beacon naming another user's link and counts nothing", async () => {
    const shared = await share();
    const other = await share();
    const forged = await sendBeacon(server, beacon(shared, { username: other.username }));
    expect(forged.status).toBe(404);
    const madeUp = await sendBeacon(server, beacon(shared, { code: 'B'.repeat(22) }));
    expect(madeUp.status).toBe(404);
    await shared.owner.call('PATCH', `/document-links/${shared.link.id}`, { isActive: false });
    expect((await sendBeacon(server, beacon(shared))).status).toBe(404);

    // A visit's key cannot be reused to write into another link's view.
    const visit = beacon(other);
    await sendBeacon(server, visit);
    await shared.owner.call('PATCH', `/document-links/${shared.link.id}`, { isActive: true });
    await sendBeacon(server, { ...visit, username: shared.username, code: shared.link.code });

    expect(await viewRows(shared.document.id)).toEqual([]);
    expect(await counts(shared)).toEqual({ document: 0, link: 0 });
    expect(await counts(other)).toEqual({ document: 1, link: 1 });
  });

  it('refuses malformed and oversized beacons', async () => {
    const shared = await share();
    expect((await sendBeacon(server, 'not json')).status).toBe(400);
    const badKey = await sendBeacon(server, { ...beacon(shared), viewKey: 'nope' });
    expect(badKey.status).toBe(400);
    const huge = await sendBeacon(
      server,
      JSON.stringify({ ...beacon(shared), referrer: 'x'.repeat(20_000) }),
    );
    expect(huge.status).toBe(413);
    expect(await viewRows(shared.document.id)).toEqual([]);
  });

  it('does not count bots, link previews, prefetches or the owner', async () => {
    const shared = await share();
    const bots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'WhatsApp/2.23.20.0',
      '',
    ];
    for (const userAgent of bots) {
      expect((await sendBeacon(server, beacon(shared), { 'user-agent': userAgent })).status).toBe(
        204,
      );
    }
    expect(
      (await sendBeacon(server, beacon(shared), { 'sec-purpose': 'prefetch;prerender' })).status,
    ).toBe(204);
    expect((await sendBeacon(server, beacon(shared), { cookie: shared.owner.cookie })).status).toBe(
      204,
    );
    expect(await viewRows(shared.document.id)).toEqual([]);
    expect(await counts(shared)).toEqual({ document: 0, link: 0 });

    // Someone else signed in is a visitor like any other.
    const colleague = await signUpApiUser(server, 'viewer-colleague');
    await sendBeacon(server, beacon(shared), { cookie: colleague.cookie });
    expect(await counts(shared)).toEqual({ document: 1, link: 1 });
  });
});

describe('the "was just viewed" mail', () => {
  it('tells the owner once per viewer per link per hour', async () => {
    const shared = await share({ title: 'Q3 <Proposal>', label: 'Acme — Jane' });
    const visitorId = `visitor-${randomUUID()}`;
    const visit = beacon(shared, { visitorId, isFinal: false });
    await sendBeacon(server, visit);

    const mail = await smtp.waitFor(
      (message) => message.to.includes(shared.owner.email) && message.subject.includes('viewed'),
    );
    expect(mail.subject).toBe('Q3 <Proposal> was just viewed via Acme — Jane');
    expect(mail.text).toContain('Acme — Jane');
    expect(mail.text).toContain(
      `${server.url}/dashboard?tab=documents&document=${shared.document.id}`,
    );
    expect(mail.html).toContain('Q3 &lt;Proposal&gt;');
    expect(mail.html).not.toContain('<Proposal>');

    // The same visit's later beacon, and a second visit by the same viewer: no mail.
    await sendBeacon(server, { ...visit, totalSeconds: 9, isFinal: true });
    await sendBeacon(server, beacon(shared, { visitorId }));
    expect(await counts(shared)).toEqual({ document: 2, link: 2 });
    expect(await mailsTo(shared.owner.email)).toHaveLength(1);

    // A different viewer is news.
    await sendBeacon(server, beacon(shared));
    expect(await mailsTo(shared.owner.email)).toHaveLength(2);

    // An hour later the first viewer is news again.
    await server.database.db
      .updateTable('document_view_notifications')
      .set({ notifiedAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where('trackingLinkId', '=', shared.link.id)
      .execute();
    await sendBeacon(server, beacon(shared, { visitorId }));
    expect(await mailsTo(shared.owner.email)).toHaveLength(3);
  });

  it('mails per link: the same viewer on a second link is news', async () => {
    const shared = await share();
    const second = await shared.owner.call('POST', `/documents/${shared.document.id}/links`, {
      label: 'Acme — Bob',
    });
    const visitorId = `visitor-${randomUUID()}`;
    await sendBeacon(server, beacon(shared, { visitorId }));
    await sendBeacon(server, beacon(shared, { visitorId, code: second.body.code }));
    const subjects = (await mailsTo(shared.owner.email)).map((row) => row.subject).sort();
    expect(subjects).toEqual([
      'Q3 Proposal was just viewed via Acme — Bob',
      'Q3 Proposal was just viewed via Acme — Jane',
    ]);
  });

  it('is not sent while e-mail notifications are off', async () => {
    const shared = await share();
    const off = await shared.owner.call('PATCH', '/me/notifications', {
      emailNotifications: false,
    });
    expect(off.status).toBe(200);
    await sendBeacon(server, beacon(shared));
    expect(await counts(shared)).toEqual({ document: 1, link: 1 });
    expect(await mailsTo(shared.owner.email)).toEqual([]);
  });
});
