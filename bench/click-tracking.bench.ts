// Issue 3 "Speed": the click-recording endpoint takes at least 3,000 requests/s with
// every counted click stored. The real server runs as its own process (PGlite in a
// temporary DATA_DIR) while autocannon fires beacons from this one; afterwards the
// stored link_clicks rows must equal the 204 answers, and click_count must agree.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import {
  type AppServer,
  autocannon,
  CHROME,
  signUpOwner,
  startAppServer,
  stopServer,
  withPGlite,
} from './bench-server';
import type { BenchResult } from './result';

const TARGET_PER_SECOND = 3000;
const REQUESTS = Number(process.env.BENCH_CLICK_REQUESTS ?? 60_000);
const CONNECTIONS = 50;

export default async function clickTracking(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scale-bench-clicks-'));
  let server: AppServer | undefined;
  try {
    // Every beacon comes from this one address: the per-client limit is raised past the
    // run's count, so the limiter still counts each beacon but never refuses one.
    server = await startAppServer({
      env: { DATA_DIR: dataDir, BEACON_LIMIT_PER_MINUTE: String(10 * REQUESTS) },
    });
    const { url } = server;

    // An owner with one link, made through the API as a person would.
    const cookie = await signUpOwner(url, 'bench@example.com');
    const created = await fetch(`${url}/api/v1/links`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, cookie },
      body: JSON.stringify({ title: 'Benchmark', url: 'https://example.com/' }),
    });
    if (!created.ok) throw new Error(`creating the link answered ${created.status}`);
    const { id: linkId } = (await created.json()) as { id: string };

    const body = JSON.stringify({ linkId });
    const beacon = {
      url: `${url}/api/v1/track/click`,
      method: 'POST',
      connections: CONNECTIONS,
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': CHROME,
        origin: url,
        referer: `${url}/bench`,
      },
      body,
    };
    // Warm-up (JIT, connection pools); its clicks are stored and checked too.
    const warmUp = await autocannon({ ...beacon, amount: 5_000 });
    // A fixed number of requests, so every one is answered before counting rows.
    const run = await autocannon({ ...beacon, amount: REQUESTS });
    const answered204 =
      (warmUp.statusCodeStats['204']?.count ?? 0) + (run.statusCodeStats['204']?.count ?? 0);
    const perSecond = run.requests.total / run.duration;

    // A graceful stop writes what is still buffered.
    await stopServer(server.child);
    const { stored, clickCount } = await withPGlite(dataDir, async ({ db }) => {
      const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM link_clicks`.execute(db);
      const link = await db
        .selectFrom('links')
        .select('clickCount')
        .where('id', '=', linkId)
        .executeTakeFirst();
      return { stored: rows.rows[0]?.n ?? 0, clickCount: link?.clickCount ?? 0 };
    });

    const failures = run.non2xx + run.errors + run.timeouts + warmUp.non2xx + warmUp.errors;
    return [
      {
        figure: 'Click beacon throughput (POST /api/v1/track/click)',
        target: `≥ ${TARGET_PER_SECOND.toLocaleString('en-US')} req/s`,
        measured: `${Math.round(perSecond).toLocaleString('en-US')} req/s`,
        detail: `${run.requests.total} requests, ${CONNECTIONS} connections, ${run.duration.toFixed(1)} s, ${failures} failed`,
        pass: perSecond >= TARGET_PER_SECOND && failures === 0,
      },
      {
        figure: 'Clicks stored = 204 answers',
        target: 'equal',
        measured: `${stored} rows / ${answered204} answers`,
        detail: `links.click_count ${clickCount}`,
        pass: stored === answered204 && clickCount === stored,
      },
    ];
  } finally {
    await stopServer(server?.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
