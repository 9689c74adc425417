// GET /api/v1/clients/summary: the five tiles (all clients) and each column's count and
// value (for the current search), summed by the database.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSummary } from '@/core/client-schemas';
import { clientKeys, clientQueryString } from './client-keys';
import { fetchOnce } from './early-requests';

export function summaryPath(q: string, owner = ''): string {
  return `/clients/summary${clientQueryString({ q, owner })}`;
}

export function getClientSummary(
  q: string,
  owner: string,
  signal?: AbortSignal,
): Promise<ClientSummary> {
  return fetchOnce<ClientSummary>(summaryPath(q, owner), signal);
}

export function clientSummaryQueryOptions(q: string, owner = '') {
  return queryOptions({
    queryKey: clientKeys.summary(q, owner),
    queryFn: ({ signal }) => getClientSummary(q, owner, signal),
    // Typing a search keeps the tiles and column headers on screen until the new totals arrive.
    placeholderData: (previous) => previous,
  });
}

export function useClientSummary(q: string, owner = '') {
  return useQuery(clientSummaryQueryOptions(q, owner));
}
