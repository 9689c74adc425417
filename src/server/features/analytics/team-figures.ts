// The Scale Page part of team analytics (issue 22, decision 066): per member and local
// day, their page's views and their links' clicks. A Scale Page is a person's, not the
// workspace's, so the access layer names the members (its active ones) whose figures a
// caller holding view_team_analytics may read.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types';
import { type TeamRange, teamRangeSql } from '../../platform/access/team-figures';

export type PageFigureRow = { userId: string; date: string; views: number; clicks: number };

export async function teamPageFigures(
  db: Kysely<DB>,
  memberIds: readonly string[],
  range: TeamRange,
): Promise<PageFigureRow[]> {
  if (memberIds.length === 0) return [];
  const { start, end, day } = teamRangeSql(range);
  const ids = [...memberIds];
  const { rows } = await sql<PageFigureRow>`
    SELECT user_id, date, sum(views)::int AS views, sum(clicks)::int AS clicks
    FROM (
      SELECT user_id, ${day(sql`created_at`)} AS date, sum(views) AS views, 0 AS clicks
      FROM page_views
      WHERE user_id = ANY(${ids}::text[]) AND created_at >= ${start} AND created_at < ${end}
      GROUP BY 1, 2
      UNION ALL
      SELECT user_id, ${day(sql`created_at`)}, 0, count(*)
      FROM link_clicks
      WHERE user_id = ANY(${ids}::text[]) AND created_at >= ${start} AND created_at < ${end}
      GROUP BY 1, 2
    ) figures
    GROUP BY 1, 2
  `.execute(db);
  return rows;
}
