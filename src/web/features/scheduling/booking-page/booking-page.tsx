// /schedule/:userId/:slug: the public booking page (spec §2). Anyone with the link books a
// time with the host; nobody signs in. Opened from a link it runs as its own small entry
// (booking-main.tsx, no router) over the server's first paint; inside the app it is a
// route (booking-route.tsx).
import { useDeferredValue, useState } from 'react';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import { Skeleton } from '@/ui/skeleton';
import { detectTimeZone } from '@/web/lib/time-zones';
import {
  BookingPageFrame,
  bookingDocumentTitle,
} from '../../../../ui/booking-page/booking-page-frame';
import { PublicBookingLayout } from '../../../../ui/booking-page/public-booking-layout';
import { usePublicEventType } from './api/get-public-event-type';
import { useSlots } from './api/get-slots';
import { BookingErrorView } from './booking-error-view';
import { BookingWizard } from './booking-wizard';
import { firstSlotsRange } from './date-time-step';
import { eventTypeLoadMessage, isRetryable } from './load-error-message';
import { RescheduleWizard } from './reschedule-wizard';
import { useDocumentTitle } from './use-document-title';

type BookingPageProps = {
  userId: string;
  slug: string;
  /** The visitor's zone when the caller has read it already; else read on first render. */
  timeZone?: string;
  /** ?reschedule={token}: the page moves that booking instead of making one (issue 21). */
  rescheduleToken?: string | null;
};

export function EventTypeBookingPage({
  userId,
  slug,
  timeZone,
  rescheduleToken,
}: BookingPageProps) {
  if (!userId) return <BookingErrorView message={M.userIdMissing} />;
  if (!slug) return <BookingErrorView message={M.invalidBookingLink} />;
  return (
    <EventTypeBooking
      userId={userId}
      slug={slug}
      detectedTimeZone={timeZone}
      rescheduleToken={rescheduleToken}
    />
  );
}

function EventTypeBooking({
  userId,
  slug,
  detectedTimeZone,
  rescheduleToken,
}: Omit<BookingPageProps, 'timeZone'> & { detectedTimeZone?: string }) {
  const query = usePublicEventType(userId, slug);
  const [timeZone] = useState(() => detectedTimeZone ?? detectTimeZone());
  // The wizard shows once its first slots have loaded: it then appears whole, instead of
  // growing as the dates and times arrive. Without the event type yet, they are asked for
  // next to it in the range of one without a date range; one with a range asks again.
  const firstSlots = useSlots(
    userId,
    slug,
    firstSlotsRange(query.data?.eventType, timeZone, rescheduleToken),
  );
  // Deferred: the wizard's first render (every chip and time) is then done in slices
  // between which the browser stays responsive, not in one long task when the slots land.
  const isWizardReady = useDeferredValue(!firstSlots.isPending && !firstSlots.isPlaceholderData);
  useDocumentTitle(query.data ? bookingDocumentTitle(query.data) : undefined);

  if (query.isError) {
    return (
      <BookingErrorView
        message={eventTypeLoadMessage(query.error)}
        onRetry={isRetryable(query.error) ? query.refetch : undefined}
      />
    );
  }
  if (!query.data) {
    return (
      <PublicBookingLayout wide isLoading>
        <div role="status" aria-label="Loading the booking page" className="space-y-6">
          <Skeleton className="h-9 w-72 max-w-full" />
          <Skeleton className="h-96 w-full rounded-xl" />
        </div>
      </PublicBookingLayout>
    );
  }
  return (
    <BookingPageFrame
      data={query.data}
      wizard={
        !isWizardReady ? undefined : rescheduleToken ? (
          <RescheduleWizard
            userId={userId}
            slug={slug}
            data={query.data}
            token={rescheduleToken}
            initialTimeZone={timeZone}
          />
        ) : (
          <BookingWizard userId={userId} slug={slug} data={query.data} initialTimeZone={timeZone} />
        )
      }
    />
  );
}
