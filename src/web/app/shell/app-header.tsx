// The signed-in header (spec §2): wordmark to /dashboard, organization switcher, the
// Admin badge for platform administrators (§6), the notifications bell (issue 20), user menu.
import { Link } from 'react-router';
import { NotificationBell } from '@/web/features/notifications/notification-bell';
import { AdminBadge } from '@/web/features/organizations/admin-badge';
import { useMe } from '@/web/lib/get-me';
import { Wordmark } from '../../../ui/wordmark';
import { OrganizationSwitcher } from './organization-switcher';
import { UserMenu } from './user-menu';

export function AppHeader() {
  const me = useMe();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Link
          to="/dashboard"
          className="rounded-md text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Wordmark />
        </Link>
        <span aria-hidden="true" className="h-6 w-px bg-border" />
        <OrganizationSwitcher />
        <div className="ml-auto flex items-center gap-3">
          {me.data?.profile.isPlatformAdmin ? <AdminBadge /> : null}
          <NotificationBell />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
