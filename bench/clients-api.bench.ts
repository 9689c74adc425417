import { type Kysely, sql } from 'kysely';
import { CLIENT_STATUSES } from '../src/core/clients';
import type { DB } from '../src/server/db/types';
import {
  median,
  POSTGRES_URL,
  type SeededServer,
  withSeededPGlite,
  withSeededPostgres,
} from './bench-server';
import type { BenchResult } from './result';

const CLIENTS = 10_000;
const TARGET_MS = 20;
const SEARCH_TARGET_MS = 50;
const SAMPLES = Number(process.env.BENCH_CLIENTS_SAMPLES ?? 200);
const WARM_UP = 30;

/** 10,000 varied clients in one statement: names, companies, tags, lists, spread-out dates. */
async function seedClients(db: Kysely<DB>, userId: string) {
  await sql`
    INSERT INTO clients (user_id, name, email, phone, company, position, status, lead_source,
      lead_score, estimated_value_cents, tags, contact_details, website_urls,
      created_at, updated_at)
    SELECT ${userId},
      'Client ' || i || ' ' || (ARRAY['Smith','Garcia','Chen','Okafor','Müller','Rossi'])[1 + i % 6],
      'client' || i || '@example.com',
      '+1 415 555 ' || lpad((i % 10000)::text, 4, '0'),
      (ARRAY['Acme','Globex','Initech','Umbrella','Hooli','Stark'])[1 + i % 6] || ' ' || (i % 500),
      'Buyer',
      (${sql.raw(`ARRAY[${CLIENT_STATUSES.map((s) => `'${s}'`).join(',')}]`)})[1 + i % 8],
      'referral',
      i % 101,
      (i * 7919) % 5000000,
      ARRAY['tag' || (i % 40), 'segment-' || (i % 7)],
      jsonb_build_object(
        'phones', jsonb_build_array(jsonb_build_object('number', '+1 415 555 ' || lpad((i % 10000)::text, 4, '0'), 'type', 'mobile', 'is_default', true)),
        'emails', jsonb_build_array(jsonb_build_object('address', 'client' || i || '@example.com', 'type', 'work', 'is_default', true)),
        'addresses', jsonb_build_array(jsonb_build_object('line1', i || ' Market St', 'city', 'San Francisco', 'postal_code', '94103', 'type', 'office', 'is_default', true))),
      jsonb_build_array(jsonb_build_object('url', 'https://client' || i || '.example', 'label', 'Website', 'is_default', true)),
      now() - (i || ' minutes')::interval,
      now() - (i || ' minutes')::interval
    FROM generate_series(1, ${CLIENTS}) AS i`.execute(db);
  await sql`UPDATE profiles SET tier = 'pro' WHERE user_id = ${userId}`.execute(db);
  await sql`ANALYZE clients`.execute(db);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

type Timing = { median: number; p95: number };

/** Sequential requests, so each one's time is the server's answer time plus loopback. */
async function time(send: (index: number) => Promise<Response>): Promise<Timing> {
  for (let i = 0; i < WARM_UP; i++) await (await send(i)).arrayBuffer();
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    const response = await send(i);
    await response.arrayBuffer();
    samples.push(performance.now() - start);
    if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  }
  return { median: median(samples), p95: percentile(samples, 0.95) };
}

async function measureApi(url: string, cookie: string, label: string): Promise<BenchResult[]> {
  const get = (path: string) => () => fetch(`${url}/api/v1${path}`, { headers: { cookie } });
  const firstPage = await get('/clients')();
  const page = (await firstPage.json()) as { items: { id: string }[]; total: number };
  if (page.total !== CLIENTS) throw new Error(`expected ${CLIENTS} clients, listed ${page.total}`);
  const ids = page.items.map((item) => item.id);

  // The floor of any signed-in API call here: session lookup, routing, loopback.
  const floor = await time(get('/me'));
  const list = await time(get('/clients'));
  const column = await time(get('/clients?status=qualified&limit=50'));
  const search = await time(get('/clients?q=okafor'));
  const summary = await time(get('/clients/summary'));
  const status = await time((index) =>
    fetch(`${url}/api/v1/clients/${ids[index % ids.length]}/status`, {
      method: 'PATCH',
      headers: { cookie, origin: url, 'content-type': 'application/json' },
      body: JSON.stringify({ status: CLIENT_STATUSES[index % CLIENT_STATUSES.length] }),
    }),
  );
  const ms = (timing: Timing) => `${timing.median.toFixed(1)} ms`;
  const detail = (timing: Timing, what: string) =>
    `${what}; p95 ${timing.p95.toFixed(1)} ms; median of ${SAMPLES}, ${CLIENTS.toLocaleString('en-US')} clients; GET /api/v1/me ${ms(floor)}`;
  const row = (figure: string, timing: Timing, what: string, target = TARGET_MS): BenchResult => ({
    figure: `${figure} (${label})`,
    target: `≤ ${target} ms median`,
    measured: ms(timing),
    detail: detail(timing, what),
    pass: timing.median <= target,
  });
  return [
    row('Clients API first page', list, 'GET /api/v1/clients, 50 items + total'),
    row('Clients kanban column page', column, 'GET /api/v1/clients?status=qualified'),
    // Not a figure of the issue (its 20 ms are the first page): a search that matches a
    // sixth of 10,000 clients, held to "keeps up with typing".
    row(
      'Clients search, 1,667 matches',
      search,
      'GET /api/v1/clients?q=okafor (name/email/phone/company/tags)',
      SEARCH_TARGET_MS,
    ),
    row('Clients summary (SQL totals)', summary, 'GET /api/v1/clients/summary'),
    row('Client status change (one UPDATE)', status, 'PATCH /api/v1/clients/:id/status'),
  ];
}

export default async function clientsApi(): Promise<BenchResult[]> {
  const run = (label: string) => (server: SeededServer) =>
    measureApi(server.url, server.cookie, label);
  const results = await withSeededPGlite('clients', seedClients, run('PGlite'));
  if (POSTGRES_URL) {
    results.push(
      ...(await withSeededPostgres(POSTGRES_URL, 'clients', seedClients, run('PostgreSQL'))),
    );
  }
  return results;
}
