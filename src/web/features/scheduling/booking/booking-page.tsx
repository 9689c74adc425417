// /schedule/:userId/:slug: the public booking page (spec §2). Anyone with the link books a
// time with the host; nobody signs in.
import { useState } from 'react';
import { useParams } from 'react-router';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { usePublicEventType } from './api/get-public-event-type';
import { useSlots } from './api/get-slots';
import { BookingErrorView } from './booking-error-view';
import { BookingWizard } from './booking-wizard';
import { firstSlotsRange } from './date-time-step';
import { EventTypeSummary } from './event-type-summary';
import { hostDisplayName } from './host-display-name';
import { eventTypeLoadMessage, isRetryable } from './load-error-message';
import { PublicBookingLayout } from './public-booking-layout';
import { useDocumentTitle } from './use-document-title';
import { detectTimeZone } from './zoned-dates';

export function BookingPage() {
  const { userId = '', slug = '' } = useParams();
  if (!userId) return <BookingErrorView message={M.userIdMissing} />;
  if (!slug) return <BookingErrorView message={M.invalidBookingLink} />;
  return <EventTypeBooking userId={userId} slug={slug} />;
}

function EventTypeBooking({ userId, slug }: { userId: string; slug: string }) {
  const query = usePublicEventType(userId, slug);
  const [timeZone] = useState(detectTimeZone);
  // The wizard's first slots load before it shows: it then appears whole, instead of
  // growing as the dates and times arrive and pushing what is below it down the screen.
  // They are asked for next to the event type, in the range of one without a date range;
  // an event type with one asks again for its own range once it is known.
  const firstSlots = useSlots(userId, slug, firstSlotsRange(query.data?.eventType, timeZone));
  const isLoaded =
    query.data !== undefined && !firstSlots.isPending && !firstSlots.isPlaceholderData;
  const hostName = query.data ? hostDisplayName(query.data.host.name) : undefined;
  const title = hostName ? M.bookingPageTitle(hostName) : undefined;
  useDocumentTitle(title);

  if (query.isError) {
    return (
      <BookingErrorView
        message={eventTypeLoadMessage(query.error)}
        onRetry={isRetryable(query.error) ? query.refetch : undefined}
      />
    );
  }

  return (
    <PublicBookingLayout wide isLoading={!isLoaded}>
      {isLoaded && query.data && hostName ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <Card className="grid grid-cols-[minmax(0,1fr)] md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
            <CardContent className="border-b border-border pt-5 sm:pt-6 md:border-r md:border-b-0">
              <EventTypeSummary data={query.data} hostName={hostName} />
            </CardContent>
            <CardContent className="pt-5 sm:pt-6">
              <BookingWizard
                userId={userId}
                slug={slug}
                data={query.data}
                initialTimeZone={timeZone}
              />
            </CardContent>
          </Card>
        </>
      ) : (
        <div role="status" aria-label="Loading the booking page" className="space-y-6">
          <Skeleton className="h-9 w-72 max-w-full" />
          <Skeleton className="h-96 w-full rounded-xl" />
        </div>
      )}
    </PublicBookingLayout>
  );
}
