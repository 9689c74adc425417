// A search's page in the "last activity" order without leaving the plan to the planner's
// sample (decision 096). The planner chose between two plans for a search page from its
// statistics: walk the workspace's activity index and stop at the page's last match (a
// few ms for a name 1–2% of the clients hold), or read every match off the trigram index
// and sort them (2 ms for a rare one, 150 ms for a common name at a million clients). Its
// estimate of a substring comes from a sample, so the same common name got one plan or
// the other after each ANALYZE. Here each is used where it is right: a page's worth of
// matches is first asked of the trigram index alone (a few ms, whatever the name); fewer
// than a page are every match there is, and are the page. Otherwise the first
// WALK_BUDGET clients of the order are walked for the page; only a search too rare for
// that (under ~1%) goes to the planner's own query.
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { clientOrder } from '../../../core/client-order';
import type { ClientListQuery } from '../../../core/client-schemas';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import {
  type ClientFilter,
  hasRowFilters,
  matchesFilter,
  matchesSearch,
  statusList,
} from './client-filter';
import { clientsAfter, orderClients } from './client-sort';

/** Clients walked at most: ~10 ms on PGlite; a page of matches within them is 1% or more. */
export const WALK_BUDGET = 5_000;

/**
 * Whether the page can be walked: a search alone (an owner aside, which has its own
 * activity index), in the default order, from the start or a cursor. A status or a row
 * filter could leave the walk few clients to check in its budget.
 */
export function walksSearch(
  filter: ClientFilter,
  query: Pick<ClientListQuery, 'sort'>,
  offset: number,
): boolean {
  return (
    Boolean(filter.q) &&
    query.sort === 'last_activity' &&
    offset === 0 &&
    statusList(filter.status).length === 0 &&
    !hasRowFilters({ ...filter, q: undefined })
  );
}

/**
 * The ids of the first `limit` matches in the page's order when the first WALK_BUDGET
 * clients from the page's start hold that many; `null` when they do not (the search is
 * rare: the caller asks the planner, which reads the trigram index).
 */
export async function walkedSearchIds(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  filter: ClientFilter,
  query: { dir?: ClientListQuery['dir'] },
  after: { key: string | null; id: string } | undefined,
  limit: number,
): Promise<string[] | null> {
  const q = filter.q as string;
  const { dir } = clientOrder('last_activity', query.dir);
  let walked = orderClients(
    db
      .selectFrom('clients')
      .where((eb) => matchesFilter(eb, access, { ...filter, q: undefined }))
      .select((eb) => [
        'id',
        'searchText',
        // The order's key as a column: the outer ORDER BY then reads the window in its
        // own order and stops at the page's last match, instead of sorting the window.
        eb.fn.coalesce('lastContactedAt', 'updatedAt').as('walkKey'),
      ]),
    'last_activity',
    query.dir,
  );
  if (after) walked = walked.where((eb) => clientsAfter(eb, 'last_activity', query.dir, after));
  // The window keeps the clients' column names under the clients' name, so the search
  // reads it as it reads the table.
  const window = db.selectFrom(
    walked.limit(WALK_BUDGET).as('clients'),
  ) as unknown as SelectQueryBuilder<DB & { clients: { walkKey: Date } }, 'clients', object>;
  const rows = await window
    .select('id')
    .where((eb) => matchesSearch(eb as never, q))
    .orderBy('walkKey', dir)
    .orderBy('id', dir)
    .limit(limit)
    .execute();
  return rows.length === limit ? rows.map((row) => row.id) : null;
}

/**
 * Up to `limit` matches from the page's start, read off the trigram index (a bitmap scan:
 * the planner may not walk an index for it). `null` inside a caller's transaction, where
 * the setting would outlive this read.
 */
async function indexedMatchIds(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  filter: ClientFilter,
  query: { dir?: ClientListQuery['dir'] },
  after: { key: string | null; id: string } | undefined,
  limit: number,
): Promise<string[] | null> {
  if (db.isTransaction) return null;
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_indexscan = off`.execute(trx);
    let matches = trx
      .selectFrom('clients')
      .where((eb) => matchesFilter(eb, access, filter))
      .select('id');
    if (after) matches = matches.where((eb) => clientsAfter(eb, 'last_activity', query.dir, after));
    const rows = await matches.limit(limit).execute();
    return rows.map((row) => row.id);
  });
}

/**
 * The ids of the search page's clients (`limit` of them, or all there are when fewer), or
 * `null` when the search is too rare to walk and too common to read off the index whole:
 * the caller then runs the planner's query.
 */
export async function searchPageIds(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  filter: ClientFilter,
  query: { dir?: ClientListQuery['dir'] },
  after: { key: string | null; id: string } | undefined,
  limit: number,
): Promise<string[] | null> {
  const indexed = await indexedMatchIds(db, access, filter, query, after, limit);
  if (indexed && indexed.length < limit) return indexed;
  return walkedSearchIds(db, access, filter, query, after, limit);
}
