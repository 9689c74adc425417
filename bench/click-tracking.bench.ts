// Issue 3 "Speed": the click-recording endpoint takes at least 3,000 requests/s with
// every counted click stored. The real server runs as its own process (PGlite in a
// temporary DATA_DIR) while autocannon fires beacons from this one; afterwards the
// stored link_clicks rows must equal the 204 answers, and click_count must agree.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/connection';
import { freePort, signUpOwner, waitFor } from './bench-server';
import type { BenchResult } from './result';

type AutocannonResult = {
  requests: { average: number; total: number };
  duration: number;
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
};
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const TARGET_PER_SECOND = 3000;
const REQUESTS = Number(process.env.BENCH_CLICK_REQUESTS ?? 60_000);
const CONNECTIONS = 50;
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ROOT = fileURLToPath(new URL('..', import.meta.url));

export default async function clickTracking(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scale-bench-clicks-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
      MAIL_SENDER_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitFor(`${url}/healthz`);

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
    child.kill('SIGTERM');
    await exited;
    const database = await openDatabase({ kind: 'pglite', dataDir });
    let stored = 0;
    let clickCount = 0;
    try {
      const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM link_clicks`.execute(
        database.db,
      );
      stored = rows.rows[0]?.n ?? 0;
      const link = await database.db
        .selectFrom('links')
        .select('clickCount')
        .where('id', '=', linkId)
        .executeTakeFirst();
      clickCount = link?.clickCount ?? 0;
    } finally {
      await database.close();
    }

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
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
