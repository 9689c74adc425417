// The one status change of clients (decision 051), used by the kanban drop (one client)
// and the bulk action (up to 100,000): an UPDATE over the `target` rows already named in
// the statement, setting the status alone — so the updated_at trigger (0037) stays quiet
// and PostgreSQL may keep each new row version on its page without new index entries —
// and only where the status really changes and the caller may change the client.
import { type RawBuilder, sql } from 'kysely';
import type { ClientStatus } from '../../../core/clients';
import { recordFilter, type WorkspaceAccess } from '../../platform/access/workspace-access';

/**
 * `changed AS (UPDATE …)` over a CTE named `target` (with id and status), returning the
 * changed clients' id with their previous status as `previous_status`, then `returning`.
 * `join` is `targetJoin`'s condition.
 */
export function statusUpdate(
  access: WorkspaceAccess,
  status: ClientStatus,
  join: RawBuilder<unknown>,
  returning: RawBuilder<unknown> = sql``,
): RawBuilder<unknown> {
  return sql`changed AS (
      UPDATE clients c SET status = ${status} FROM target t
      WHERE ${join} AND ${recordFilter(access, 'clients', 'edit', 'c')}
        AND c.status <> ${status}
      RETURNING c.id, t.status AS previous_status ${returning}
    )`;
}

/**
 * How a statement's clients `c` meet the `target` rows `t`. Named ids are said twice: the
 * join alone let the planner read all 100,000 clients to hash-join 10,000 (0.35 s on
 * PGlite); `c.id = ANY(ids)` makes it read only those rows, by the primary key.
 */
export function targetJoin(ids: readonly string[] | undefined): RawBuilder<unknown> {
  return ids ? sql`c.id = t.id AND c.id = ANY(${[...new Set(ids)]}::uuid[])` : sql`c.id = t.id`;
}
