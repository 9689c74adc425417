// The header's user menu (spec §2): display name (or "User"), e-mail, Settings,
// Organizations, and Sign out, which then goes to /auth.
import { useQueryClient } from '@tanstack/react-query';
import { Building, LogOut, Settings } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@/core/messages';
import { authClient, refreshSession } from '@/web/lib/auth-client';
import { useMe } from '@/web/lib/get-me';
import { Avatar } from '../../../ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';

/** Sign-out answers that mean "already signed out" there: local sign-out proceeds (spec §8). */
const IGNORED_SIGN_OUT_STATUSES = new Set([401, 403, 404]);

export function UserMenu() {
  const session = authClient.useSession();
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const displayName = me.data?.profile.displayName?.trim() || 'User';
  const email = me.data?.user.email ?? session.data?.user.email ?? '';

  const signOut = async () => {
    const result = await authClient.signOut().catch(() => ({ error: { status: 0 } }));
    if (result.error && !IGNORED_SIGN_OUT_STATUSES.has(result.error.status)) {
      toast.error(MESSAGES.unexpected);
      return;
    }
    // The next person on this browser must not see this account's cached data.
    queryClient.clear();
    refreshSession();
    navigate('/auth', { replace: true });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2">
        {/* The avatar (initials or photo) pictures the person; the button's name is the
            hidden text, so the initials are not read as a label ("AL") nor required in it. */}
        <span aria-hidden="true">
          <Avatar name={displayName} src={me.data?.profile.avatarUrl} className="size-9 text-sm" />
        </span>
        <span className="sr-only">User menu</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate font-semibold">{displayName}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/organizations">
            <Building aria-hidden="true" />
            Organizations
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
