// Every clients query lives under 'clients' so one live 'clients' event refreshes the
// tiles, the columns, the list and an open panel together (lib/live-updates.ts).
import type { ClientOrder, SortDir } from '@/core/client-schemas';
import type { ClientStatus } from '@/core/clients';
import type { CustomSortKey } from '@/core/custom-field-schemas';

export type ClientListParams = ClientOrder & {
  q: string;
  /** The chosen statuses (?status=a,b), none for all of them. */
  statuses: readonly ClientStatus[];
  /** The owner filter (issue 18): '' for all owners, 'mine', 'unassigned' or a user id. */
  owner: string;
  /** The issue 20 filters as their URL query ("tags=a&task=open"), '' for none. */
  filters?: string;
  /** A custom field column's order (`sort=cf:<id>`, decision 049), in place of sort/dir. */
  customSort?: { sort: CustomSortKey; dir: SortDir | undefined } | null;
};

export const clientKeys = {
  all: ['clients'] as const,
  summaries: ['clients', 'summary'] as const,
  summary: (q: string, owner = '', filters = '') =>
    ['clients', 'summary', q, owner, filters] as const,
  columns: ['clients', 'column'] as const,
  column: (status: ClientStatus, q: string, order: ClientOrder, owner = '', filters = '') =>
    ['clients', 'column', status, q, order, owner, filters] as const,
  lists: ['clients', 'list'] as const,
  list: (params: ClientListParams) => ['clients', 'list', params] as const,
  details: ['clients', 'detail'] as const,
  detail: (id: string) => ['clients', 'detail', id] as const,
};

export const interactionKeys = {
  forClient: (clientId: string) => ['client_interactions', clientId] as const,
};

/** The query string for the list and export endpoints; empty values are left out. */
export function clientQueryString(params: Record<string, string | number | null | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A query string with the filters' own query (already encoded) added. */
export function withFilters(query: string, filters = ''): string {
  if (!filters) return query;
  return query ? `${query}&${filters}` : `?${filters}`;
}
