// GET /api/v1/team-analytics (issue 22): the Team tab's figures for a team workspace,
// for those holding view_team_analytics (403 without it, 404 in a personal or foreign
// workspace). Days are local to `timeZone`, the caller's profile zone when not named;
// without dates, the last 30 days up to today there.
import { Hono } from 'hono';
import { TEAM_ANALYTICS_MESSAGES } from '../../../core/messages';
import {
  addDays,
  TEAM_DEFAULT_DAYS,
  todayIn,
  ZTeamAnalyticsQuery,
} from '../../../core/team-analytics-schemas';
import { DEFAULT_TIME_ZONE } from '../../../core/time-zone';
import { badRequest } from '../../http/errors';
import { readQuery } from '../../http/read-query';
import type { AppDeps, AppEnv } from '../../http/types';
import { requireTeamFigures } from '../../platform/access/team-figures';
import { getTeamAnalytics } from './get-team-analytics';

export function teamAnalyticsRoutes({ database }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/team-analytics', async (c) => {
    const access = await requireTeamFigures(c, database);
    const query = readQuery(c, ZTeamAnalyticsQuery);
    const timeZone = query.timeZone ?? (await profileTimeZone(database.db, access.userId));
    const to = query.to ?? todayIn(timeZone);
    const from = query.from ?? addDays(to, 1 - TEAM_DEFAULT_DAYS);
    try {
      const figures = await getTeamAnalytics(database.db, access, { from, to, timeZone });
      c.header('Cache-Control', 'private, no-store');
      return c.json(figures);
    } catch (error) {
      // A zone the browser knows but this PostgreSQL does not.
      if (error instanceof Error && /time zone/i.test(error.message)) {
        throw badRequest(TEAM_ANALYTICS_MESSAGES.badTimeZone, {
          timeZone: TEAM_ANALYTICS_MESSAGES.badTimeZone,
        });
      }
      throw error;
    }
  });
}

async function profileTimeZone(db: AppDeps['database']['db'], userId: string): Promise<string> {
  const profile = await db
    .selectFrom('profiles')
    .select('timezone')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return profile?.timezone || DEFAULT_TIME_ZONE;
}
