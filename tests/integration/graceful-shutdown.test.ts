// SIGTERM while a request is in flight (a 20,000-row import): the server stops
// accepting connections, the import finishes with its normal answer, live-update
// streams are ended, the process exits 0 and its data opens cleanly afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/connection';
import { startServer } from '../../src/server/server';
import { type ApiUser, signUpApiUser } from '../support/api-user';
import { type AppProcess, freePort, spawnApp, stopApp, waitForHttp } from '../support/processes';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../support/test-database';

const IMPORT_ROWS = 20_000;
const CSV = [
  'Name,Email',
  ...Array.from({ length: IMPORT_ROWS }, (_, i) => `Client ${i},client-${i}@example.com`),
].join('\n');

let app: AppProcess;
let base: string;
let postgres: TestDatabase | undefined;
let dataDir: string;
let user: ApiUser;

/** A Pro user (20,000 clients are over the Free plan's limit), made before the process starts. */
async function seedUser(env: Record<string, string>): Promise<void> {
  const config = { ...loadConfig({ ...env, MAIL_SENDER_INTERVAL_MS: '0' }), port: 0 };
  const server = await startServer({ ...config, host: '127.0.0.1' });
  try {
    user = await signUpApiUser({ ...server, database: server.deps.database }, 'drain');
    await server.deps.database.db
      .updateTable('profiles')
      .set({ tier: 'pro' })
      .where('userId', '=', user.id)
      .execute();
  } finally {
    await server.close();
  }
}

beforeAll(async () => {
  postgres = TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  dataDir = mkdtempSync(join(tmpdir(), 'scale-shutdown-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? '',
    AUTH_SECRET: 'graceful-shutdown-secret-graceful-shutdown',
  };
  await seedUser(env);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = spawnApp(['--import', 'tsx', 'src/server/main.ts'], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    MAIL_SENDER_INTERVAL_MS: '0',
  });
  await waitForHttp(`${base}/readyz`, app);
}, 90_000);

afterAll(async () => {
  if (app) await stopApp(app);
  await postgres?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function clientCount(userId: string): Promise<number> {
  const database = postgres ?? (await openDatabase({ kind: 'pglite', dataDir }));
  try {
    const row = await database.db
      .selectFrom('clients')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    return row.count;
  } finally {
    if (!postgres) await database.close();
  }
}

/** The NDJSON lines of an import answer, one at a time as they arrive. */
async function* ndjsonLines(body: ReadableStream<Uint8Array> | null) {
  const reader = body?.getReader();
  if (!reader) throw new Error('The import answered without a body');
  const decoder = new TextDecoder();
  let pending = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    pending += decoder.decode(chunk.value, { stream: true });
    for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
      yield JSON.parse(pending.slice(0, end)) as { type: string; processed?: number };
      pending = pending.slice(end + 1);
    }
  }
}

async function connectionOutcome(url: string): Promise<string> {
  try {
    await fetch(url);
    return 'answered';
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code ?? String(error);
  }
}

describe('SIGTERM', () => {
  it('lets the import in flight finish, refuses new connections, ends live streams, exits 0', async () => {
    const events = await fetch(`${base}/api/v1/events`, { headers: { cookie: user.cookie } });
    expect(events.status).toBe(200);
    // Ended or cut, the stream must not stay open: EventSource reconnects elsewhere.
    const eventsEnded = events.text().then(
      () => 'ended',
      () => 'ended',
    );
    const within = (ms: number) => setTimeout(ms, 'still open');

    const response = await fetch(`${base}/api/v1/clients/import?filename=clients.csv`, {
      method: 'POST',
      headers: { cookie: user.cookie, origin: base, 'content-type': 'text/csv' },
      body: CSV,
    });
    expect(response.status).toBe(200);
    const after: { type: string; processed?: number }[] = [];
    let isTerminated = false;
    for await (const line of ndjsonLines(response.body)) {
      if (isTerminated) after.push(line);
      else if ((line.processed ?? 0) >= 1000) {
        app.child.kill('SIGTERM');
        isTerminated = true;
        // The listening socket closes at once: a new connection is refused meanwhile.
        await expect.poll(() => connectionOutcome(`${base}/healthz`)).toBe('ECONNREFUSED');
        // The live-update stream is ended rather than left to hold the shutdown up.
        expect(await Promise.race([eventsEnded, within(5000)])).toBe('ended');
      }
    }
    // Batches went on after the signal, and the answer ended normally.
    expect(after.filter((line) => line.type === 'progress').length).toBeGreaterThan(0);
    expect(after.at(-1)).toMatchObject({ type: 'done', total: IMPORT_ROWS, imported: IMPORT_ROWS });
    expect(await app.exited).toBe(0);
    expect(app.output()).toContain('Stopped: requests finished, database closed.');

    // The database was closed cleanly: it opens, with every imported row.
    expect(await clientCount(user.id)).toBe(IMPORT_ROWS);
  }, 90_000);
});
