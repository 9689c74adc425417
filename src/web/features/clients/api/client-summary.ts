// GET /api/v1/clients/summary: the five tiles (all clients) and each column's count and
// value (for the current search), summed by the database.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSummary } from '@/core/client-schemas';
import { answer, api } from '@/web/lib/api-client';
import { clientKeys, clientQueryString, withFilters } from './client-keys';
import { earlyRequests } from './early-requests';

/** The summary's URL after /api/v1: what an early request is kept under. */
function summaryPath(q: string, owner = '', filters = ''): string {
  return `/clients/summary${withFilters(clientQueryString({ q, owner }), filters)}`;
}

const earlySummaries = earlyRequests<ClientSummary>();

function sendSummary(
  q: string,
  owner: string,
  filters: string,
  signal?: AbortSignal,
): Promise<ClientSummary> {
  return answer(
    api.GET('/api/v1/clients/summary', {
      params: { query: { q, owner } },
      // The same URL as before the typed client: URLSearchParams' spelling with empty values
      // left out, then the filters' query exactly as the address bar has it (comma lists,
      // `cf.<id>` custom field filters the declaration cannot list).
      querySerializer: (query) => withFilters(clientQueryString(query), filters),
      signal,
    }),
  );
}

export function getClientSummary(
  q: string,
  owner: string,
  signal?: AbortSignal,
  filters = '',
): Promise<ClientSummary> {
  return earlySummaries.once(summaryPath(q, owner, filters), () =>
    sendSummary(q, owner, filters, signal),
  );
}

/** At page load: asks for the summary now, for the first getClientSummary that wants it. */
export function startSummaryEarly(q: string, owner = '', filters = ''): void {
  earlySummaries.start(summaryPath(q, owner, filters), () => sendSummary(q, owner, filters));
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
