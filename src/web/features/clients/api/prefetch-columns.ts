// The kanban's first cards should not wait for the summary: the columns that fit on the
// screen start loading together with it (the board shows once the first one has cards,
// the totals follow), and the rest once the board is drawn.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ClientOrder } from '@/core/client-schemas';
import { CLIENT_STATUSES, type ClientStatus } from '@/core/clients';
import { readClientOrder, readFilterQuery, readStatusFilter } from '../use-clients-params';
import { summaryPath } from './client-summary';
import { startEarly } from './early-requests';
import { columnPath, columnQueryOptions } from './list-clients';

/** A column (w-80) plus the gap between columns, in CSS pixels. */
const COLUMN_PITCH_PX = 336;

/** The statuses whose columns are on screen at first (all of them for a narrow filter). */
export function visibleStatuses(statusFilter: ClientStatus | null): readonly ClientStatus[] {
  if (statusFilter) return [statusFilter];
  return CLIENT_STATUSES.slice(0, Math.max(1, Math.ceil(window.innerWidth / COLUMN_PITCH_PX)));
}

export function usePrefetchVisibleColumns(
  q: string,
  statusFilter: ClientStatus | null,
  { sort, dir }: ClientOrder,
  isEnabled: boolean,
  owner = '',
  filters = '',
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isEnabled) return;
    for (const status of visibleStatuses(statusFilter)) {
      void queryClient.prefetchInfiniteQuery(
        columnQueryOptions(status, q, { sort, dir }, owner, filters),
      );
    }
  }, [queryClient, q, statusFilter, sort, dir, isEnabled, owner, filters]);
}

/** At page load on the clients tab's kanban: the first requests, before anything renders. */
export function startKanbanRequestsEarly(): void {
  const params = new URLSearchParams(window.location.search);
  if (params.get('tab') !== 'clients' || params.get('view') === 'list') return;
  const q = params.get('q') ?? '';
  const owner = params.get('owner') ?? '';
  const filters = readFilterQuery(params);
  // Only what the first paint needs: the other columns would compete with it for the
  // database, and they start moments later when the board renders.
  startEarly(
    columnPath(
      readStatusFilter(params) ?? CLIENT_STATUSES[0],
      q,
      readClientOrder(params),
      0,
      owner,
      filters,
    ),
  );
  startEarly(summaryPath(q, owner, filters));
}
