// The signed-in user's analytics (mounted under /api/v1): the tab's JSON and its CSV.
import { type Context, Hono } from 'hono';
import { ANALYTICS_MESSAGES } from '../../../core/messages';
import { requireUser } from '../../auth/session';
import { badRequest } from '../../http/errors';
import type { AppDeps, AppEnv } from '../../http/types';
import { toAnalyticsCsv } from './analytics-csv';
import { ANALYTICS_RANGES, type AnalyticsRange, getAnalytics } from './get-analytics';

function readRange(c: Context): AnalyticsRange {
  const value = c.req.query('range') ?? '30';
  const range = ANALYTICS_RANGES.find((candidate) => String(candidate) === value);
  if (!range) {
    throw badRequest(ANALYTICS_MESSAGES.badRange, { range: ANALYTICS_MESSAGES.badRange });
  }
  return range;
}

export function analyticsRoutes({ database }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/analytics', async (c) => {
      const user = requireUser(c);
      const analytics = await getAnalytics(database.db, user.id, readRange(c));
      c.header('Cache-Control', 'private, no-store');
      return c.json(analytics);
    })
    .get('/analytics/export.csv', async (c) => {
      const user = requireUser(c);
      const range = readRange(c);
      const analytics = await getAnalytics(database.db, user.id, range);
      const today = analytics.series.at(-1)?.date ?? new Date().toISOString().slice(0, 10);
      return c.body(toAnalyticsCsv(analytics), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="scale-analytics-${range}-days-${today}.csv"`,
        'Cache-Control': 'private, no-store',
      });
    });
}
