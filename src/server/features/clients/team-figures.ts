// The clients' part of team analytics (issue 22, decision 066), in one statement: per
// member and local day, the leads assigned and the clients won with their value, and per
// member the median first response. Each is credited to whoever owned the client at that
// moment, read from the assignment history (lead routing's, given as SQL `history`):
// the latest assignment at or before the moment; before a client's first assignment, its
// creator; a client with no history at all, its current owner since its creation.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/types';
import {
  type TeamRange,
  teamFiguresFilter,
  teamRangeSql,
} from '../../platform/access/team-figures';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { ASSIGNMENT_SUBJECT } from './client-assignment';

export type ClientFigureRow =
  | { kind: 'assigned' | 'won'; userId: string; date: string; count: number; value: number }
  | { kind: 'response'; userId: string; date: null; count: number; value: number };

export async function teamClientFigures(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  range: TeamRange,
  history: RawBuilder<unknown>,
): Promise<ClientFigureRow[]> {
  const { start, end, day } = teamRangeSql(range);
  const inWorkspace = teamFiguresFilter(access, 'c');
  // The owner of client `c` at moment `at` (the rule above).
  const ownerAt = (at: RawBuilder<unknown>) => sql`CASE
      WHEN EXISTS (SELECT 1 FROM h WHERE h.client_id = c.id AND h.created_at <= ${at})
        THEN (SELECT h.user_id FROM h WHERE h.client_id = c.id AND h.created_at <= ${at}
              ORDER BY h.created_at DESC LIMIT 1)
      WHEN EXISTS (SELECT 1 FROM h WHERE h.client_id = c.id) THEN c.created_by
      ELSE c.user_id END`;
  // When the assignment at `since` ended: the client's next assignment, if any.
  const nextAssignment = (since: RawBuilder<unknown>) =>
    sql`(SELECT min(n.created_at) FROM h n WHERE n.client_id = c.id AND n.created_at > ${since})`;

  const { rows } = await sql<ClientFigureRow>`
    WITH h AS NOT MATERIALIZED (${history}),
    assigned AS (
      -- Assignments the history records in the range…
      SELECT c.id AS client_id, a.user_id, a.created_at AS since,
        ${nextAssignment(sql`a.created_at`)} AS until
      FROM h a JOIN clients c ON c.id = a.client_id AND ${inWorkspace}
      WHERE a.created_at >= ${start} AND a.created_at < ${end} AND a.user_id IS NOT NULL
      UNION ALL
      -- …and clients created in the range that it did not assign at their creation: their
      -- creator's until the first row when there is one, else their owner's (one hash join
      -- over the history instead of three look-ups per client).
      SELECT c.id, CASE WHEN f.first_at IS NULL THEN c.user_id ELSE c.created_by END,
        c.created_at, f.first_at
      FROM clients c
      LEFT JOIN (SELECT client_id, min(created_at) AS first_at FROM h GROUP BY client_id) f
        ON f.client_id = c.id
      WHERE ${inWorkspace} AND c.created_at >= ${start} AND c.created_at < ${end}
        AND (f.first_at IS NULL OR f.first_at > c.created_at)
    ),
    responded AS (
      -- The first interaction or status change after the assignment, while it lasted
      -- (the "Owner changed" note a reassignment logs is not an answer).
      SELECT a.user_id, extract(epoch FROM least(
          (SELECT min(i.created_at) FROM client_interactions i
            WHERE i.client_id = a.client_id AND i.created_at > a.since
              AND (a.until IS NULL OR i.created_at < a.until)
              AND i.subject IS DISTINCT FROM ${ASSIGNMENT_SUBJECT}),
          (SELECT min(s.changed_at) FROM client_status_changes s
            WHERE s.client_id = a.client_id AND s.changed_at > a.since
              AND (a.until IS NULL OR s.changed_at < a.until))
        ) - a.since) AS seconds
      FROM assigned a WHERE a.user_id IS NOT NULL
    ),
    won AS (
      -- Clients still won whose (last) win fell in the range, with the owner of that moment.
      SELECT DISTINCT ON (c.id) c.id, s.changed_at, c.estimated_value_cents,
        ${ownerAt(sql`s.changed_at`)} AS user_id
      FROM client_status_changes s JOIN clients c ON c.id = s.client_id AND ${inWorkspace}
      WHERE s.status = 'closed_won' AND c.status = 'closed_won'
        AND s.changed_at >= ${start} AND s.changed_at < ${end}
      ORDER BY c.id, s.changed_at DESC
    )
    SELECT 'assigned' AS kind, user_id, ${day(sql`since`)} AS date, count(*)::int AS count,
      0::float8 AS value
    FROM assigned WHERE user_id IS NOT NULL GROUP BY 2, 3
    UNION ALL
    SELECT 'won', user_id, ${day(sql`changed_at`)}, count(*)::int,
      coalesce(sum(estimated_value_cents), 0)::float8
    FROM won WHERE user_id IS NOT NULL GROUP BY 2, 3
    UNION ALL
    SELECT 'response', user_id, NULL, count(*)::int,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds)::float8
    FROM responded WHERE seconds IS NOT NULL GROUP BY 2
  `.execute(db);
  return rows;
}
