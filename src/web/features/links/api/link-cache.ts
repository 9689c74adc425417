// Shared by the links mutations: optimistic edits of the cached list, undone on failure,
// and a refetch of the list and the stat tiles once the server has answered.
import type { QueryClient } from '@tanstack/react-query';
import type { Link } from '@/core/link-schemas';
import { LINKS_QUERY_KEY } from './list-links';

export type LinksSnapshot = { previous: Link[] | undefined };

/** Applies `change` to the cached list at once and returns what to restore on failure. */
export async function changeCachedLinks(
  queryClient: QueryClient,
  change: (links: Link[]) => Link[],
): Promise<LinksSnapshot> {
  // A refetch landing now would overwrite the optimistic list with the old one.
  await queryClient.cancelQueries({ queryKey: LINKS_QUERY_KEY });
  const previous = queryClient.getQueryData<Link[]>(LINKS_QUERY_KEY);
  if (previous) queryClient.setQueryData<Link[]>(LINKS_QUERY_KEY, change(previous));
  return { previous };
}

export function restoreCachedLinks(queryClient: QueryClient, snapshot: LinksSnapshot | undefined) {
  if (snapshot?.previous) queryClient.setQueryData(LINKS_QUERY_KEY, snapshot.previous);
}

export function refreshLinks(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: LINKS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
}
