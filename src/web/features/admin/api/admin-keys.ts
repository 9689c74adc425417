// Query keys and paths of the platform admin page. The organizations list sits under
// ['organizations'], the prefix the server's live updates invalidate, so a deactivation
// made in another tab shows here too.
import { ORGANIZATIONS_QUERY_KEY } from '@/web/features/organizations/public';

export const adminKeys = {
  users: (q: string) => ['admin', 'users', q] as const,
  allUsers: ['admin', 'users'] as const,
  organizations: (q: string) => [...ORGANIZATIONS_QUERY_KEY, 'admin', q] as const,
};

/** A list's `?q=…&offset=…`, leaving out what is empty (undefined is not sent). */
export function adminListQuery(q: string, offset: number): { q?: string; offset?: number } {
  return { q: q || undefined, offset: offset > 0 ? offset : undefined };
}
