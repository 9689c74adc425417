// The signed-in user's analytics (mounted under /api/v1): the tab's JSON and its CSV.
import { Hono } from 'hono';
import { ZAnalyticsQuery } from '../../../core/analytics-schemas';
import { requireUser } from '../../auth/session';
import { readQuery } from '../../http/read-query';
import type { AppDeps, AppEnv } from '../../http/types';
import { toAnalyticsCsv } from './analytics-csv';
import { getAnalytics } from './get-analytics';

export function analyticsRoutes({ database }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/analytics', async (c) => {
      const user = requireUser(c);
      const analytics = await getAnalytics(
        database.db,
        user.id,
        readQuery(c, ZAnalyticsQuery).range,
      );
      c.header('Cache-Control', 'private, no-store');
      return c.json(analytics);
    })
    .get('/analytics/export.csv', async (c) => {
      const user = requireUser(c);
      const range = readQuery(c, ZAnalyticsQuery).range;
      const analytics = await getAnalytics(database.db, user.id, range);
      const today = analytics.series.at(-1)?.date ?? new Date().toISOString().slice(0, 10);
      return c.body(toAnalyticsCsv(analytics), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="scale-analytics-${range}-days-${today}.csv"`,
        'Cache-Control': 'private, no-store',
      });
    });
}
