// GET /clients: one page of the workspace's clients the caller may see, for the search, status filter and
// sort, with the number of matches over all pages (for row filters and a search: "more" past a full page,
// decisions 055 and 087).
import { type Kysely, sql } from 'kysely';
import type { ClientListQuery, ClientPage } from '../../../core/client-schemas';
import type { CustomFieldFilter } from '../../../core/custom-field-filters';
import type { CustomField } from '../../../core/custom-field-schemas';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { badCursor, type ClientCursor, decodeCursor, encodeCursor } from './client-cursor';
import {
  type ClientFilter,
  clientFilterOf,
  hasRowFilters,
  matchesFilter,
  matchesTotalsFilter,
} from './client-filter';
import { toClientViews } from './client-owners';
import { clientSortKeyText, clientsAfter } from './client-sort';
import { readsStatusOrder, statusOrderedIds } from './client-status-page';
import type { ClientRow } from './client-view';
import { isBuiltInSort, orderClientsBy } from './custom-field-sort';
import { searchPageIds, walksSearch } from './search-walk';

/** The workspace's custom fields (for a `cf:` sort) and the custom filters asked for. */
export type CustomListQuery = { fields: readonly CustomField[]; filters: CustomFieldFilter[] };

export async function listClients(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  query: ClientListQuery,
  custom: CustomListQuery = { fields: [], filters: [] },
): Promise<ClientPage> {
  const filter: ClientFilter = { ...clientFilterOf(query), custom: custom.filters };
  const ordered = <O>(rows: Parameters<typeof orderClientsBy<O>>[0]) =>
    orderClientsBy(rows, query.sort, query.dir, custom.fields);
  const matching = db.selectFrom('clients').where((eb) => matchesFilter(eb, access, filter));
  /** Every matching client, counted (only past the last page: the page knew the rest). */
  const countMatching = async () => {
    const row = await db
      .selectFrom(matching.select(sql`1`.as('one')).as('m'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  };
  // Without a search the kept totals (migration 0027) count the same clients: a few
  // hundred group rows instead of every client of the workspace.
  const countFromTotals = async () =>
    Number(
      (
        await db
          .selectFrom('client_totals')
          .where((eb) => matchesTotalsFilter(eb, access, filter))
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('clients'), sql<number>`0`).as('total'))
          .executeTakeFirstOrThrow()
      ).total,
    );

  const { sort } = query;
  // Where the page starts: after the client the previous page's cursor names (decision
  // 088), else `offset` rows in. A built-in sort pages by its key; a custom field's by rows.
  const start: ClientCursor = query.after
    ? decodeCursor(query.after)
    : { kind: 'offset', offset: query.offset };
  const keyed = isBuiltInSort(sort);
  if (start.kind === 'key' && !keyed) throw badCursor();
  const after = start.kind === 'key' ? start : undefined;
  const offset = start.kind === 'offset' ? start.offset : 0;
  /** How many clients come before this page. */
  const before = start.kind === 'key' ? start.n : start.offset;
  const withKey = matching
    .selectAll()
    .select((eb) =>
      keyed ? clientSortKeyText(eb, sort).as('sortKey') : sql<string | null>`NULL`.as('sortKey'),
    );

  /**
   * `limit` matching clients of the page's order from its start. Filtered by status in the
   * "last activity" order, the ids come off client_status_order (decision 075) and the
   * clients are read by id, through the same filter, in the same order.
   */
  const readPage = async (limit: number) => {
    if (readsStatusOrder(filter, query)) {
      const ids = statusOrderedIds(db, access, filter, { ...query, limit, offset, after });
      return ordered(withKey.where('id', 'in', ids)).execute();
    }
    // A search in the default order: its few matches off the trigram index, or a walk of
    // the activity order for a common one (decision 096).
    if (keyed && walksSearch(filter, query, offset)) {
      const ids = await searchPageIds(db, { access, filter, dir: query.dir, after, limit });
      if (ids?.length === 0) return [];
      if (ids) return ordered(withKey.where('id', 'in', ids)).execute();
    }
    const page = ordered(withKey).limit(limit);
    return after && keyed
      ? page.where((eb) => clientsAfter(eb, sort, query.dir, after)).execute()
      : page.offset(offset).execute();
  };

  // One row past the page says whether another follows (a count could be stale by then).
  let read: (ClientRow & { sortKey: string | null })[];
  let total: number;
  let totalCapped = false;
  if (filter.q || hasRowFilters(filter)) {
    // The kept totals know nothing of the clients' own fields or of a search: no count
    // follows the page (decision 055). A page that is not full knows its total; a full one
    // says "more" (`totalCapped`), and the exact number per status is the summary's, which
    // the clients tab loads beside the page. Counting here read every match: a status and
    // a custom select took 90 ms at 100,000 clients, and a common surname at a million
    // took 3.7 s on PostgreSQL (count(*) OVER () made the planner walk the whole activity
    // order; bench/clients-million.bench.ts).
    read = await readPage(query.limit + 1);
    total = before + Math.min(read.length, query.limit);
    if (read.length > query.limit) totalCapped = true;
    else if (read.length === 0 && before > 0) total = await countMatching();
  } else {
    // Without them, the page comes off an index after `limit` rows, and the count is its
    // own query on the kept totals (on PostgreSQL on a second connection at the same
    // time): OVER () would make the page read every row.
    [read, total] = await Promise.all([readPage(query.limit + 1), countFromTotals()]);
  }
  const rows = read.slice(0, query.limit);
  const last = rows.at(-1);
  const end = before + rows.length;
  const hasNext = read.length > query.limit && last !== undefined;
  return {
    items: await toClientViews(
      db,
      rows.map(({ sortKey: _key, ...row }) => row),
    ),
    total,
    totalCapped,
    nextOffset: hasNext ? end : null,
    nextCursor: hasNext
      ? encodeCursor(
          keyed
            ? { kind: 'key', key: last.sortKey, id: last.id, n: end }
            : { kind: 'offset', offset: end },
        )
      : null,
  };
}
