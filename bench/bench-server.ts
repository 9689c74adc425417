// What the benchmarks share to run the real server as its own process: the server
// bundle `npm start` runs (scripts/start.mjs builds it, and the web app, when stale),
// spawned with the same node flags, plus the helpers every bench needs around it.
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  buildServerIfStale,
  buildWebIfStale,
  SERVER_BUNDLE,
  SERVER_NODE_FLAGS,
  serverEnv,
} from '../scripts/start.mjs';
import { type Database, openDatabase } from '../src/server/db/connection';
import { vacuumWhereNeeded } from '../src/server/db/embedded-vacuum';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The node flags (and, below, the environment) the app runs with under `npm start`; baselines get the same. */
export const NODE_FLAGS: readonly string[] = SERVER_NODE_FLAGS;
export { serverEnv };
/** A desktop browser's user agent (the trackers skip bots). */
export const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export type AutocannonResult = {
  requests: { average: number; total: number };
  duration: number;
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
};
export const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Record<string, unknown>,
) => Promise<AutocannonResult>;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Waits until `url` answers without a server error (failing early if `child` exits). */
export async function waitFor(url: string, timeoutMs = 60_000, child?: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`the server for ${url} exited (${child.exitCode ?? child.signalCode})`);
    }
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

let built: Promise<void> | undefined;
/** dist/web and dist/server/main.mjs, rebuilt when older than their sources (once per run). */
function buildIfStale(): Promise<void> {
  built ??= (async () => {
    await buildWebIfStale();
    await buildServerIfStale();
  })();
  return built;
}

export type AppServerOptions = {
  /** Each bench's own variables (DATA_DIR, DATABASE_URL, …) over the shared ones. */
  env: Record<string, string>;
  /** A free one when not given. */
  port?: number;
  /** Default: stdout ignored, stderr shown. */
  stdio?: StdioOptions;
};

export type AppServer = {
  child: ChildProcess;
  pid: number;
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  options: AppServerOptions & { port: number };
};

/**
 * Builds what `npm start` builds if stale, spawns the server bundle as `npm start` runs
 * it (`node --enable-source-maps dist/server/main.mjs`) and waits until it answers.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  await buildIfStale();
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...NODE_FLAGS, SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      ...serverEnv(),
      NODE_ENV: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
      MAIL_SENDER_INTERVAL_MS: '0',
      ...options.env,
    },
    stdio: options.stdio ?? ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`${url}/healthz`, 60_000, child);
  } catch (error) {
    await stopServer(child);
    throw error;
  }
  return { child, pid: child.pid as number, port, url, options: { ...options, port } };
}

/** Stops a server gracefully (SIGTERM: it writes what is still buffered) and waits for it. */
export async function stopServer(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}

/** Opens the PGlite database in `dataDir` (no server may hold it), runs `task`, closes it. */
export async function withPGlite<T>(dataDir: string, task: (database: Database) => Promise<T>) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await task(database);
  } finally {
    await database.close();
  }
}

/**
 * PGlite belongs to one process: stops the server, runs `task` on its database, and
 * starts it again as before (same port, same variables).
 */
export async function whileStopped(
  server: AppServer,
  dataDir: string,
  task: (database: Database) => Promise<void>,
): Promise<AppServer> {
  await stopServer(server.child);
  await withPGlite(dataDir, async (database) => {
    await task(database);
    // What the server's embedded vacuum job (decision 060) does on its first pass at
    // start, done here so that no timed request waits behind it.
    await vacuumWhereNeeded(database.db);
  });
  return startAppServer(server.options);
}

/**
 * Signs up an account through the API, signs it in and answers its session cookie.
 * Sign-up itself starts no session (issue 16: a taken address is answered as a new one),
 * and sign-in does not wait for the e-mail to be verified.
 */
export async function signUpOwner(url: string, email: string): Promise<string> {
  const post = (path: string, body: Record<string, string>) =>
    fetch(`${url}/api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(body),
    });
  const password = 'bench-password';
  const signUp = await post('sign-up/email', { email, password, name: '' });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}`);
  const signIn = await post('sign-in/email', { email, password });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The signed-in user's id. */
export async function userIdOf(url: string, cookie: string): Promise<string> {
  const me = (await (await fetch(`${url}/api/v1/me`, { headers: { cookie } })).json()) as {
    user?: { id: string };
    profile?: { userId: string };
  };
  const id = me.user?.id ?? me.profile?.userId;
  if (!id) throw new Error('could not read the signed-in user');
  return id;
}

/** A process's peak resident memory so far (VmHWM), in MB (Linux). */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1]) / 1024;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A running server with one signed-up owner whose data the bench seeded. */
export type SeededServer = { url: string; cookie: string; userId: string; pid: number };
export type Seed = (db: Database['db'], userId: string) => Promise<void>;

/**
 * The server on a fresh PGlite folder with one owner, `seed` run on its database while
 * the server is stopped (PGlite belongs to one process), then `task`; cleans up after.
 */
export async function withSeededPGlite<T>(
  name: string,
  seed: Seed,
  task: (server: SeededServer) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `scale-bench-${name}-`));
  let server: AppServer | undefined;
  try {
    // DATABASE_URL may name the PostgreSQL run's server: this one is PGlite's.
    server = await startAppServer({ env: { DATA_DIR: dataDir, DATABASE_URL: '' } });
    const cookie = await signUpOwner(server.url, `${name}@example.com`);
    const userId = await userIdOf(server.url, cookie);
    server = await whileStopped(server, dataDir, ({ db }) => seed(db, userId));
    return await task({ url: server.url, cookie, userId, pid: server.pid });
  } finally {
    await stopServer(server?.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A server on PostgreSQL (`baseUrl`) in a schema of its own, and a connection to it. */
export type PostgresServer = { server: AppServer; database: Database; schema: string };

/** The PostgreSQL server a bench also runs on, when DATABASE_URL or TEST_DATABASE_URL names one. */
export const POSTGRES_URL = (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL)?.trim();

/**
 * Starts the server (with `env` besides its database) on a fresh schema of `baseUrl`,
 * opens one connection of the bench's own to that schema, runs `task`, and drops it all.
 */
export async function withPostgresServer<T>(
  baseUrl: string,
  name: string,
  env: Record<string, string>,
  task: (postgres: PostgresServer) => Promise<T>,
): Promise<T> {
  const schema = `bench_${name.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const withSchema = new URL(baseUrl);
  withSchema.searchParams.set('options', `-c search_path=${schema},public`);
  const dataDir = mkdtempSync(join(tmpdir(), `scale-bench-${name}-pg-`));
  let server: AppServer | undefined;
  try {
    server = await startAppServer({
      env: { DATA_DIR: dataDir, DATABASE_URL: withSchema.toString(), ...env },
    });
    const database = await openDatabase({ kind: 'postgres', url: baseUrl, schema, poolSize: 1 });
    try {
      return await task({ server, database, schema });
    } finally {
      await database.close();
    }
  } finally {
    await stopServer(server?.child);
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}

/** The same on a PostgreSQL server (`baseUrl`), in a schema of its own dropped after. */
export async function withSeededPostgres<T>(
  baseUrl: string,
  name: string,
  seed: Seed,
  task: (server: SeededServer) => Promise<T>,
): Promise<T> {
  return withPostgresServer(baseUrl, name, {}, async ({ server, database }) => {
    const cookie = await signUpOwner(server.url, `${name}@example.com`);
    const userId = await userIdOf(server.url, cookie);
    await seed(database.db, userId);
    return task({ url: server.url, cookie, userId, pid: server.pid });
  });
}
