// npm start: builds the web app (dist/web) and the server (dist/server) when missing or
// older than their sources, then runs the server in a child process until it exits.
//
//   node scripts/start.mjs               build if needed, then serve
//   node scripts/start.mjs --build-only  build if needed, then exit (for test set-up)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
/** Written by the last of the two web builds (the booking page's). */
const BUILD_STAMP = join(ROOT, 'dist/web/booking.html');
const BUILD_LOCK = join(ROOT, 'dist/.web-build.lock');
/** Everything that ends up in dist/web (Tailwind scans src/server/public for classes). */
const BUILD_INPUTS = [
  'src/web',
  'src/core',
  'src/server/public',
  'vite.config.ts',
  'vite.booking.config.ts',
  'package-lock.json',
].map((path) => join(ROOT, path));
/** A lock older than this belongs to a build that died; builds take seconds. */
const STALE_LOCK_MS = 5 * 60_000;

function newestMtime(path) {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function isBuildStale() {
  if (!existsSync(BUILD_STAMP)) return true;
  const builtAt = statSync(BUILD_STAMP).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(input) > builtAt);
}

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Two `npm start`s at once must not build into the same folder together. */
async function withBuildLock(task) {
  mkdirSync(dirname(BUILD_LOCK), { recursive: true });
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - statSync(BUILD_LOCK, { throwIfNoEntry: false })?.mtimeMs;
      if (age > STALE_LOCK_MS) rmSync(BUILD_LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await task();
  } finally {
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

export async function buildWebIfStale() {
  if (!isBuildStale()) return;
  await withBuildLock(async () => {
    // Another process may have finished the build while we waited for the lock.
    if (!isBuildStale()) return;
    console.log('Building the web app (dist/web is missing or older than its sources)...');
    const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
    // The app, then the booking page on its own runtime (decision 024) into the same folder.
    for (const config of ['vite.config.ts', 'vite.booking.config.ts']) {
      const code = await run(
        process.execPath,
        [vite, 'build', '--config', config, '--logLevel', 'warn'],
        // An inherited NODE_ENV (vitest sets "test") would bundle React's development build.
        { env: { ...process.env, NODE_ENV: 'production' } },
      );
      if (code !== 0)
        throw new Error(`The web app build failed (vite ${config} exited with ${code}).`);
    }
  });
}

export const SERVER_BUNDLE = join(ROOT, 'dist/server/main.mjs');
/**
 * How node runs the bundle (the benchmarks run it with the same flags). The heap cap
 * makes V8 collect garbage before a long job (a 100,000-row import) grows the process
 * past a few hundred MB; work that needs a large heap (SheetJS reading a spreadsheet)
 * runs in a worker thread with its own limit (decision 010).
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-old-space-size=256'];
/**
 * The environment the server runs in: the caller's, with one malloc arena unless set.
 * glibc gives every thread that allocates an arena of its own and keeps their pages;
 * the server's threads (the import's row checker, the PDF and spreadsheet workers) live
 * in V8's heaps and allocate little through malloc. Measured: ~40 MB less resident at
 * start and during a 100,000-row import, no slower (decision 025).
 */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: '1', ...env };
}
/** What the server bundle is built from (tests and migrations included: cheap to over-count). */
// src/web: the booking page's first paint renders the web app's components (decision 023).
const SERVER_INPUTS = ['src/server', 'src/core', 'src/web', 'package-lock.json'].map((path) =>
  join(ROOT, path),
);

function isServerBundleStale() {
  if (!existsSync(SERVER_BUNDLE)) return true;
  const builtAt = statSync(SERVER_BUNDLE).mtimeMs;
  return SERVER_INPUTS.some((input) => newestMtime(input) > builtAt);
}

/**
 * The server runs from one esbuild bundle of its TypeScript (packages stay in
 * node_modules): no transpiler in the running process, which keeps ~150 MB of
 * resident memory and a second of start-up out of every instance (decision 010).
 */
export async function buildServerIfStale() {
  if (!isServerBundleStale()) return;
  await withBuildLock(async () => {
    if (!isServerBundleStale()) return;
    console.log('Building the server (dist/server is missing or older than its sources)...');
    const { build } = await import('esbuild');
    await build({
      entryPoints: {
        main: join(ROOT, 'src/server/main.ts'),
        // The import's row checker runs in a worker thread of its own (decision 025).
        'check-rows-worker': join(ROOT, 'src/server/features/clients/import/check-rows-worker.ts'),
      },
      outdir: dirname(SERVER_BUNDLE),
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: true,
      logLevel: 'warning',
    });
  });
}

async function serve() {
  // Its own process group: a Ctrl-C in the terminal reaches only this process, which
  // passes it on exactly once (a second SIGINT would cut the graceful shutdown short).
  const server = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', exitWithParent(process.pid), SERVER_BUNDLE],
    { cwd: ROOT, env: serverEnv(), stdio: 'inherit', detached: true },
  );
  let firstSignalAt = 0;
  const forward = (signal) => {
    const now = Date.now();
    if (firstSignalAt === 0) {
      firstSignalAt = now;
      server.kill(signal);
    } else if (now - firstSignalAt > 1000) {
      // Asked again after a while: the user wants out now.
      server.kill('SIGKILL');
    }
  };
  process.on('SIGINT', () => forward('SIGINT'));
  process.on('SIGTERM', () => forward('SIGTERM'));
  // A closed terminal: the server, in its own session, would not hear of it otherwise.
  process.on('SIGHUP', () => forward('SIGTERM'));

  const code = await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.once('exit', (exitCode, signal) => {
      resolve(exitCode ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
    });
  });
  process.exit(code);
}

/**
 * A preloaded module that stops the server gracefully if this launcher dies without
 * passing a signal on (e.g. SIGKILL), so no orphan keeps holding the data folder.
 */
function exitWithParent(parentPid) {
  const source = `const timer = setInterval(() => {
  try { process.kill(${parentPid}, 0); } catch { clearInterval(timer); process.kill(process.pid, 'SIGTERM'); }
}, 1000);
timer.unref();`;
  return `data:text/javascript,${encodeURIComponent(source)}`;
}

async function main() {
  try {
    await buildWebIfStale();
    await buildServerIfStale();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  if (process.argv.includes('--build-only')) return;
  await serve();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
