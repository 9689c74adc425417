// GET /documents/:id/analytics over real HTTP: the figures views leave behind, per
// document and per link.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpApiUser } from '../../../../../tests/support/api-user';
import {
  type BeaconBody,
  IPHONE_UA,
  insertDocument,
  sendBeacon,
  usernameOf,
} from '../../../../../tests/support/document-rows';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { DOCUMENT_MESSAGES } from '../../../../core/messages';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('document analytics', () => {
  it('sums views, viewers, time and pages, per document and per link', async () => {
    const owner = await signUpApiUser(server, 'stats');
    const username = await usernameOf(server, owner);
    const document = await insertDocument(server, owner.id, { pages: 4 });
    const jane = (await owner.call('POST', `/documents/${document.id}/links`, { label: 'Jane' }))
      .body;
    const bob = (await owner.call('POST', `/documents/${document.id}/links`, { label: 'Bob' }))
      .body;

    const empty = await owner.call('GET', `/documents/${document.id}/analytics`);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      views: 0,
      uniqueViewers: 0,
      totalSeconds: 0,
      averageSeconds: 0,
      recentViews: [],
    });
    expect(empty.body.pages).toEqual([1, 2, 3, 4].map((page) => ({ page, seconds: 0, views: 0 })));

    const janeVisitor = `visitor-${randomUUID()}`;
    const view = (code: string, visitorId: string, pageSeconds: Record<string, number>) =>
      ({
        username,
        code,
        viewKey: randomUUID(),
        visitorId,
        pageSeconds,
        totalSeconds: Object.values(pageSeconds).reduce((sum, value) => sum + value, 0),
        referrer: '',
        isFinal: true,
      }) satisfies BeaconBody;
    await sendBeacon(server, view(jane.code, janeVisitor, { '1': 10, '2': 20 }));
    await sendBeacon(server, view(jane.code, janeVisitor, { '1': 5 }));
    await sendBeacon(server, view(bob.code, `visitor-${randomUUID()}`, { '1': 3, '3': 6 }), {
      'user-agent': IPHONE_UA,
      referer: 'https://ignored.example.com/',
    });

    const all = await owner.call('GET', `/documents/${document.id}/analytics`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({
      views: 3,
      uniqueViewers: 2,
      totalSeconds: 44,
      averageSeconds: 15,
    });
    expect(all.body.pages).toEqual([
      { page: 1, seconds: 18, views: 3 },
      { page: 2, seconds: 20, views: 1 },
      { page: 3, seconds: 6, views: 1 },
      { page: 4, seconds: 0, views: 0 },
    ]);
    expect(all.body.links).toEqual([
      { id: bob.id, label: 'Bob', isActive: true, views: 1, uniqueViewers: 1, totalSeconds: 9 },
      { id: jane.id, label: 'Jane', isActive: true, views: 2, uniqueViewers: 1, totalSeconds: 35 },
    ]);
    expect(all.body.recentViews).toHaveLength(3);
    const bobView = all.body.recentViews.find(
      (record: { linkId: string }) => record.linkId === bob.id,
    );
    expect(bobView).toMatchObject({
      linkLabel: 'Bob',
      seconds: 9,
      pages: [1, 3],
      referrer: null,
      device: 'mobile',
      browser: 'Safari on iOS',
    });

    const onlyJane = await owner.call(
      'GET',
      `/documents/${document.id}/analytics?linkId=${jane.id}`,
    );
    expect(onlyJane.body).toMatchObject({
      views: 2,
      uniqueViewers: 1,
      totalSeconds: 35,
      averageSeconds: 18,
    });
    expect(onlyJane.body.pages.map((page: { seconds: number }) => page.seconds)).toEqual([
      15, 20, 0, 0,
    ]);
    expect(
      onlyJane.body.recentViews.every((record: { linkId: string }) => record.linkId === jane.id),
    ).toBe(true);
    // Every link stays listed, so the filter can be changed.
    expect(onlyJane.body.links).toHaveLength(2);

    // The document's own counter agrees.
    const row = await server.database.db
      .selectFrom('documents')
      .select('viewCount')
      .where('id', '=', document.id)
      .executeTakeFirstOrThrow();
    expect(row.viewCount).toBe(3);
  });

  it("refuses a link of another document and another user's document", async () => {
    const owner = await signUpApiUser(server, 'stats-owner');
    const other = await signUpApiUser(server, 'stats-other');
    const first = await insertDocument(server, owner.id);
    const second = await insertDocument(server, owner.id);
    const link = (await owner.call('POST', `/documents/${second.id}/links`, { label: 'Jane' }))
      .body;

    const wrongLink = await owner.call('GET', `/documents/${first.id}/analytics?linkId=${link.id}`);
    expect(wrongLink.status).toBe(404);
    expect(wrongLink.body.error.message).toBe(DOCUMENT_MESSAGES.trackingLinkNotFound);
    expect(
      (await owner.call('GET', `/documents/${first.id}/analytics?linkId=nonsense`)).status,
    ).toBe(404);

    const notYours = await other.call('GET', `/documents/${second.id}/analytics`);
    expect(notYours.status).toBe(404);
    expect(notYours.body.error.message).toBe(DOCUMENT_MESSAGES.documentNotFound);
  });
});
