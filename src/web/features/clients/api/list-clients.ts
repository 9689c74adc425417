// GET /api/v1/clients: one page of the user's clients; the kanban columns and the list
// view load further pages as they scroll.
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CLIENT_PAGE_SIZE, type ClientOrder, type ClientPage } from '@/core/client-schemas';
import type { ClientStatus } from '@/core/clients';
import { type ClientListParams, clientKeys, clientQueryString, withFilters } from './client-keys';
import { fetchOnce } from './early-requests';

export type ClientPages = InfiniteData<ClientPage, number>;

export function clientsPath(
  params: Partial<ClientListParams> & { offset: number; limit?: number },
): string {
  const query = clientQueryString({
    q: params.q,
    status: params.statuses?.join(','),
    owner: params.owner,
    sort: params.customSort ? params.customSort.sort : params.sort,
    dir: params.customSort ? params.customSort.dir : params.dir,
    limit: params.limit ?? CLIENT_PAGE_SIZE,
    offset: params.offset,
  });
  return `/clients${withFilters(query, params.filters)}`;
}

export function listClients(
  params: Partial<ClientListParams> & { offset: number; limit?: number },
  signal?: AbortSignal,
): Promise<ClientPage> {
  return fetchOnce<ClientPage>(clientsPath(params), signal);
}

/** A page of a column: the server orders it, so paging and the order agree. */
export function columnPath(
  status: ClientStatus,
  q: string,
  order: ClientOrder,
  offset = 0,
  owner = '',
  filters = '',
): string {
  return clientsPath({ q, statuses: [status], ...order, offset, owner, filters });
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
      fetchOnce<ClientPage>(columnPath(status, q, order, pageParam, owner, filters), signal),
    initialPageParam: 0,
    getNextPageParam: (page: ClientPage) => page.nextOffset ?? undefined,
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
    queryFn: ({ pageParam, signal }) => listClients({ ...params, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (page: ClientPage) => page.nextOffset ?? undefined,
  });
}
