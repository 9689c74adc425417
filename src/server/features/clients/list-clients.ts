// GET /clients: one page of the workspace's clients the caller may see, for the search, status filter and
// sort, with the number of matches over all pages (capped for the row filters, decision 055).
import { type Kysely, sql } from 'kysely';
import {
  CLIENT_COUNT_CAP,
  type ClientListQuery,
  type ClientPage,
} from '../../../core/client-schemas';
import type { CustomFieldFilter } from '../../../core/custom-field-filters';
import type { CustomField } from '../../../core/custom-field-schemas';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import {
  type ClientFilter,
  clientFilterOf,
  hasRowFilters,
  matchesFilter,
  matchesTotalsFilter,
} from './client-filter';
import { toClientViews } from './client-owners';
import type { ClientRow } from './client-view';
import { orderClientsBy } from './custom-field-sort';

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
  /** The matching clients, counted up to `limit` when given (the count stops there). */
  const countMatching = async (limit?: number) => {
    const counted =
      limit === undefined
        ? db.selectFrom(matching.select(sql`1`.as('one')).as('m'))
        : db.selectFrom(matching.select(sql`1`.as('one')).limit(limit).as('m'));
    const row = await counted
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

  let rows: ClientRow[];
  let total: number;
  let totalCapped = false;
  if (filter.q) {
    // A search reads every client anyway (to find and sort the matches), so the same
    // pass counts them: count(*) OVER () costs nothing extra here.
    const counted = await ordered(
      matching.selectAll().select(sql<number>`count(*) OVER ()`.as('total')),
    )
      .limit(query.limit)
      .offset(query.offset)
      .execute();
    rows = counted;
    if (counted[0]) total = Number(counted[0].total);
    // Past the last page no row carries the count.
    else total = query.offset === 0 ? 0 : await countMatching();
  } else if (hasRowFilters(filter)) {
    // The kept totals know nothing of the clients' own fields: these filters count their
    // matches — but only up to CLIENT_COUNT_CAP past the page (decision 055). An exact
    // count of 90,000 matches read every one of them (200–900 ms at 100,000 clients on
    // PGlite) for a number the list only shows. A page that is not full knows its total.
    rows = await ordered(matching.selectAll()).limit(query.limit).offset(query.offset).execute();
    if (rows.length < query.limit && (rows.length > 0 || query.offset === 0)) {
      total = query.offset + rows.length;
    } else {
      const bound = query.offset + query.limit + CLIENT_COUNT_CAP;
      total = await countMatching(bound + 1);
      if (total > bound) {
        total = bound;
        totalCapped = true;
      }
    }
  } else {
    // Without them, the page comes off an index after `limit` rows, and the count is its
    // own query on the kept totals (on PostgreSQL on a second connection at the same
    // time): OVER () would make the page read every row.
    [rows, total] = await Promise.all([
      ordered(matching.selectAll()).limit(query.limit).offset(query.offset).execute(),
      countFromTotals(),
    ]);
  }
  const end = query.offset + rows.length;
  return {
    items: await toClientViews(db, rows),
    total,
    totalCapped,
    nextOffset: end < total ? end : null,
  };
}
