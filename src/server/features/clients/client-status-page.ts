// A page of status-filtered clients in the "last activity" order (a kanban column, the list
// with ?status=), read off client_status_order (migration 0055, decision 075). Walking the
// workspace's activity index and skipping other statuses (decision 051) read ~75,000 rows
// to find 51 when a status's clients are few or all old; the kept table's (workspace,
// status, activity) index starts at the first client of the status. Each status is walked
// on its own, newest first (an IN list would sort every match), and the walks are merged;
// each candidate is checked against the whole filter on the client itself, so the page is
// the one the clients' own query gives — the same rows in the same order.
import { type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { clientOrder } from '../../../core/client-order';
import type { ClientSort, SortDir } from '../../../core/client-schemas';
import type { CustomSortKey } from '../../../core/custom-field-schemas';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { type ClientFilter, matchesFilter, matchesTotalsFilter, statusList } from './client-filter';
import { keysetAfter } from './client-sort';

type Page = { sort: ClientSort | CustomSortKey; dir?: SortDir | undefined };

/**
 * Whether the page can come from client_status_order: a status filter, the "last
 * activity" order (the kept key), and no search (a search reads and counts every match
 * anyway, decision 055).
 */
export function readsStatusOrder(filter: ClientFilter, page: Page): boolean {
  return statusList(filter.status).length > 0 && page.sort === 'last_activity' && !filter.q;
}

/**
 * The ids of the page's clients, in the page's order: per status, the kept rows the
 * caller may see (the access filter reads the kept owner and creator, as on
 * client_totals), newest first, each kept only if the client itself matches the whole
 * filter (again through the access layer); `limit` rows from `offset` of the merged walks.
 */
export function statusOrderedIds(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  filter: ClientFilter,
  page: Page & {
    limit: number;
    offset: number;
    /** A keyset page (decision 088): the clients after this one (its kept activity key). */
    after?: { key: string | null; id: string } | undefined;
  },
) {
  const { dir } = clientOrder('last_activity', page.dir);
  const { after } = page;
  // The activity key is never blank: a cursor with a blank one (not ours) finds nothing,
  // as clientsAfter's does for this order.
  const beyond = !after
    ? sql<SqlBool>`true`
    : after.key === null
      ? sql<SqlBool>`false`
      : keysetAfter(
          sql.ref('client_status_order.activity_at'),
          sql.ref('client_status_order.client_id'),
          dir,
          { key: after.key, id: after.id },
          'timestamptz',
        );
  const walk = (status: ClientFilter['status']) =>
    db
      .selectFrom('client_status_order')
      .where((eb) => matchesTotalsFilter(eb, access, { ...filter, status }))
      .where(beyond)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('clients')
            .select(sql`1`.as('one'))
            .whereRef('clients.id', '=', 'client_status_order.clientId')
            // Inside this subquery the clients' names are the nearest: the filter's bare
            // column names read the client, not the kept row.
            .where((inner) =>
              matchesFilter(inner as unknown as ExpressionBuilder<DB, 'clients'>, access, filter),
            ),
        ),
      )
      .orderBy('client_status_order.activityAt', dir)
      .orderBy('client_status_order.clientId', dir);
  const statuses = statusList(filter.status);
  const [first, ...rest] = statuses;
  if (first === undefined) throw new Error('statusOrderedIds needs a status filter');
  if (rest.length === 0)
    return walk(first).select('client_status_order.clientId').limit(page.limit).offset(page.offset);
  // Each walk stops after the rows the merged page could need.
  const each = page.offset + page.limit;
  const walks = statuses.map((status) =>
    db
      .selectFrom(
        walk(status)
          .select(['client_status_order.clientId', 'client_status_order.activityAt'])
          .limit(each)
          .as('w'),
      )
      .selectAll(),
  );
  const merged = walks.reduce((all, next) => all.unionAll(next));
  return db
    .selectFrom(merged.as('picked'))
    .select('picked.clientId')
    .orderBy('picked.activityAt', dir)
    .orderBy('picked.clientId', dir)
    .limit(page.limit)
    .offset(page.offset);
}
