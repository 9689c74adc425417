// Issue 25 "Benchmarks": the clients tab at a million clients in one workspace — the first
// page, a kanban column's page, the summary tiles, and a search for a common and a rare
// three-letter-plus substring — with the server's peak memory, on PGlite and (when
// DATABASE_URL or TEST_DATABASE_URL names one) on PostgreSQL.
//
// The account is filled as `npm run seed` fills one (scripts/seed: realistic names over 120
// days, in batches), while the server is stopped on PGlite. Each request alternates with
// the baseline, GET /api/v1/me: the session and HTTP that no request can do without.
import { type Kysely, sql } from 'kysely';
import { insertClients } from '../scripts/seed/seed-rows';
import type { DB } from '../src/server/db/types';
import {
  median,
  POSTGRES_URL,
  peakRssMb,
  type SeededServer,
  withSeededPGlite,
  withSeededPostgres,
} from './bench-server';
import type { BenchResult } from './result';

const CLIENTS = Number(process.env.BENCH_MILLION_CLIENTS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_MILLION_SAMPLES ?? 15);
/** Seeding a million rows takes minutes: BENCH_MILLION_ENGINES=postgres runs one engine. */
const ENGINES = (process.env.BENCH_MILLION_ENGINES ?? 'pglite,postgres').split(',');
const BATCH = 50_000;
const RSS_TARGET_MB = 400;

/** What is timed: the request, its target, and what it reads. */
const FIGURES = [
  { name: 'Clients first page', path: '/clients?limit=50', target: 20 },
  {
    name: 'A kanban column page (Negotiation)',
    path: '/clients?status=negotiation&limit=50',
    target: 20,
  },
  { name: 'Summary tiles', path: '/clients/summary', target: 50 },
  // "okafor" is one of fifty surnames (about 2% of the clients); the rare one is a client
  // number as its e-mail ends ("…917342@example.org"): one client.
  { name: 'Search, common substring "okafor"', path: '/clients?q=okafor&limit=50', target: 30 },
  {
    name: 'Search, rare substring (one client)',
    path: `/clients?q=${Math.floor(CLIENTS * 0.917342)}%40&limit=50`,
    target: 30,
  },
] as const;

async function seed(db: Kysely<DB>, userId: string): Promise<void> {
  const { id: workspaceId } = await db
    .selectFrom('organizations')
    .select('id')
    .where('personalUserId', '=', userId)
    .executeTakeFirstOrThrow();
  const started = performance.now();
  for (let from = 1; from <= CLIENTS; from += BATCH) {
    await insertClients(
      db,
      { userId, workspaceId, days: 120 },
      from,
      Math.min(CLIENTS, from + BATCH - 1),
    );
    process.stderr.write(
      `\r  seeding clients ${Math.min(CLIENTS, from + BATCH - 1).toLocaleString('en-US')} / ${CLIENTS.toLocaleString('en-US')}`,
    );
  }
  process.stderr.write(` (${Math.round((performance.now() - started) / 1000)} s)\n`);
  // What autovacuum would do after such a load: the visibility map set, the statistics read.
  await sql`VACUUM (ANALYZE) clients`.execute(db);
}

async function measure(server: SeededServer, engine: string): Promise<BenchResult[]> {
  const { cookie } = server;
  const get = async (path: string) => {
    const start = performance.now();
    const response = await fetch(`${server.url}/api/v1${path}`, { headers: { cookie } });
    const body = (await response.json()) as { total?: number; items?: unknown[] };
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return { ms: performance.now() - start, body };
  };
  const results: BenchResult[] = [];
  for (const figure of FIGURES) {
    await get(figure.path);
    const times: number[] = [];
    const floor: number[] = [];
    let shown = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const answer = await get(figure.path);
      times.push(answer.ms);
      shown = answer.body.items?.length ?? 0;
      floor.push((await get('/me')).ms);
    }
    const value = median(times);
    const baseline = median(floor);
    results.push({
      figure: `${figure.name}, ${CLIENTS.toLocaleString('en-US')} clients (${engine})`,
      target: `≤ ${figure.target} ms median`,
      measured: `${value.toFixed(1)} ms`,
      ratio: `${(value / baseline).toFixed(1)}× GET /api/v1/me (${baseline.toFixed(1)} ms)`,
      detail: `GET /api/v1${figure.path} by the owner; rows shown: ${shown}; median of ${SAMPLES} after one warm-up, alternating with the baseline`,
      pass: value <= figure.target,
    });
  }
  const peak = Math.round(peakRssMb(server.pid));
  results.push({
    figure: `Server peak memory at ${CLIENTS.toLocaleString('en-US')} clients (${engine})`,
    target: `≤ ${RSS_TARGET_MB} MB RSS`,
    measured: `${peak} MB`,
    ratio: '—',
    detail: 'VmHWM of the server process after the requests above (its whole life, start included)',
    pass: peak <= RSS_TARGET_MB,
  });
  return results;
}

export default async function clientsMillionBench(): Promise<BenchResult[]> {
  const results = ENGINES.includes('pglite')
    ? await withSeededPGlite('million', seed, (server) => measure(server, 'PGlite'))
    : [];
  if (POSTGRES_URL && ENGINES.includes('postgres')) {
    results.push(
      ...(await withSeededPostgres(POSTGRES_URL, 'million', seed, (server) =>
        measure(server, 'PostgreSQL'),
      )),
    );
  }
  return results;
}
