// The kanban's first cards should not wait for the summary: the columns that fit on the
// screen start loading together with it (the board shows once the first one has cards,
// the totals follow), and the rest once the board is drawn.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { splitList } from '@/core/client-filter-schemas';
import type { ClientOrder } from '@/core/client-schemas';
import { CLIENT_STATUSES, type ClientStatus } from '@/core/clients';
import { readClientOrder, readFilterQuery, readStatusFilter } from '../use-clients-params';
import { startSummaryEarly } from './client-summary';
import { columnParams, columnQueryOptions, startPageEarly } from './list-clients';

/** A column (w-80) plus the gap between columns, in CSS pixels. */
const COLUMN_PITCH_PX = 336;

/** The statuses whose columns are on screen at first: the chosen ones (else all), as fit. */
export function visibleStatuses(statusFilter: readonly ClientStatus[]): readonly ClientStatus[] {
  const shown = statusFilter.length > 0 ? statusFilter : CLIENT_STATUSES;
  return shown.slice(0, Math.max(1, Math.ceil(window.innerWidth / COLUMN_PITCH_PX)));
}

export function usePrefetchVisibleColumns(
  q: string,
  statusFilter: readonly ClientStatus[],
  { sort, dir }: ClientOrder,
  isEnabled: boolean,
  owner = '',
  filters = '',
) {
  const queryClient = useQueryClient();
  // By value: the array is a new one at every render.
  const statuses = statusFilter.join(',');
  useEffect(() => {
    if (!isEnabled) return;
    const chosen = splitList(statuses);
    const shown = CLIENT_STATUSES.filter((status) => chosen.includes(status));
    for (const status of visibleStatuses(shown)) {
      void queryClient.prefetchInfiniteQuery(
        columnQueryOptions(status, q, { sort, dir }, owner, filters),
      );
    }
  }, [queryClient, q, statuses, sort, dir, isEnabled, owner, filters]);
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
  startPageEarly(
    columnParams(
      readStatusFilter(params)[0] ?? CLIENT_STATUSES[0],
      q,
      readClientOrder(params),
      undefined,
      owner,
      filters,
    ),
  );
  startSummaryEarly(q, owner, filters);
}
