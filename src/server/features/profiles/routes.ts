// The signed-in user's profile and dashboard overview (mounted under /api/v1).
import { Hono } from 'hono';
import { requireUser } from '../../auth/session';
import type { AppDeps, AppEnv } from '../../http/types';
import { getMe } from './get-me';
import { getOverview } from './get-overview';

export function profileRoutes({ database }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/me', async (c) => c.json(await getMe(database.db, requireUser(c))))
    .get('/dashboard/overview', async (c) =>
      c.json(await getOverview(database.db, requireUser(c).id)),
    );
}
