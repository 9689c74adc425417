import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { createEventHub, type EventHub } from '../platform/events/event-hub';
import { type ChangeEvent, publishChange } from '../platform/events/publish';
import { settleChanges } from './settle-changes';
import type { AppEnv } from './types';

let database: TestDatabase;
let hub: EventHub;
let settledCalls = 0;
let app: Hono<AppEnv>;

beforeAll(async () => {
  database = await createTestDatabase();
  hub = createEventHub(database);
  await hub.start();
  const countingHub: EventHub = {
    ...hub,
    settled(timeoutMs) {
      settledCalls++;
      return hub.settled(timeoutMs);
    },
  };
  app = new Hono<AppEnv>();
  app.use('*', settleChanges(countingHub));
  app.post('/change/:user', async (c) => {
    await database.db.transaction().execute(async (trx) => {
      await publishChange(trx, c.req.param('user'), { entity: 'links', op: 'update', id: 'x' });
    });
    return c.json({ ok: true });
  });
  app.post('/beacon', (c) => c.body(null, 204));
});
afterAll(async () => {
  hub?.stop();
  await database?.close();
});

describe('a write waits for its own change notifications', () => {
  it('answers only after this process has heard the change it committed', async () => {
    for (let i = 0; i < 10; i++) {
      const user = randomUUID();
      const heard: ChangeEvent[] = [];
      const unsubscribe = hub.subscribe(user, (event) => heard.push(event));
      const response = await app.request(`/change/${user}`, { method: 'POST' });
      expect(response.status).toBe(200);
      // No polling: the change is in by the time the response is.
      expect(heard).toEqual([{ entity: 'links', op: 'update', id: 'x' }]);
      unsubscribe();
    }
  });

  it('does not wait when the request published nothing (the beacons)', async () => {
    const before = settledCalls;
    const response = await app.request('/beacon', { method: 'POST' });
    expect(response.status).toBe(204);
    expect(settledCalls).toBe(before);
  });
});
