// Query keys and paths of the platform admin page. The organizations list sits under
// ['organizations'], the prefix the server's live updates invalidate, so a deactivation
// made in another tab shows here too.
import { ORGANIZATIONS_QUERY_KEY } from '@/web/features/organizations/public';

export const adminKeys = {
  users: (q: string) => ['admin', 'users', q] as const,
  allUsers: ['admin', 'users'] as const,
  organizations: (q: string) => [...ORGANIZATIONS_QUERY_KEY, 'admin', q] as const,
};

/** `/admin/{list}?q=…&offset=…`, leaving out what is empty. */
export function adminListPath(list: 'users' | 'organizations', q: string, offset: number): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (offset > 0) params.set('offset', String(offset));
  const query = params.toString();
  return `/admin/${list}${query ? `?${query}` : ''}`;
}
