// The signed-in user's Recent Activity (mounted under /api/v1): only ever their own.
import { Hono } from 'hono';
import { ZActivityQuery } from '../../../core/activity';
import { requireUser } from '../../auth/session';
import { readQuery } from '../../http/read-query';
import type { AppDeps, AppEnv } from '../../http/types';
import { listActivity } from './list-activity';

export function activityRoutes({ database }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/activity', async (c) =>
    c.json(await listActivity(database.db, requireUser(c).id, readQuery(c, ZActivityQuery))),
  );
}
