// A saved view's state and the clients tab's URL (issue 20, decision 050): what the URL
// holds as a view — the filters (custom field ones too), sort, board or list and the
// list's columns (decision 053) — and the URL a view's state makes.
import { CLIENT_FILTER_PARAMS } from '@/core/client-filter-schemas';
import type { ClientViewState, ClientViewStateView } from '@/core/client-view-schemas';
import { CUSTOM_FILTER_PREFIX } from '@/core/custom-field-filters';
import { COLS_PARAM, parseCols } from './columns/list-columns';
import { readStatusFilter, statusParam } from './use-clients-params';

/** The URL parameters a view holds besides sort, dir and view. */
const FILTER_NAMES = ['q', 'owner', ...CLIENT_FILTER_PARAMS] as const;
/** Every parameter of the clients tab a view sets (or clears), custom filters aside. */
const VIEW_PARAMS = [...FILTER_NAMES, 'sort', 'dir', 'view', COLS_PARAM] as const;

const isCustomFilter = (name: string) => name.startsWith(CUSTOM_FILTER_PREFIX);

/** What the URL shows now, as a view's state: custom field filters and columns included. */
export function stateOf(searchParams: URLSearchParams): ClientViewState {
  const filters: Record<string, string> = {};
  for (const name of FILTER_NAMES) {
    // The statuses as the tab reads them: an unknown one in a hand-typed URL is not saved.
    const value =
      name === 'status' ? statusParam(readStatusFilter(searchParams)) : searchParams.get(name);
    if (value) filters[name] = value;
  }
  for (const [name, value] of searchParams) {
    if (isCustomFilter(name) && value) filters[name] = value;
  }
  const sort = searchParams.get('sort');
  const dir = searchParams.get('dir');
  const view = searchParams.get('view');
  const cols = parseCols(searchParams.get(COLS_PARAM));
  return {
    filters,
    ...(sort ? { sort: sort as ClientViewState['sort'] } : {}),
    ...(dir ? { dir: dir as ClientViewState['dir'] } : {}),
    ...(view === 'list' || view === 'kanban' ? { view } : {}),
    ...(cols ? { cols } : {}),
  };
}

/** The URL with the view's state in place of the tab's own parameters (others kept). */
export function applyState(current: URLSearchParams, state: ClientViewStateView): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of VIEW_PARAMS) next.delete(name);
  for (const name of [...next.keys()]) if (isCustomFilter(name)) next.delete(name);
  next.delete('client');
  for (const [name, value] of Object.entries(state.filters)) if (value) next.set(name, value);
  if (state.sort) next.set('sort', state.sort);
  if (state.dir) next.set('dir', state.dir);
  if (state.view) next.set('view', state.view);
  if (state.cols && state.cols.length > 0) next.set(COLS_PARAM, state.cols.join(','));
  return next;
}

export function hasTabParams(searchParams: URLSearchParams): boolean {
  return (
    VIEW_PARAMS.some((name) => searchParams.has(name)) ||
    [...searchParams.keys()].some(isCustomFilter)
  );
}
