import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { healthRoutes } from './health';
import type { AppDeps } from './types';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const probes = (db: TestDatabase) =>
  healthRoutes({ database: db } as Pick<AppDeps, 'database'> as AppDeps);

describe('health probes', () => {
  it('/healthz answers while the process serves', async () => {
    const response = await probes(database).request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers ready while the database answers', async () => {
    const response = await probes(database).request('/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', database: database.kind });
  });

  it('/readyz answers 503 once the database is gone, while /healthz still answers', async () => {
    const lost = await createTestDatabase();
    const app = probes(lost);
    await lost.close();

    const ready = await app.request('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unavailable' });
    expect((await app.request('/healthz')).status).toBe(200);
  });
});
