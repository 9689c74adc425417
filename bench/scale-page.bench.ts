// Issue 3 "Speed": (a) a Scale Page with ten links weighs at most 14 KB gzipped
// (HTML, CSS and JavaScript; the avatar excluded) and loads no client framework;
// (b) GET /:username, served from the database through the page cache, reaches at
// least 60% of the throughput of a bare node:http server returning the same bytes,
// both measured with autocannon in this run. Each server runs as its own process
// (the real one on PGlite in a temporary DATA_DIR) while autocannon runs here.
// (c) The page counts its views with a beacon (docs/decisions/008): the beacon's
// throughput, and that every view it answered is stored.
// (d) Issue 25: (b)'s page throughput again while view beacons arrive at 5,000 a second
// (a second autocannon at a fixed rate) and the recorder writes them, against (b)'s bare
// rounds; those views are stored too.
// Issue 23: the budgets hold on every theme — the weight is measured again for each
// designed theme with eight social icons, and (b) runs on the richest look (Forest, an
// uploaded background picture under an overlay, the icons), held to issue 23's 80%.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import {
  type AppServer,
  autocannon,
  CHROME,
  freePort,
  NODE_FLAGS,
  ROOT,
  serverEnv,
  signUpOwner,
  startAppServer,
  stopServer,
  waitFor,
  withPGlite,
} from './bench-server';
import type { BenchResult } from './result';
import { dressScalePage, THEME_IDS_TO_MEASURE } from './themed-page';

const WEIGHT_LIMIT_BYTES = 14 * 1024;
/** Issue 3 asked for 60% of bare; issue 23 holds every theme to 80%. */
const TARGET_RATIO = 0.8;
/** The click beacon's target (issue 3); the view beacon is held to the same. */
const BEACON_TARGET_PER_SECOND = 3000;
const DURATION_S = Number(process.env.BENCH_PAGE_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_PAGE_ROUNDS ?? 3);
const BEACON_REQUESTS = Number(process.env.BENCH_VIEW_REQUESTS ?? 30_000);
/** Issue 25: the page keeps ≥ 60% of bare while this many view beacons a second arrive. */
const BEACONS_UNDER_LOAD = 5000;
const UNDER_LOAD_RATIO = 0.6;
const CONNECTIONS = 50;
/** The bare baseline: node:http answering every request with the page's bytes and headers. */
const BARE_SERVER = fileURLToPath(new URL('bare-server.mjs', import.meta.url));

/** A GET whose body is left as sent (fetch would decode gzip). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * CPU seconds a process has used (user + system), from /proc; null where there is
 * none. CPU per request is steadier than requests per second on a busy machine.
 */
function cpuSeconds(pid: number | undefined): number | null {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return null;
  // Fields after the command name (which may hold spaces): utime and stime are 14 and 15.
  const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks / 100 : null;
}

type Total = { requests: number; seconds: number; failures: number; cpu: number | null };

async function measure(url: string, pid: number | undefined, total: Total) {
  const options = { url, connections: CONNECTIONS, headers: { 'user-agent': CHROME } };
  await autocannon({ ...options, duration: 1 }); // warm-up: JIT, caches, connections
  const cpuBefore = cpuSeconds(pid);
  const run = await autocannon({ ...options, duration: DURATION_S });
  const cpuAfter = cpuSeconds(pid);
  total.requests += run.requests.total;
  total.seconds += run.duration;
  total.failures += run.non2xx + run.errors + run.timeouts;
  total.cpu =
    total.cpu === null || cpuBefore === null || cpuAfter === null
      ? null
      : total.cpu + (cpuAfter - cpuBefore);
}

const perSecond = (total: Total) => total.requests / total.seconds;
/** Server CPU microseconds per answered request. */
const cpuPerRequest = (total: Total) =>
  total.cpu === null ? null : (total.cpu / total.requests) * 1e6;

export default async function scalePage(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'scale-bench-page-'));
  let app: AppServer | undefined;
  let bare: ChildProcess | undefined;
  try {
    // The app exactly as npm start runs it; the bare server below gets the same node flags.
    // Every beacon comes from this one address: the per-client limit is raised so the
    // limiter still counts each view beacon but never refuses one.
    app = await startAppServer({
      env: { DATA_DIR: dataDir, BEACON_LIMIT_PER_MINUTE: String(10 * BEACON_REQUESTS) },
    });
    const { url } = app;

    // A realistic page made through the API: name, bio, phone and ten links.
    const cookie = await signUpOwner(url, 'page@example.com');
    const send = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', origin: url, cookie },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
      return response;
    };
    await send('PATCH', '/api/v1/me/profile', {
      displayName: 'Maya Chen',
      bio: 'I help small businesses build a sales pipeline that never goes cold. Book a call, grab my free playbook, or send me a message.',
      whatsappNumber: '+14155552671',
      phoneNumber: '+14155552671',
    });
    for (let i = 1; i <= 10; i++) {
      await send('POST', '/api/v1/links', {
        title: `Link number ${i}: something worth a click`,
        url: `https://example.com/articles/${i}/a-reasonably-long-path?utm_source=scale`,
        description: 'A short description of what is behind this link',
      });
    }
    const me = (await (await fetch(`${url}/api/v1/me`, { headers: { cookie } })).json()) as {
      profile: { username: string };
    };
    const { username } = me.profile;
    const pageUrl = `${url}/${username}`;

    // (a) Weight as a browser receives it: the gzip-encoded bytes on the wire.
    const wire = await rawGet(pageUrl, { 'accept-encoding': 'gzip', 'user-agent': CHROME });
    if (wire.headers['content-encoding'] !== 'gzip') throw new Error('the page was not gzipped');
    const gzipped = wire.body.length;
    const html = gunzipSync(wire.body).toString('utf8');
    const linkCount = (html.match(/data-link-id=/g) ?? []).length;
    const externalScripts = (html.match(/<script[^>]+src=/g) ?? []).length;
    const externalStyles = (html.match(/<link[^>]+stylesheet/g) ?? []).length;

    // Issue 23: the same page in each designed theme, with eight social icons.
    const themeWeights: string[] = [];
    let heaviestTheme = 0;
    for (const theme of THEME_IDS_TO_MEASURE) {
      await dressScalePage(url, cookie, theme);
      const themed = await rawGet(pageUrl, { 'accept-encoding': 'gzip', 'user-agent': CHROME });
      const themedHtml = gunzipSync(themed.body).toString('utf8');
      if (!themedHtml.includes('<use ')) throw new Error(`the ${theme} page shows no icons`);
      heaviestTheme = Math.max(heaviestTheme, themed.body.length);
      themeWeights.push(`${theme} ${(themed.body.length / 1024).toFixed(1)} KB`);
    }
    // The richest look stays on for the throughput runs.
    await dressScalePage(url, cookie, 'forest', { withPicture: true });
    const rich = await rawGet(pageUrl, { 'accept-encoding': 'gzip', 'user-agent': CHROME });
    const richHtml = gunzipSync(rich.body).toString('utf8');
    if (!/url\("[^"]*\/files\//.test(richHtml)) {
      throw new Error('the themed page shows no background picture');
    }
    heaviestTheme = Math.max(heaviestTheme, rich.body.length);
    themeWeights.push(
      `forest with a background picture ${(rich.body.length / 1024).toFixed(1)} KB`,
    );

    // (b) The real server against a bare one serving the same bytes.
    const bodyFile = join(dataDir, 'page.html');
    writeFileSync(bodyFile, richHtml);
    // The baseline answers with the very headers the app sends for an uncompressed
    // page (minus the per-connection ones Node adds itself), so only the work differs.
    const plain = await rawGet(pageUrl, { 'user-agent': CHROME });
    if (plain.body.toString('utf8') !== richHtml) {
      throw new Error('the page changed between reads');
    }
    const sameHeaders = Object.fromEntries(
      Object.entries(plain.headers).filter(
        ([name]) =>
          !['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(
            name,
          ),
      ),
    );
    const barePort = await freePort();
    bare = spawn(process.execPath, [...NODE_FLAGS, BARE_SERVER], {
      cwd: ROOT,
      env: {
        ...serverEnv(),
        PORT: String(barePort),
        BODY_FILE: bodyFile,
        HEADERS: JSON.stringify(sameHeaders),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    await waitFor(bareUrl, 60_000, bare);
    const bareAnswer = await rawGet(bareUrl, { 'user-agent': CHROME });
    const headerList = (headers: IncomingHttpHeaders) =>
      JSON.stringify(
        Object.entries(headers)
          .filter(([name]) => name !== 'date')
          .sort(),
      );
    if (
      !bareAnswer.body.equals(plain.body) ||
      headerList(bareAnswer.headers) !== headerList(plain.headers)
    ) {
      throw new Error('the bare server does not answer the same bytes and headers as the app');
    }

    // Rounds alternate the two servers so that load from anything else on the machine
    // falls on both alike.
    const bare$: Total = { requests: 0, seconds: 0, failures: 0, cpu: 0 };
    const app$: Total = { requests: 0, seconds: 0, failures: 0, cpu: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      await measure(bareUrl, bare.pid, bare$);
      await measure(pageUrl, app.pid, app$);
    }
    await stopServer(bare);
    const ratio = perSecond(app$) / perSecond(bare$);
    const appCpu = cpuPerRequest(app$);
    const bareCpu = cpuPerRequest(bare$);
    const rps = (n: number) => `${Math.round(n).toLocaleString('en-US')} req/s`;
    const cpu =
      appCpu !== null && bareCpu !== null
        ? `; server CPU per request ${appCpu.toFixed(0)} µs vs ${bareCpu.toFixed(0)} µs (${((bareCpu / appCpu) * 100).toFixed(0)}%)`
        : '';

    // (c) The view beacon, as the page's script sends it; every 204 must be one view.
    const beacon = {
      url: `${url}/api/v1/track/view`,
      method: 'POST',
      connections: CONNECTIONS,
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': CHROME,
        origin: url,
        referer: pageUrl,
      },
      body: JSON.stringify({ username, referrer: 'https://www.instagram.com/' }),
    };
    const warmUp = await autocannon({ ...beacon, amount: 5_000 });
    const views = await autocannon({ ...beacon, amount: BEACON_REQUESTS });
    const beaconPerSecond = views.requests.total / views.duration;
    // (d) The page while the beacons keep coming at a fixed rate, as many as its rounds
    // last (a count, not a duration: every beacon sent is answered and can be counted).
    const loaded: Total = { requests: 0, seconds: 0, failures: 0, cpu: 0 };
    // In a thread of its own: sharing the page load's event loop, it could not keep
    // 5,000 a second going beside it (~4,000–4,700 were sent).
    const load = autocannon({
      ...beacon,
      workers: 1,
      connections: 20,
      overallRate: BEACONS_UNDER_LOAD,
      amount: BEACONS_UNDER_LOAD * (ROUNDS * (DURATION_S + 1) + 1),
    });
    for (let round = 0; round < ROUNDS; round++) await measure(pageUrl, app.pid, loaded);
    const loadRun = await load;
    // The rate of the seconds it sent in (autocannon's per-second samples): its whole
    // duration also holds the worker's start and the last answers, ~1 s of 17.
    const loadPerSecond = loadRun.requests.average;
    console.log(
      `   beacons: ${loadRun.requests.total} in ${loadRun.duration.toFixed(1)} s, per-second samples averaging ${Math.round(loadPerSecond)}`,
    );
    const loadedRatio = perSecond(loaded) / perSecond(bare$);
    const answered =
      (warmUp.statusCodeStats['204']?.count ?? 0) +
      (views.statusCodeStats['204']?.count ?? 0) +
      (loadRun.statusCodeStats['204']?.count ?? 0);
    const beaconFailures =
      warmUp.non2xx + warmUp.errors + views.non2xx + views.errors + loadRun.non2xx + loadRun.errors;
    // A graceful stop writes what is still buffered.
    await stopServer(app.child);
    const stored = await withPGlite(dataDir, async ({ db }) => {
      const result = await sql<{ n: number }>`
        SELECT coalesce(sum(views), 0)::int AS n FROM page_views
      `.execute(db);
      return result.rows[0]?.n ?? 0;
    });

    return [
      {
        figure: 'Scale Page weight (HTML+CSS+JS, gzipped, 10 links)',
        target: '≤ 14 KB, no client framework',
        measured: `${(gzipped / 1024).toFixed(1)} KB`,
        detail: `${(Buffer.byteLength(html) / 1024).toFixed(1)} KB uncompressed, ${linkCount} links, ${externalScripts} external scripts, ${externalStyles} stylesheets`,
        pass:
          gzipped <= WEIGHT_LIMIT_BYTES &&
          linkCount === 10 &&
          externalScripts === 0 &&
          externalStyles === 0,
      },
      {
        figure:
          'Scale Page weight on every theme (8 social icons; the richest with a background picture)',
        target: '≤ 14 KB gzipped each',
        measured: `${(heaviestTheme / 1024).toFixed(1)} KB heaviest`,
        detail: themeWeights.join('; '),
        pass: heaviestTheme <= WEIGHT_LIMIT_BYTES,
      },
      {
        figure:
          'GET /:username throughput vs bare node:http (same bytes and headers; Forest, background picture, icons)',
        target: `≥ ${TARGET_RATIO * 100}% of bare`,
        measured: rps(perSecond(app$)),
        ratio: `${(ratio * 100).toFixed(0)}% of bare ${rps(perSecond(bare$))}`,
        detail: `${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S} s, ${app$.failures + bare$.failures} failed${cpu}`,
        pass: ratio >= TARGET_RATIO && app$.failures === 0 && bare$.failures === 0,
      },
      {
        figure: `GET /:username throughput while ${BEACONS_UNDER_LOAD.toLocaleString('en-US')} view beacons a second are recorded`,
        target: `≥ ${UNDER_LOAD_RATIO * 100}% of bare, beacons at ≥ 95% of their rate`,
        measured: rps(perSecond(loaded)),
        ratio: `${(loadedRatio * 100).toFixed(0)}% of bare ${rps(perSecond(bare$))}`,
        detail: `the same rounds as above while a second autocannon sent view beacons at ${rps(loadPerSecond)} (asked ${BEACONS_UNDER_LOAD.toLocaleString('en-US')}); ${loaded.failures} page requests failed, ${loadRun.non2xx + loadRun.errors} beacons; stored with the others below`,
        pass:
          loadedRatio >= UNDER_LOAD_RATIO &&
          loadPerSecond >= BEACONS_UNDER_LOAD * 0.95 &&
          loaded.failures === 0,
      },
      {
        figure: 'View beacon throughput (POST /api/v1/track/view), every view stored',
        target: `≥ ${BEACON_TARGET_PER_SECOND.toLocaleString('en-US')} req/s; views stored = 204 answers`,
        measured: rps(beaconPerSecond),
        detail: `${views.requests.total} requests, ${CONNECTIONS} connections, ${beaconFailures} failed; ${stored} views stored / ${answered} answers`,
        pass:
          beaconPerSecond >= BEACON_TARGET_PER_SECOND &&
          beaconFailures === 0 &&
          stored === answered,
      },
    ];
  } finally {
    await stopServer(bare);
    await stopServer(app?.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
