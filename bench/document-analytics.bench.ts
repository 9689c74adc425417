// Issue 25: a document's analytics (GET /api/v1/documents/:id/analytics) answer in at
// most 50 ms at a million views of one document, on PGlite and — when DATABASE_URL or
// TEST_DATABASE_URL names one — on PostgreSQL (decision 093: sums kept by the views'
// triggers). The views are the seed script's (scripts/seed/seed-rows.ts): one tracking
// link, pages read and seconds per page at random, about two visits per viewer.
//
// The baseline, in the same run on the same database, is what the endpoint ran before
// decision 093: the totals, the pages and the links counted from every view row (the
// three queries, run together as the endpoint ran them; on PGlite with the server
// stopped, since the database belongs to one process).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { insertDocumentViews } from '../scripts/seed/seed-rows';
import type { DB } from '../src/server/db/types';
import { makePdf } from '../tests/support/make-pdf';
import {
  type AppServer,
  median,
  POSTGRES_URL,
  peakRssMb,
  signUpOwner,
  startAppServer,
  stopServer,
  whileStopped,
  withPostgresServer,
} from './bench-server';
import type { BenchResult } from './result';

const VIEWS = Number(process.env.BENCH_DOCUMENT_VIEWS ?? 1_000_000);
const PAGES = 12;
const BATCH = 100_000;
const SAMPLES = 15;
const RAW_SAMPLES = 3;
const TARGET_MS = 50;

type Shared = { url: string; cookie: string; documentId: string; linkId: string };

async function post(url: string, cookie: string, path: string, body: BodyInit, type: string) {
  const response = await fetch(`${url}/api/v1${path}`, {
    method: 'POST',
    headers: { cookie, origin: url, 'content-type': type },
    body,
  });
  if (response.status !== 201) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as { id: string };
}

/** The owner, a 12-page PDF and its tracking link, made through the API. */
async function share(url: string): Promise<Shared> {
  const cookie = await signUpOwner(url, 'document-analytics@example.com');
  const document = await post(
    url,
    cookie,
    '/documents?title=Deck&filename=deck.pdf',
    new Uint8Array(makePdf(PAGES)),
    'application/pdf',
  );
  const link = await post(
    url,
    cookie,
    `/documents/${document.id}/links`,
    JSON.stringify({ label: 'Everyone' }),
    'application/json',
  );
  return { url, cookie, documentId: document.id, linkId: link.id };
}

async function seedViews(db: Kysely<DB>, { documentId, linkId }: Shared) {
  for (let from = 1; from <= VIEWS; from += BATCH) {
    await insertDocumentViews(
      db,
      { userId: '', workspaceId: '', days: 120 },
      { trackingLinkId: linkId, documentId, pageCount: PAGES },
      { from, to: Math.min(VIEWS, from + BATCH - 1), total: VIEWS },
    );
  }
}

/** The endpoint's three aggregate queries before decision 093, together; median ms. */
async function rawQueries(db: Kysely<DB>, documentId: string) {
  const once = () =>
    Promise.all([
      sql`SELECT count(*)::int, count(DISTINCT viewer_hash)::int, coalesce(sum(time_spent), 0)::int
        FROM document_views WHERE document_id = ${documentId}::uuid`.execute(db),
      sql`SELECT p.key::int, sum(p.value::numeric)::int, (count(*) FILTER (WHERE p.value::numeric > 0))::int
        FROM document_views v, jsonb_each_text(v.page_seconds) p
        WHERE v.document_id = ${documentId}::uuid GROUP BY p.key::int`.execute(db),
      sql`SELECT l.id, count(v.id)::int, count(DISTINCT v.viewer_hash)::int, coalesce(sum(v.time_spent), 0)::int
        FROM document_tracking_links l LEFT JOIN document_views v ON v.tracking_link_id = l.id
        WHERE l.document_id = ${documentId}::uuid GROUP BY l.id`.execute(db),
    ]);
  const samples: number[] = [];
  for (let i = 0; i < RAW_SAMPLES; i++) {
    const start = performance.now();
    await once();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

async function overHttp({ url, cookie, documentId }: Shared) {
  const get = async () => {
    const start = performance.now();
    const response = await fetch(`${url}/api/v1/documents/${documentId}/analytics`, {
      headers: { cookie },
    });
    const body = (await response.json()) as { views: number; uniqueViewers: number };
    if (!response.ok) throw new Error(`analytics answered ${response.status}`);
    return { ms: performance.now() - start, body };
  };
  await get();
  const samples: number[] = [];
  let body = { views: 0, uniqueViewers: 0 };
  for (let i = 0; i < SAMPLES; i++) {
    const answer = await get();
    samples.push(answer.ms);
    body = answer.body;
  }
  return { ms: median(samples), views: body.views, uniqueViewers: body.uniqueViewers };
}

function result(
  engine: string,
  http: Awaited<ReturnType<typeof overHttp>>,
  rawMs: number,
  seedMs: number,
  rssMb: number,
): BenchResult {
  return {
    figure: `Document analytics, ${(VIEWS / 1e6).toLocaleString('en-US')} M views of one document (${engine})`,
    target: `≤ ${TARGET_MS} ms median`,
    measured: `${http.ms.toFixed(1)} ms`,
    ratio: `1/${Math.round(rawMs / http.ms).toLocaleString('en-US')} of counting the view rows ${rawMs.toFixed(0)} ms`,
    detail: `GET /api/v1/documents/:id/analytics as the owner, median of ${SAMPLES}; ${http.views.toLocaleString('en-US')} views, ${http.uniqueViewers.toLocaleString('en-US')} unique viewers, ${PAGES} pages; the baseline is the three aggregate queries it ran before (median of ${RAW_SAMPLES}, no HTTP); seeding (triggers keeping the sums) ${(seedMs / 1000).toFixed(0)} s; server peak RSS ${rssMb.toFixed(0)} MB`,
    pass: http.ms <= TARGET_MS && http.views === VIEWS,
  };
}

async function onPGlite(): Promise<BenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scale-bench-document-analytics-'));
  let server: AppServer | undefined;
  try {
    server = await startAppServer({ env: { DATA_DIR: dataDir, DATABASE_URL: '' } });
    const shared = await share(server.url);
    let seedMs = 0;
    let rawMs = 0;
    server = await whileStopped(server, dataDir, async ({ db }) => {
      const start = performance.now();
      await seedViews(db, shared);
      seedMs = performance.now() - start;
      await sql`ANALYZE`.execute(db);
      rawMs = await rawQueries(db, shared.documentId);
    });
    const http = await overHttp({ ...shared, url: server.url });
    return result('PGlite', http, rawMs, seedMs, peakRssMb(server.pid));
  } finally {
    await stopServer(server?.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(baseUrl: string): Promise<BenchResult> {
  return withPostgresServer(baseUrl, 'document_analytics', {}, async ({ server, database }) => {
    const shared = await share(server.url);
    const start = performance.now();
    await seedViews(database.db, shared);
    const seedMs = performance.now() - start;
    await sql`ANALYZE`.execute(database.db);
    const rawMs = await rawQueries(database.db, shared.documentId);
    return result('PostgreSQL', await overHttp(shared), rawMs, seedMs, peakRssMb(server.pid));
  });
}

export default async function documentAnalyticsBench(): Promise<BenchResult[]> {
  const results = [await onPGlite()];
  if (POSTGRES_URL) results.push(await onPostgres(POSTGRES_URL));
  return results;
}
