// A page's tab kept in ?tab=, so a reload or a shared link opens the same tab. The
// history entry is replaced: switching tabs is not a page to go back to.
import { useSearchParams } from 'react-router';

export function useTabParam<Tab extends string>(
  isTab: (value: string | null) => value is Tab,
  fallback: Tab,
): [Tab, (next: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('tab');
  const tab = isTab(param) ? param : fallback;

  const selectTab = (next: string) => {
    if (!isTab(next)) return;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  };
  return [tab, selectTab];
}
