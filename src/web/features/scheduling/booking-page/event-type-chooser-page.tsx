// /schedule/:userId: the host's active event types, each leading to its booking page (the
// Scale Page's Schedule button lands here when the host offers several).
import { ChevronRight, Clock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import { hostDisplayName } from '@/core/scheduling/host-display-name';
import { Avatar } from '@/ui/avatar';
import { Card } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { PublicBookingLayout } from '../../../../ui/booking-page/public-booking-layout';
import { useHostEventTypes } from './api/get-host-event-types';
import { BookingErrorView } from './booking-error-view';
import { hostLoadMessage, isRetryable } from './load-error-message';
import { useDocumentTitle } from './use-document-title';

export function EventTypeChooserPage() {
  const { userId = '' } = useParams();
  if (!userId) return <BookingErrorView message={M.userIdMissing} />;
  return <HostEventTypes userId={userId} />;
}

function HostEventTypes({ userId }: { userId: string }) {
  const query = useHostEventTypes(userId);
  const hostName = query.data ? hostDisplayName(query.data.host.name) : undefined;
  const title = hostName ? M.bookingPageTitle(hostName) : undefined;
  useDocumentTitle(title);

  if (query.isError) {
    return (
      <BookingErrorView
        message={hostLoadMessage(query.error)}
        onRetry={isRetryable(query.error) ? query.refetch : undefined}
      />
    );
  }
  if (!query.data || !hostName) {
    return (
      <PublicBookingLayout isLoading>
        <div role="status" aria-label="Loading event types" className="space-y-4">
          <Skeleton className="h-9 w-72 max-w-full" />
          <Skeleton className="h-20 w-full rounded-xl" />
          <Skeleton className="h-20 w-full rounded-xl" />
        </div>
      </PublicBookingLayout>
    );
  }

  const { host, eventTypes } = query.data;
  return (
    <PublicBookingLayout branded={host.showsScaleBranding !== false}>
      <div className="flex items-center gap-3">
        <Avatar name={hostName} src={host.avatarUrl} className="size-12" />
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      </div>
      {eventTypes.length === 0 ? (
        <Card className="p-6 text-center">
          <p className="font-semibold">{M.noEventTypes}</p>
          <p className="mt-1 text-sm text-muted-foreground">{M.noBookableEventTypes}</p>
        </Card>
      ) : (
        <ul className="space-y-3" aria-label="Event types">
          {eventTypes.map((eventType) => (
            <li key={eventType.id}>
              <Link
                to={`/schedule/${encodeURIComponent(userId)}/${encodeURIComponent(eventType.slug)}`}
                className="group flex items-center gap-4 rounded-xl border border-border bg-card p-4 shadow-sm transition-colors outline-none hover:border-brand-300 focus-visible:ring-2 focus-visible:ring-ring sm:p-5"
              >
                <span
                  className="size-3 shrink-0 rounded-full"
                  style={{ backgroundColor: eventType.color }}
                  aria-hidden="true"
                />
                <span className="min-w-0 flex-1 space-y-1">
                  <span className="block font-semibold break-words">{eventType.name}</span>
                  <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
                    <Clock className="size-3.5" aria-hidden="true" />
                    {eventType.duration} minutes
                  </span>
                  {eventType.description ? (
                    <span className="line-clamp-2 block text-sm text-muted-foreground">
                      {eventType.description}
                    </span>
                  ) : null}
                </span>
                <ChevronRight
                  className="size-5 shrink-0 text-muted-foreground group-hover:text-brand-700"
                  aria-hidden="true"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PublicBookingLayout>
  );
}
