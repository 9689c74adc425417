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
  // Set-based throughout: a look-up per assignment (tens of thousands a month at 100,000
  // clients) cost seconds on PGlite; hash joins over the range's rows cost milliseconds.
  const { rows } = await sql<ClientFigureRow>`
    WITH h AS NOT MATERIALIZED (${history}),
    -- Each history row with when the next one for its client came.
    spans AS (
      SELECT client_id, user_id, created_at,
        lead(created_at) OVER (PARTITION BY client_id ORDER BY created_at) AS until
      FROM h
    ),
    firsts AS (SELECT client_id, min(created_at) AS first_at FROM h GROUP BY client_id),
    assigned AS (
      -- Assignments the history records in the range…
      SELECT c.id AS client_id, a.user_id, a.created_at AS since, a.until
      FROM spans a JOIN clients c ON c.id = a.client_id AND ${inWorkspace}
      WHERE a.created_at >= ${start} AND a.created_at < ${end} AND a.user_id IS NOT NULL
      UNION ALL
      -- …and clients created in the range that it did not assign at their creation: their
      -- creator's until the first row when there is one, else their owner's.
      SELECT c.id, CASE WHEN f.first_at IS NULL THEN c.user_id ELSE c.created_by END,
        c.created_at, f.first_at
      FROM clients c LEFT JOIN firsts f ON f.client_id = c.id
      WHERE ${inWorkspace} AND c.created_at >= ${start} AND c.created_at < ${end}
        AND (f.first_at IS NULL OR f.first_at > c.created_at)
    ),
    -- What counts as an answer: an interaction (not the "Owner changed" note a
    -- reassignment logs) or a status change, after the range began.
    answers AS (
      SELECT i.client_id, i.created_at AS at FROM client_interactions i
      WHERE ${teamFiguresFilter(access, 'i')} AND i.created_at > ${start}
        AND i.subject IS DISTINCT FROM ${ASSIGNMENT_SUBJECT}
      UNION ALL
      SELECT s.client_id, s.changed_at FROM client_status_changes s
      WHERE ${teamFiguresFilter(access, 's')} AND s.changed_at > ${start}
    ),
    responded AS (
      -- The first answer after the assignment, while it lasted.
      SELECT a.user_id, extract(epoch FROM min(e.at) - a.since) AS seconds
      FROM assigned a JOIN answers e ON e.client_id = a.client_id
        AND e.at > a.since AND (a.until IS NULL OR e.at < a.until)
      WHERE a.user_id IS NOT NULL
      GROUP BY a.client_id, a.since, a.user_id
    ),
    wins AS (
      -- Clients still won whose (last) win fell in the range.
      SELECT DISTINCT ON (c.id) c.id, c.user_id, c.created_by, s.changed_at,
        c.estimated_value_cents
      FROM client_status_changes s JOIN clients c ON c.id = s.client_id AND ${inWorkspace}
      WHERE s.status = 'closed_won' AND c.status = 'closed_won'
        AND s.changed_at >= ${start} AND s.changed_at < ${end}
      ORDER BY c.id, s.changed_at DESC
    ),
    won AS (
      -- Credited to the owner of that moment: the span it fell in; before the first
      -- assignment the creator; with no history the owner.
      SELECT w.changed_at, w.estimated_value_cents,
        CASE WHEN a.client_id IS NOT NULL THEN a.user_id
             WHEN f.first_at IS NOT NULL THEN w.created_by
             ELSE w.user_id END AS user_id
      FROM wins w
      LEFT JOIN spans a ON a.client_id = w.id AND a.created_at <= w.changed_at
        AND (a.until IS NULL OR a.until > w.changed_at)
      LEFT JOIN firsts f ON f.client_id = w.id
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
    FROM responded GROUP BY 2
  `.execute(db);
  return rows;
}
