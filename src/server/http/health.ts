// Load-balancer probes: /healthz says the process serves; /readyz that the database answers.
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppDeps, AppEnv } from './types';

export function healthRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      try {
        await sql`SELECT 1`.execute(database.db);
        return c.json({ status: 'ready', database: database.kind });
      } catch (error) {
        return c.json({ status: 'unavailable', error: (error as Error).message }, 503);
      }
    });
}
