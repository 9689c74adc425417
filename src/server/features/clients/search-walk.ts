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

/** The page a search asks for: whose clients, what filter, from which cursor, how many. */
export type SearchPage = {
  access: WorkspaceAccess;
  filter: ClientFilter;
  dir?: ClientListQuery['dir'];
  after?: { key: string | null; id: string };
  limit: number;
};

/** The page's clients that `filter` matches, from the page's start (its cursor) on. */
function fromPageStart(db: Kysely<DB>, page: SearchPage, filter: ClientFilter) {
  const clients = db.selectFrom('clients').where((eb) => matchesFilter(eb, page.access, filter));
  const { after } = page;
  return after
    ? clients.where((eb) => clientsAfter(eb, 'last_activity', page.dir, after))
    : clients;
}

/**
 * The ids of the first `limit` matches in the page's order when the first WALK_BUDGET
 * clients from the page's start hold that many; `null` when they do not (the matches are
 * under ~1% of the clients, and more than a page: the caller asks the planner).
 */
export async function walkedSearchIds(db: Kysely<DB>, page: SearchPage): Promise<string[] | null> {
  const q = page.filter.q as string;
  const { dir } = clientOrder('last_activity', page.dir);
  const walked = orderClients(
    fromPageStart(db, page, { ...page.filter, q: undefined }).select((eb) => [
      'id',
      'searchText',
      // The order's key as a column: the outer ORDER BY then reads the window in its
      // own order and stops at the page's last match, instead of sorting the window.
      eb.fn.coalesce('lastContactedAt', 'updatedAt').as('walkKey'),
    ]),
    'last_activity',
    page.dir,
  );
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
    .limit(page.limit)
    .execute();
  return rows.length === page.limit ? rows.map((row) => row.id) : null;
}

/**
 * Up to `limit` matches from the page's start, read off the trigram index (a bitmap scan:
 * the planner may not walk an index for it). `null` inside a caller's transaction, where
 * the setting would outlive this read.
 */
async function indexedMatchIds(db: Kysely<DB>, page: SearchPage): Promise<string[] | null> {
  if (db.isTransaction) return null;
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_indexscan = off`.execute(trx);
    const rows = await fromPageStart(trx, page, page.filter)
      .select('id')
      .limit(page.limit)
      .execute();
    return rows.map((row) => row.id);
  });
}

/**
 * The ids of the search page's clients (`limit` of them, or all there are when fewer), or
 * `null` when the search is too rare to walk and too common to read off the index whole:
 * the caller then runs the planner's query.
 */
export async function searchPageIds(db: Kysely<DB>, page: SearchPage): Promise<string[] | null> {
  const indexed = await indexedMatchIds(db, page);
  if (indexed && indexed.length < page.limit) return indexed;
  return walkedSearchIds(db, page);
}
