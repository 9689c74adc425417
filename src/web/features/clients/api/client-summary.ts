// GET /api/v1/clients/summary: the five tiles (all clients) and each column's count and
// value (for the current search), summed by the database.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSummary } from '@/core/client-schemas';
import { clientKeys, clientQueryString } from './client-keys';
import { fetchOnce } from './early-requests';

export function summaryPath(q: string): string {
  return `/clients/summary${clientQueryString({ q })}`;
}

export function getClientSummary(q: string, signal?: AbortSignal): Promise<ClientSummary> {
  return fetchOnce<ClientSummary>(summaryPath(q), signal);
}

export function clientSummaryQueryOptions(q: string) {
  return queryOptions({
    queryKey: clientKeys.summary(q),
    queryFn: ({ signal }) => getClientSummary(q, signal),
    // Typing a search keeps the tiles and column headers on screen until the new totals arrive.
    placeholderData: (previous) => previous,
  });
}

export function useClientSummary(q: string) {
  return useQuery(clientSummaryQueryOptions(q));
}
