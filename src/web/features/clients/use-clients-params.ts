// The clients tab's state kept in the URL (search, filter, view, sort, open client), so a
// reload or a shared link shows the same thing. Written with the history entry replaced,
// like the dashboard's ?tab=.
import { useSearchParams } from 'react-router';
import { CLIENT_SORTS, type ClientSort } from '@/core/client-schemas';
import { CLIENT_STATUSES, type ClientStatus } from '@/core/clients';
import type { SortDir } from './api/client-keys';

export type ClientsView = 'kanban' | 'list';

export type ClientsParams = {
  q: string;
  status: ClientStatus | null;
  view: ClientsView;
  sort: ClientSort;
  dir: SortDir;
  /** The client whose detail panel is open. */
  client: string | null;
};

type ParamName = keyof ClientsParams;

const isStatus = (value: string | null): value is ClientStatus =>
  (CLIENT_STATUSES as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is ClientSort =>
  (CLIENT_SORTS as readonly (string | null)[]).includes(value);

export function useClientsParams(): [
  ClientsParams,
  (changes: Partial<Record<ParamName, string | null>>) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.get('status');
  const sort = searchParams.get('sort');
  const params: ClientsParams = {
    q: searchParams.get('q') ?? '',
    status: isStatus(status) ? status : null,
    view: searchParams.get('view') === 'list' ? 'list' : 'kanban',
    sort: isSort(sort) ? sort : 'updated_at',
    dir: searchParams.get('dir') === 'asc' ? 'asc' : 'desc',
    client: searchParams.get('client') || null,
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
