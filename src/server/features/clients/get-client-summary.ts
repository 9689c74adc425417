// GET /clients/summary: the five tiles over the workspace's clients the caller may see and the
// kanban's per-status count and value for the current search, added up by the
// database in one pass: GROUPING SETS gives a row per status plus the grand total,
// and FILTER narrows the column figures to the search. Without a search the pass is
// over client_totals (migration 0027), not over the clients.
import { type Kysely, sql } from 'kysely';
import type { ClientSummary } from '../../../core/client-schemas';
import { CLIENT_STATUSES, type ClientStatus, OPEN_CLIENT_STATUSES } from '../../../core/clients';
import { isPlanTier, limitFor } from '../../../core/plans';
import type { DB } from '../../db/types';
import { type WorkspaceAccess, workspaceOwnerId } from '../../platform/access/workspace-access';
import {
  type ClientFilter,
  hasRowFilters,
  matchesFilter,
  matchesRowFilters,
  matchesTotalsFilter,
} from './client-filter';

export async function getClientSummary(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  filter: Omit<ClientFilter, 'status'>,
): Promise<ClientSummary> {
  // The search and the issue 20 filters narrow the columns; without any of them every
  // figure comes from client_totals.
  const narrowed = hasRowFilters(filter);
  // The tiles and the columns count what the caller may see, narrowed by the owner filter
  // (the kanban follows it); the search narrows the columns only.
  const tier = () =>
    db
      .selectFrom('profiles')
      .select('tier')
      .where('userId', '=', workspaceOwnerId(access.workspaceId))
      .as('tier');
  // Without a search every figure is a count or sum over whole groups of owner, creator
  // and status, which client_totals keeps (migration 0027): the same access and owner
  // filter over its few rows instead of a pass over every client.
  const rows = narrowed
    ? await db
        .selectFrom('clients')
        .where((eb) => matchesFilter(eb, access, { owner: filter.owner }))
        .groupBy(sql`GROUPING SETS ((status), ())`)
        .select((eb) => {
          const narrow = (inner: typeof eb) =>
            matchesRowFilters(inner, filter) ?? sql<boolean>`true`;
          const found = eb.fn.countAll<number>();
          const foundValue = eb.fn.sum<number>('estimatedValueCents');
          return [
            // NULL on the grand-total row.
            sql<ClientStatus | null>`status`.as('status'),
            eb.fn.countAll<number>().as('all'),
            eb.fn
              .sum<number>('estimatedValueCents')
              .filterWhere('status', 'in', [...OPEN_CLIENT_STATUSES])
              .as('openValueCents'),
            found.filterWhere((inner) => narrow(inner)).as('count'),
            foundValue.filterWhere((inner) => narrow(inner)).as('valueCents'),
            tier(),
          ];
        })
        .execute()
    : await db
        .selectFrom('client_totals')
        .where((eb) => matchesTotalsFilter(eb, access, { owner: filter.owner }))
        .groupBy(sql`GROUPING SETS ((status), ())`)
        .select((eb) => [
          sql<ClientStatus | null>`status`.as('status'),
          eb.fn.sum<number>('clients').as('all'),
          eb.fn
            .sum<number>('valueCents')
            .filterWhere('status', 'in', [...OPEN_CLIENT_STATUSES])
            .as('openValueCents'),
          eb.fn.sum<number>('clients').as('count'),
          eb.fn.sum<number>('valueCents').as('valueCents'),
          tier(),
        ])
        .execute();

  const grand = rows.find((row) => row.status === null);
  const byStatus = new Map(
    rows.filter((row) => row.status !== null).map((row) => [row.status, row]),
  );
  const all = (status: ClientStatus) => Number(byStatus.get(status)?.all ?? 0);
  const plan = grand?.tier ?? rows[0]?.tier;
  return {
    tiles: {
      totalClients: Number(grand?.all ?? 0),
      newLeads: all('new_lead'),
      qualified: all('qualified'),
      closedWon: all('closed_won'),
      pipelineValueCents: Number(grand?.openValueCents ?? 0),
    },
    columns: CLIENT_STATUSES.map((status) => {
      const row = byStatus.get(status);
      return { status, count: Number(row?.count ?? 0), valueCents: Number(row?.valueCents ?? 0) };
    }),
    limit: limitFor(isPlanTier(plan) ? plan : 'free', 'clients'),
  };
}
