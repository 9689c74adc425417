// The admin page's tab and search kept in the URL (?tab=, ?q=), so a reload or a shared
// link shows the same list. Written with the history entry replaced, like the dashboard.
import { useSearchParams } from 'react-router';

export const ADMIN_TABS = ['users', 'organizations'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export function isAdminTab(value: unknown): value is AdminTab {
  return (ADMIN_TABS as readonly unknown[]).includes(value);
}

export function useAdminParams(): {
  tab: AdminTab;
  q: string;
  setTab: (tab: AdminTab) => void;
  setQuery: (q: string) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: AdminTab = isAdminTab(tabParam) ? tabParam : 'users';

  const update = (changes: Record<string, string>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );

  return {
    tab,
    q: searchParams.get('q') ?? '',
    // A search for users means nothing among organizations: switching tabs starts afresh.
    setTab: (next) => update({ tab: next === 'users' ? '' : next, q: '' }),
    setQuery: (q) => update({ q }),
  };
}
