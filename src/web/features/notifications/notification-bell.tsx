// The header's bell (issue 20): the unread count on it, and a popover listing the
// user's notifications, newest first. Each opens its path (a task reminder: the client's
// panel) in the workspace it belongs to, and is marked read on the way. Live updates
// refresh it the moment a reminder is stored or read elsewhere (api/notifications.ts).
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { NOTIFICATION_MESSAGES as M } from '@/core/messages';
import type { AppNotification } from '@/core/notification-schemas';
import { LoadError } from '@/web/components/load-error';
import { TimeAgo } from '@/web/components/time-ago';
import { useCurrentOrganization } from '@/web/features/organizations/public';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { Spinner } from '../../../ui/spinner';
import { useMarkNotificationsRead, useNotifications } from './api/notifications';

/** Past this the badge says "99+" (the label still gives the number). */
const BADGE_MAX = 99;

export function NotificationBell() {
  const [isOpen, setOpen] = useState(false);
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.pages[0]?.unreadCount ?? 0;
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];

  const markAllRead = () =>
    markRead.mutate({ all: true }, { onError: () => toast.error(M.markReadFailed) });

  return (
    <Popover.Root open={isOpen} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={M.bell(unread)}
        className="relative inline-flex size-9 items-center justify-center rounded-full text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-[11px] font-semibold leading-5 text-destructive-foreground"
          >
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={M.heading}
          className="z-50 flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-xl border border-border bg-popover text-popover-foreground shadow-lg data-[state=open]:animate-fade-in"
        >
          <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2">
            <h2 className="text-sm font-semibold">{M.heading}</h2>
            <Button
              size="sm"
              variant="ghost"
              disabled={unread === 0 || markRead.isPending}
              onClick={markAllRead}
            >
              {M.markAllRead}
            </Button>
          </div>
          <div className="overflow-y-auto">
            {notifications.isPending ? (
              <div className="flex justify-center p-6">
                <Spinner label={M.loading} />
              </div>
            ) : notifications.isError ? (
              <div className="p-3">
                <LoadError
                  what={M.loadFailed}
                  error={notifications.error}
                  onRetry={() => notifications.refetch()}
                />
              </div>
            ) : items.length === 0 ? (
              <p className="p-6 text-center text-sm text-muted-foreground">{M.empty}</p>
            ) : (
              <ul className="divide-y divide-border">
                {items.map((item) => (
                  <NotificationItem
                    key={item.id}
                    item={item}
                    onOpen={() => {
                      setOpen(false);
                      if (item.readAt === null) markRead.mutate({ ids: [item.id] });
                    }}
                  />
                ))}
              </ul>
            )}
            {notifications.hasNextPage ? (
              <div className="flex justify-center p-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={notifications.isFetchingNextPage}
                  onClick={() => void notifications.fetchNextPage()}
                >
                  {M.showMore}
                </Button>
              </div>
            ) : null}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function NotificationItem({ item, onOpen }: { item: AppNotification; onOpen: () => void }) {
  const { currentId, setCurrentId } = useCurrentOrganization();
  const isUnread = item.readAt === null;
  return (
    <li>
      <Link
        to={item.path}
        onClick={() => {
          // The record lives in its workspace: open it there, not in the one on screen.
          if (item.workspaceId !== currentId) setCurrentId(item.workspaceId);
          onOpen();
        }}
        className={cn(
          'flex gap-3 px-4 py-3 text-sm outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
          isUnread && 'bg-brand-50/60',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'mt-1.5 size-2 shrink-0 rounded-full',
            isUnread ? 'bg-brand-600' : 'bg-transparent',
          )}
        />
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className={cn('break-words', isUnread ? 'font-semibold' : 'font-medium')}>
            {isUnread ? <span className="sr-only">{M.unread}: </span> : null}
            {item.title}
          </span>
          <span className="break-words text-muted-foreground">{item.body}</span>
          <TimeAgo iso={item.createdAt} className="text-xs text-muted-foreground" />
        </span>
      </Link>
    </li>
  );
}
