// The scheduling part of team analytics (issue 22, decision 066): per host and local day
// of the meeting, the bookings they host (pending or confirmed) and those canceled. A
// booking's host is its owner, the member whose calendar it holds.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types';
import {
  type TeamRange,
  teamFiguresFilter,
  teamRangeSql,
} from '../../platform/access/team-figures';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';

export type BookingFigureRow = { userId: string; date: string; hosted: number; canceled: number };

export async function teamBookingFigures(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  range: TeamRange,
): Promise<BookingFigureRow[]> {
  const { start, end, day } = teamRangeSql(range);
  const { rows } = await sql<BookingFigureRow>`
    SELECT b.user_id, ${day(sql`b.start_time`)} AS date,
      count(*) FILTER (WHERE b.status <> 'canceled')::int AS hosted,
      count(*) FILTER (WHERE b.status = 'canceled')::int AS canceled
    FROM scheduling_bookings b
    WHERE ${teamFiguresFilter(access, 'b')}
      AND b.start_time >= ${start} AND b.start_time < ${end}
    GROUP BY 1, 2
  `.execute(db);
  return rows;
}
