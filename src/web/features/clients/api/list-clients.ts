// GET /api/v1/clients: one page of the user's clients; the kanban columns and the list
// view load further pages as they scroll.
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CLIENT_PAGE_SIZE, type ClientOrder, type ClientPage } from '@/core/client-schemas';
import type { ClientStatus } from '@/core/clients';
import { answer, api } from '@/web/lib/api-client';
import type { operations } from '@/web/lib/api-schema';
import { type ClientListParams, clientKeys, clientQueryString, withFilters } from './client-keys';
import { earlyRequests } from './early-requests';

/** Pages by cursor (issue 25): each page's `nextCursor` is the next one's `after`. */
export type ClientPages = InfiniteData<ClientPage, string | undefined>;

export type ClientPageParams = Partial<ClientListParams> & { after?: string; limit?: number };

/** The list's declared query parameters (the filters' own query is added as it is). */
type ClientListQuery = NonNullable<operations['listClients']['parameters']['query']>;

function pageQuery(params: ClientPageParams): ClientListQuery {
  return {
    q: params.q,
    status: params.statuses?.join(','),
    owner: params.owner,
    sort: params.customSort ? params.customSort.sort : params.sort,
    dir: params.customSort ? params.customSort.dir : params.dir,
    limit: params.limit ?? CLIENT_PAGE_SIZE,
    after: params.after,
  };
}

/** The page's URL after /api/v1: what an early request is kept under. */
export function clientsPath(params: ClientPageParams): string {
  return `/clients${withFilters(clientQueryString(pageQuery(params)), params.filters)}`;
}

const earlyPages = earlyRequests<ClientPage>();

function sendPage(params: ClientPageParams, signal?: AbortSignal): Promise<ClientPage> {
  return answer(
    api.GET('/api/v1/clients', {
      params: { query: pageQuery(params) },
      // The same URL as before the typed client: URLSearchParams' spelling with empty values
      // left out, statuses as one comma list, then the filters' query exactly as the address
      // bar has it (comma lists, `cf.<id>` custom field filters the declaration cannot list).
      querySerializer: (query) => withFilters(clientQueryString(query), params.filters),
      signal,
    }),
  );
}

export function listClients(params: ClientPageParams, signal?: AbortSignal): Promise<ClientPage> {
  return earlyPages.once(clientsPath(params), () => sendPage(params, signal));
}

/** At page load: asks for this page now, for the first listClients that wants it. */
export function startPageEarly(params: ClientPageParams): void {
  earlyPages.start(clientsPath(params), () => sendPage(params));
}

/** A page of a column: the server orders it, so paging and the order agree. */
export function columnParams(
  status: ClientStatus,
  q: string,
  order: ClientOrder,
  after: string | undefined = undefined,
  owner = '',
  filters = '',
): ClientPageParams {
  return { q, statuses: [status], ...order, after, owner, filters };
}

/** One kanban column: its status, in the toolbar's order, for the owner filter. */
export function columnQueryOptions(
  status: ClientStatus,
  q: string,
  order: ClientOrder,
  owner = '',
  filters = '',
) {
  return infiniteQueryOptions({
    queryKey: clientKeys.column(status, q, order, owner, filters),
    queryFn: ({ pageParam, signal }) =>
      listClients(columnParams(status, q, order, pageParam, owner, filters), signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: ClientPage) => page.nextCursor ?? undefined,
  });
}

export function useClientColumn(
  status: ClientStatus,
  q: string,
  order: ClientOrder,
  isEnabled = true,
  owner = '',
  filters = '',
) {
  return useInfiniteQuery({
    ...columnQueryOptions(status, q, order, owner, filters),
    enabled: isEnabled,
  });
}

export function useClientList(params: ClientListParams, isEnabled = true) {
  return useInfiniteQuery({
    enabled: isEnabled,
    queryKey: clientKeys.list(params),
    queryFn: ({ pageParam, signal }) => listClients({ ...params, after: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: ClientPage) => page.nextCursor ?? undefined,
  });
}
