// GET /api/v1/clients/summary: the five tiles (all clients) and each column's count and
// value (for the current search), summed by the database.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSummary } from '@/core/client-schemas';
import { clientKeys, clientQueryString, withFilters } from './client-keys';
import { fetchOnce } from './early-requests';

export function summaryPath(q: string, owner = '', filters = ''): string {
  return `/clients/summary${withFilters(clientQueryString({ q, owner }), filters)}`;
}

export function getClientSummary(
  q: string,
  owner: string,
  signal?: AbortSignal,
  filters = '',
): Promise<ClientSummary> {
  return fetchOnce<ClientSummary>(summaryPath(q, owner, filters), signal);
}

export function clientSummaryQueryOptions(q: string, owner = '', filters = '') {
  return queryOptions({
    queryKey: clientKeys.summary(q, owner, filters),
    queryFn: ({ signal }) => getClientSummary(q, owner, signal, filters),
    // Typing a search keeps the tiles and column headers on screen until the new totals arrive.
    placeholderData: (previous) => previous,
  });
}

export function useClientSummary(q: string, owner = '', filters = '') {
  return useQuery(clientSummaryQueryOptions(q, owner, filters));
}
