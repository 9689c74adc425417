// Who owned a client when (issue 22): the assignment rows of a workspace as an SQL
// fragment, for team analytics to credit each event to the owner of that moment. Given
// as SQL rather than rows so the figures stay one query.
import { type RawBuilder, sql } from 'kysely';
import { teamFiguresFilter } from '../../platform/access/team-figures';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';

/** `SELECT client_id, user_id, created_at` of the workspace's assignments (none without the key). */
export function assignmentHistory(access: WorkspaceAccess): RawBuilder<unknown> {
  return sql`SELECT client_id, user_id, created_at FROM client_assignments
    WHERE ${teamFiguresFilter(access)}`;
}
