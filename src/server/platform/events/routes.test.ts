import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openSse, type SseClient } from '../../../../tests/support/sse-client';
import {
  createTestDatabase,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../../../../tests/support/test-database';
import { errorResponse } from '../../http/errors';
import type { AppDeps, AppEnv } from '../../http/types';
import { createEventHub, type EventHub } from './event-hub';
import { type ChangeEvent, type ChangeNotification, publishChange } from './publish';
import { eventRoutes } from './routes';

const PUBLISHER_SCRIPT = fileURLToPath(
  new URL('../../../../tests/support/publish-change-process.ts', import.meta.url),
);

let database: TestDatabase;
let hub: EventHub;
let activeSubscriptions = 0;
let baseUrl: string;
let closeServer: () => Promise<void>;
const streams: SseClient[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  hub = createEventHub(database);
  await hub.start();
  // Counts live subscriptions, so a test can see a closed tab being cleaned up.
  const countingHub: EventHub = {
    ...hub,
    subscribe(userId, listener) {
      activeSubscriptions++;
      const unsubscribe = hub.subscribe(userId, listener);
      return () => {
        activeSubscriptions--;
        unsubscribe();
      };
    },
  };
  const deps = { database, events: countingHub } as Pick<AppDeps, 'database' | 'events'>;
  // Stands in for the session middleware: the signed-in user's id comes in a header.
  const app = new Hono<AppEnv>();
  app.onError((error, c) => errorResponse(c, error));
  app.use('*', async (c, next) => {
    const id = c.req.header('x-test-user');
    c.set(
      'user',
      id ? { id, email: `${id}@example.com`, name: id, image: null, emailVerified: true } : null,
    );
    await next();
  });
  app.route('/api/v1', eventRoutes(deps as AppDeps, { heartbeatMs: 200 }));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await closeServer?.();
  hub?.stop();
  await database?.close();
});

/** Opens the live-update stream as a signed-in user and waits until it is subscribed. */
async function openStreamAs(userId: string): Promise<SseClient> {
  const stream = await openSse(`${baseUrl}/api/v1/events`, { headers: { 'x-test-user': userId } });
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.waitForComment('connected');
  return stream;
}

const changes = (stream: SseClient): ChangeEvent[] =>
  stream.messages.map((message) => JSON.parse(message.data) as ChangeEvent);

describe('GET /api/v1/events', () => {
  it('answers 401 in the API error shape when signed out', async () => {
    const response = await fetch(`${baseUrl}/api/v1/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Sign in required' },
    });
  });

  it("streams the user's changes as {entity, op, id}, never another user's", async () => {
    const ada = randomUUID();
    const bob = randomUUID();
    const adaStream = await openStreamAs(ada);
    const bobStream = await openStreamAs(bob);
    expect(adaStream.headers.get('content-type')).toContain('text/event-stream');

    await database.db.transaction().execute(async (trx) => {
      await publishChange(trx, bob, { entity: 'client', op: 'insert', id: 'bob-client' });
      await publishChange(trx, ada, { entity: 'link', op: 'delete', id: 'ada-link' });
    });
    await publishChange(database.db, bob, { entity: 'link', op: 'update', id: 'bob-link' });

    await bobStream.waitForMessage((message) => message.data.includes('bob-link'));
    await adaStream.waitForMessage((message) => message.data.includes('ada-link'));
    expect(changes(adaStream)).toEqual([{ entity: 'link', op: 'delete', id: 'ada-link' }]);
    expect(changes(bobStream)).toEqual([
      { entity: 'client', op: 'insert', id: 'bob-client' },
      { entity: 'link', op: 'update', id: 'bob-link' },
    ]);
  });

  it('keeps an idle stream alive with heartbeats', async () => {
    const stream = await openStreamAs(randomUUID());
    await stream.waitForComment('heartbeat', 5_000);
    expect(stream.messages).toEqual([]);
  });

  it('drops the subscription when the browser disconnects', async () => {
    // The earlier tests' streams were closed after each test.
    await expect.poll(() => activeSubscriptions, { timeout: 5_000 }).toBe(0);
    const stream = await openStreamAs(randomUUID());
    expect(activeSubscriptions).toBe(1);

    stream.close();
    await expect.poll(() => activeSubscriptions, { timeout: 5_000 }).toBe(0);
  });
});

describe.runIf(TEST_DATABASE_URL)('live updates across server processes', () => {
  it('a change published by another process reaches the stream of its user only', async () => {
    const ada = randomUUID();
    const bob = randomUUID();
    const adaStream = await openStreamAs(ada);
    const bobStream = await openStreamAs(bob);

    const published: ChangeNotification[] = [
      { userId: bob, entity: 'client', op: 'update', id: 'from-other-process-bob' },
      { userId: ada, entity: 'client', op: 'insert', id: 'from-other-process-ada' },
    ];
    const output = await runPublisherProcess(database.url!, published);
    expect(output).toMatch(/^published 2 \(pid \d+\)/);
    expect(output).not.toContain(`pid ${process.pid})`);

    await adaStream.waitForMessage((message) => message.data.includes('from-other-process-ada'));
    await bobStream.waitForMessage((message) => message.data.includes('from-other-process-bob'));
    expect(changes(adaStream)).toEqual([
      { entity: 'client', op: 'insert', id: 'from-other-process-ada' },
    ]);
    expect(changes(bobStream)).toEqual([
      { entity: 'client', op: 'update', id: 'from-other-process-bob' },
    ]);
  });
});

/** Runs tests/support/publish-change-process.ts as its own Node process. */
function runPublisherProcess(url: string, published: ChangeNotification[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', PUBLISHER_SCRIPT, JSON.stringify(published)],
      { env: { ...process.env, SCALE_TEST_DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`Publisher exited ${code}:\n${output}`)),
    );
  });
}
