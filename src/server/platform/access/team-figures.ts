// Team analytics through the one access layer (issue 22, decision 066): the figures of
// every member of a team workspace, for those holding view_team_analytics. They are
// counts and sums, never records, so the area levels do not narrow them; the key alone
// decides. A personal workspace has no team (404), a member without the key meets 403,
// another workspace 404 (requireWorkspace), and the SQL filter fails closed.
import type { Context } from 'hono';
import { type RawBuilder, sql } from 'kysely';
import { can } from '../../../core/access';
import { TEAM_ANALYTICS_MESSAGES } from '../../../core/messages';
import type { Database } from '../../db/connection';
import { HttpError, notFound } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { requireWorkspace } from './require-workspace';
import type { WorkspaceAccess } from './workspace-access';

/** Whether the caller may see the team's figures in this workspace. */
export function maySeeTeamFigures(access: WorkspaceAccess): boolean {
  return !access.isPersonal && can(access.permissions, 'team.analytics');
}

/** The request's workspace when the caller may see its team figures: 404 personal, 403 no key. */
export async function requireTeamFigures(
  c: Context<AppEnv>,
  database: Pick<Database, 'db'>,
): Promise<WorkspaceAccess> {
  const access = await requireWorkspace(c, database);
  if (access.isPersonal) throw notFound(TEAM_ANALYTICS_MESSAGES.personalWorkspace);
  if (!maySeeTeamFigures(access)) {
    throw new HttpError('forbidden', TEAM_ANALYTICS_MESSAGES.noPermission);
  }
  return access;
}

/**
 * The SQL filter for the rows a team figure counts: this workspace's, when the caller
 * may see its figures; `false` otherwise (no rows, never every workspace's).
 */
export function teamFiguresFilter(access: WorkspaceAccess, table?: string): RawBuilder<boolean> {
  if (!maySeeTeamFigures(access)) return sql<boolean>`false`;
  return sql<boolean>`${sql.ref(table ? `${table}.workspace_id` : 'workspace_id')} = ${access.workspaceId}`;
}

/** Whole local days, `to` included, in `timeZone` (validated by ZTeamAnalyticsQuery). */
export type TeamRange = { from: string; to: string; timeZone: string };

/**
 * The range as SQL: its first instant, the instant after its last day (local midnights,
 * so a day of 23 or 25 hours stays one day), and a timestamp's local day as YYYY-MM-DD.
 */
export function teamRangeSql(range: TeamRange) {
  return {
    start: sql<Date>`(${range.from}::date::timestamp AT TIME ZONE ${range.timeZone})`,
    end: sql<Date>`((${range.to}::date + 1)::timestamp AT TIME ZONE ${range.timeZone})`,
    day: (column: RawBuilder<unknown>) =>
      sql<string>`to_char((${column} AT TIME ZONE ${range.timeZone})::date, 'YYYY-MM-DD')`,
  };
}
