// The clients tab's state kept in the URL (search, filter, view, order, open client), so a
// reload or a shared link shows the same thing. Written with the history entry replaced,
// like the dashboard's ?tab=.
import { useSearchParams } from 'react-router';
import { clientOrder } from '@/core/client-order';
import {
  CLIENT_SORTS,
  type ClientSort,
  DEFAULT_CLIENT_SORT,
  SORT_DIRS,
  type SortDir,
} from '@/core/client-schemas';
import { CLIENT_STATUSES, type ClientStatus } from '@/core/clients';

export type ClientsView = 'kanban' | 'list';

export type ClientsParams = {
  q: string;
  status: ClientStatus | null;
  view: ClientsView;
  sort: ClientSort;
  /** ?dir= when given, else the sort's own direction (client-order.ts). */
  dir: SortDir;
  /** The client whose detail panel is open. */
  client: string | null;
  /** The owner filter (issue 18): '' all owners, 'mine', 'unassigned' or a member's id. */
  owner: string;
};

type ParamName = keyof ClientsParams;

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  (values as readonly (string | null)[]).includes(value);

/** ?status=, or null for all statuses (an unknown one too). */
export function readStatusFilter(searchParams: URLSearchParams): ClientStatus | null {
  const status = searchParams.get('status');
  return isOneOf(CLIENT_STATUSES, status) ? status : null;
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
    status: readStatusFilter(searchParams),
    view: searchParams.get('view') === 'list' ? 'list' : 'kanban',
    ...readClientOrder(searchParams),
    client: searchParams.get('client') || null,
    owner: searchParams.get('owner') ?? '',
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
