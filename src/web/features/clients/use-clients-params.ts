// The clients tab's state kept in the URL (search, filter, view, order, open client), so a
// reload or a shared link shows the same thing. Written with the history entry replaced,
// like the dashboard's ?tab=.
import { useSearchParams } from 'react-router';
import {
  CLIENT_FILTER_PARAMS,
  type ClientFilterParam,
  type ClientFilterUrl,
  splitList,
} from '@/core/client-filter-schemas';
import { clientOrder } from '@/core/client-order';
import {
  CLIENT_SORTS,
  type ClientSort,
  DEFAULT_CLIENT_SORT,
  SORT_DIRS,
  type SortDir,
} from '@/core/client-schemas';
import { CLIENT_STATUSES, type ClientStatus } from '@/core/clients';
import { CUSTOM_FILTER_PREFIX } from '@/core/custom-field-filters';
import type { CustomSortKey } from '@/core/custom-field-schemas';
import { COLS_PARAM, parseCols, readCustomOrder } from './columns/list-columns';

export type ClientsView = 'kanban' | 'list';

export type ClientsParams = {
  q: string;
  /** ?status=a,b: the chosen statuses in the board's order, none for all of them. */
  statuses: ClientStatus[];
  view: ClientsView;
  sort: ClientSort;
  /** ?dir= when given, else the sort's own direction (client-order.ts). */
  dir: SortDir;
  /** The client whose detail panel is open. */
  client: string | null;
  /** The owner filter (issue 18): '' all owners, 'mine', 'unassigned' or a member's id. */
  owner: string;
  /**
   * The issue 20 filters by their URL names (tags, source, value_min…) and the custom
   * fields' (`cf.<id>`, `cf.<id>.min`…, decision 049), only those set.
   */
  filters: ListFilters;
  /** The same as one query ("tags=a&task=open&cf.…"), in a fixed order: the queries' key. */
  filterQuery: string;
  /** The list's chosen columns (?cols=, name first), or null for the default ones. */
  cols: string[] | null;
  /** ?sort=cf:<field id> (a custom column's header), which the list uses over sort/dir. */
  customSort: { sort: CustomSortKey; dir: SortDir | undefined } | null;
};

export type ClientsParamName = ParamName;
type ParamName =
  | Exclude<keyof ClientsParams, 'filters' | 'filterQuery' | 'customSort' | 'statuses'>
  | ClientFilterParam;

export type ListFilters = Partial<Record<ClientFilterParam, string>> &
  Record<`cf.${string}`, string>;

/**
 * The list's filters the URL holds, by name (empty values left out): the built-in ones
 * in CLIENT_FILTER_PARAMS' order, then the custom fields' by name. The one reader of the
 * URL's filters: the list, the board, the summary, the exports and a bulk "all
 * matching" all take them from here, so they always name the same clients.
 */
export function readFilters(searchParams: URLSearchParams): ListFilters {
  const filters: ListFilters = {};
  for (const name of CLIENT_FILTER_PARAMS) {
    // The status has its own control in the toolbar (and picks the kanban's columns).
    if (name === 'status') continue;
    const value = searchParams.get(name);
    if (value) filters[name] = value;
  }
  const custom = [...searchParams.entries()]
    .filter(([name, value]) => name.startsWith(CUSTOM_FILTER_PREFIX) && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of custom) filters[name as `cf.${string}`] = value;
  return filters;
}

/** The filters as one query, in readFilters' order (the requests' cache key). */
export function readFilterQuery(searchParams: URLSearchParams): string {
  return new URLSearchParams(Object.entries(readFilters(searchParams))).toString();
}

/** What a bulk "all matching" or an export names: the search and every filter. */
export function filterUrlOf(params: ClientsParams): ClientFilterUrl {
  return {
    ...params.filters,
    ...(params.q ? { q: params.q } : {}),
    ...(params.owner ? { owner: params.owner } : {}),
    ...(params.statuses.length > 0 ? { status: params.statuses.join(',') } : {}),
  };
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  (values as readonly (string | null)[]).includes(value);

/**
 * ?status=: one status ("lead", as links from before issue 20 have it) or several
 * ("lead,contacted"), in the board's order; unknown ones are left out, and none means all.
 */
export function readStatusFilter(searchParams: URLSearchParams): ClientStatus[] {
  const chosen = new Set(splitList(searchParams.get('status') ?? ''));
  return CLIENT_STATUSES.filter((status) => chosen.has(status));
}

/** The ?status= value for these statuses, null (no parameter) for all of them. */
export function statusParam(statuses: readonly ClientStatus[]): string | null {
  const chosen = new Set(statuses);
  const ordered = CLIENT_STATUSES.filter((status) => chosen.has(status));
  return ordered.length > 0 ? ordered.join(',') : null;
}

/** The ?status= value once one status is ticked or unticked. */
export function toggleStatus(statuses: readonly ClientStatus[], status: ClientStatus) {
  return statusParam(
    statuses.includes(status) ? statuses.filter((item) => item !== status) : [...statuses, status],
  );
}

/** ?sort= and ?dir=: the default order when absent, and unknown values count as absent. */
export function readClientOrder(searchParams: URLSearchParams) {
  const sort = searchParams.get('sort');
  const dir = searchParams.get('dir');
  return clientOrder(
    isOneOf(CLIENT_SORTS, sort) ? sort : DEFAULT_CLIENT_SORT,
    isOneOf(SORT_DIRS, dir) ? dir : undefined,
  );
}

export function useClientsParams(): [
  ClientsParams,
  (changes: Partial<Record<ParamName, string | null>>) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: ClientsParams = {
    q: searchParams.get('q') ?? '',
    statuses: readStatusFilter(searchParams),
    view: searchParams.get('view') === 'list' ? 'list' : 'kanban',
    ...readClientOrder(searchParams),
    client: searchParams.get('client') || null,
    owner: searchParams.get('owner') ?? '',
    filters: readFilters(searchParams),
    filterQuery: readFilterQuery(searchParams),
    cols: parseCols(searchParams.get(COLS_PARAM)),
    customSort: readCustomOrder(searchParams),
  };

  const update = (changes: Partial<Record<ParamName, string | null>>) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  };

  return [params, update];
}
