// Issue 25 (decision 093): a document's analytics come from sums the views' triggers
// keep. Here random visits of a document over three links — new visits, later beacons
// of the same visits (more time, more pages), a viewer coming back, a link deleted with
// its visits — are checked after each step against the same figures summed from every
// raw view row, as the endpoint computed them before the sums existed.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import { insertDocument } from '../../../../../tests/support/document-rows';
import { seededRandom } from '../../../../../tests/support/seeded-random';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';

let server: TestServer;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** The figures from the raw rows, by the queries the endpoint ran before decision 093. */
async function fromRawRows(documentId: string, linkId?: string) {
  const forLink = linkId ? sql`AND v.tracking_link_id = ${linkId}::uuid` : sql``;
  const totals = await sql<{ views: number; uniqueViewers: number; totalSeconds: number }>`
    SELECT count(*)::int AS views, count(DISTINCT v.viewer_hash)::int AS unique_viewers,
      coalesce(sum(v.time_spent), 0)::int AS total_seconds
    FROM document_views v WHERE v.document_id = ${documentId}::uuid ${forLink}`.execute(db());
  const pages = await sql<{ page: number; seconds: number; views: number }>`
    SELECT p.key::int AS page, sum(p.value::numeric)::int AS seconds,
      (count(*) FILTER (WHERE p.value::numeric > 0))::int AS views
    FROM document_views v, jsonb_each_text(v.page_seconds) p
    WHERE v.document_id = ${documentId}::uuid ${forLink}
    GROUP BY p.key::int ORDER BY 1`.execute(db());
  const links = await sql<{
    id: string;
    views: number;
    uniqueViewers: number;
    totalSeconds: number;
  }>`
    SELECT l.id, count(v.id)::int AS views, count(DISTINCT v.viewer_hash)::int AS unique_viewers,
      coalesce(sum(v.time_spent), 0)::int AS total_seconds
    FROM document_tracking_links l LEFT JOIN document_views v ON v.tracking_link_id = l.id
    WHERE l.document_id = ${documentId}::uuid
    GROUP BY l.id ORDER BY l.created_at DESC, l.id DESC`.execute(db());
  return { totals: totals.rows[0], pages: pages.rows, links: links.rows };
}

async function expectSameAsRawRows(owner: ApiUser, documentId: string, linkIds: string[]) {
  for (const linkId of [undefined, ...linkIds]) {
    const query = linkId ? `?linkId=${linkId}` : '';
    const answer = await owner.call('GET', `/documents/${documentId}/analytics${query}`);
    expect(answer.status).toBe(200);
    const raw = await fromRawRows(documentId, linkId);
    expect(
      {
        views: answer.body.views,
        uniqueViewers: answer.body.uniqueViewers,
        totalSeconds: answer.body.totalSeconds,
      },
      linkId ?? 'the document',
    ).toEqual(raw.totals);
    // The endpoint lists every page (the unread at zero); the raw rows only those read.
    const read = (answer.body.pages as { page: number; seconds: number; views: number }[]).filter(
      (page) => raw.pages.some((r) => r.page === page.page),
    );
    expect(read, linkId ?? 'the document').toEqual(raw.pages);
    if (!linkId) {
      expect(
        (
          answer.body.links as {
            id: string;
            views: number;
            uniqueViewers: number;
            totalSeconds: number;
          }[]
        ).map(({ id, views, uniqueViewers, totalSeconds }) => ({
          id,
          views,
          uniqueViewers,
          totalSeconds,
        })),
      ).toEqual(raw.links);
    }
  }
}

type Visit = { id: string; linkId: string; hash: string; pages: Record<string, number> };

describe('document analytics from kept sums', () => {
  it('equal the raw rows through new visits, later beacons, returning viewers and a deleted link', async () => {
    const owner = await signUpApiUser(server, 'sums');
    const document = await insertDocument(server, owner.id, { pages: 6 });
    const links: string[] = [];
    for (const label of ['Jane', 'Bob', 'Team']) {
      links.push((await owner.call('POST', `/documents/${document.id}/links`, { label })).body.id);
    }
    await expectSameAsRawRows(owner, document.id, links);

    const next = seededRandom(25);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
    const viewers = Array.from({ length: 12 }, () => `viewer-${randomUUID()}`);
    const visits: Visit[] = [];
    const pageSeconds = () => {
      const pages: Record<string, number> = {};
      for (let page = 1; page <= 6; page++) {
        if (next() < 0.5) pages[page] = next() < 0.2 ? 0 : Math.round(next() * 900) / 10;
      }
      return pages;
    };
    const total = (pages: Record<string, number>) =>
      Math.round(Object.values(pages).reduce((sum, s) => sum + s, 0));
    // New visits, one statement for several (as an import would) and one at a time.
    const visit = (): Visit => ({
      id: randomUUID(),
      linkId: pick(links),
      hash: pick(viewers),
      pages: pageSeconds(),
    });
    const insert = async (batch: Visit[]) => {
      await db()
        .insertInto('document_views')
        .values(
          batch.map((v) => ({
            id: v.id,
            viewKey: randomUUID(),
            trackingLinkId: v.linkId,
            documentId: document.id,
            viewerHash: v.hash,
            pageSeconds: JSON.stringify(v.pages),
            pagesViewed: Object.keys(v.pages).map(Number),
            timeSpent: total(v.pages),
          })),
        )
        .execute();
      visits.push(...batch);
    };
    await insert(Array.from({ length: 25 }, visit));
    for (let i = 0; i < 5; i++) await insert([visit()]);
    await expectSameAsRawRows(owner, document.id, links);

    // Later beacons: more seconds on pages read and new pages, one visit at a time; and
    // an update that changes nothing counted (the lead's interaction id).
    for (const v of visits.slice(0, 15)) {
      for (const [page, seconds] of Object.entries(pageSeconds())) {
        v.pages[page] = Math.max(v.pages[page] ?? 0, seconds);
      }
      await db()
        .updateTable('document_views')
        .set({ pageSeconds: JSON.stringify(v.pages), timeSpent: total(v.pages), isFinal: true })
        .where('id', '=', v.id)
        .execute();
    }
    await db()
      .updateTable('document_views')
      .set({ isFinal: false })
      .where('documentId', '=', document.id)
      .execute();
    await expectSameAsRawRows(owner, document.id, links);

    // A visit deleted (the only visit of its viewer on its link, and one of several).
    await db().deleteFrom('document_views').where('id', '=', visits[0]!.id).execute();
    await db().deleteFrom('document_views').where('id', '=', visits[1]!.id).execute();
    await expectSameAsRawRows(owner, document.id, links);

    // A link deleted: its visits go with it, and so do its sums and viewers.
    const gone = links.pop() as string;
    expect((await owner.call('DELETE', `/document-links/${gone}`)).status).toBe(204);
    await expectSameAsRawRows(owner, document.id, links);
    const left = await sql<{ n: number }>`
      SELECT (SELECT count(*) FROM document_view_sums WHERE tracking_link_id = ${gone}::uuid)
        + (SELECT count(*) FROM document_pair_viewers WHERE tracking_link_id = ${gone}::uuid)
        + (SELECT count(*) FROM document_view_page_sums WHERE tracking_link_id = ${gone}::uuid) AS n`.execute(
      db(),
    );
    expect(left.rows[0]?.n).toBe(0);
  });

  it('leaves no sums behind when the document is deleted', async () => {
    const owner = await signUpApiUser(server, 'sums-gone');
    const document = await insertDocument(server, owner.id, { pages: 2 });
    const link = (await owner.call('POST', `/documents/${document.id}/links`, { label: 'Jane' }))
      .body;
    await db()
      .insertInto('document_views')
      .values({
        viewKey: randomUUID(),
        trackingLinkId: link.id,
        documentId: document.id,
        viewerHash: 'someone',
        pageSeconds: JSON.stringify({ '1': 4 }),
        pagesViewed: [1],
        timeSpent: 4,
      })
      .execute();
    expect((await owner.call('DELETE', `/documents/${document.id}`)).status).toBe(204);
    const left = await sql<{ n: number }>`
      SELECT (SELECT count(*) FROM document_view_sums WHERE document_id = ${document.id}::uuid)
        + (SELECT count(*) FROM document_viewers WHERE document_id = ${document.id}::uuid)
        + (SELECT count(*) FROM document_view_totals WHERE document_id = ${document.id}::uuid) AS n`.execute(
      db(),
    );
    expect(left.rows[0]?.n).toBe(0);
  });
});
