// The route element of every signed-in page, loaded lazily so the sign-in page
// does not download the shell's menus.
import { CurrentOrganizationProvider } from '@/web/features/organizations/current-organization';
import { AppLayout } from './app-layout';
import { RequireSession } from './require-session';

export function SignedInLayout() {
  return (
    <RequireSession>
      <CurrentOrganizationProvider>
        <AppLayout />
      </CurrentOrganizationProvider>
    </RequireSession>
  );
}
