// /schedule/cancel/:token: the invitee cancels from the link in their mail, with an
// optional reason, then may pick a new time on the event type's page; or reschedules the
// same booking (issue 21) and adds it to a calendar.
import { CalendarClock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import { hostDisplayName } from '@/core/scheduling/host-display-name';
import { RESCHEDULE_MESSAGES as R } from '@/core/scheduling/reschedule-messages';
import type { PublicBookingDetails } from '@/core/scheduling/reschedule-schemas';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Label } from '@/ui/label';
import { Skeleton } from '@/ui/skeleton';
import { Spinner } from '@/ui/spinner';
import { Textarea } from '@/ui/textarea';
import { errorMessage, isApiError } from '@/web/lib/api';
import { detectTimeZone } from '@/web/lib/time-zones';
import { PublicBookingLayout } from '../../../../ui/booking-page/public-booking-layout';
import { AddToCalendar } from './add-to-calendar';
import { useBookingByToken, useCancelBookingByToken } from './api/booking-by-token';
import { BookingErrorView } from './booking-error-view';
import { isRetryable } from './load-error-message';
import { useDocumentTitle } from './use-document-title';
import { dateKeyInZone, formatLongDate, formatSlotRange } from './zoned-dates';

export function CancelBookingPage() {
  const { token = '' } = useParams();
  const query = useBookingByToken(token);
  useDocumentTitle(M.cancelBookingHeading);

  if (query.isError) {
    const isBadLink = isApiError(query.error) && [400, 404].includes(query.error.status);
    return (
      <BookingErrorView
        message={isBadLink ? M.invalidBookingLink : errorMessage(query.error)}
        onRetry={isRetryable(query.error) ? query.refetch : undefined}
      />
    );
  }
  return (
    <PublicBookingLayout isLoading={!query.data}>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{M.cancelBookingHeading}</h1>
      {query.data ? (
        <CancelBooking token={token} booking={query.data} />
      ) : (
        <div role="status" aria-label="Loading your booking">
          <Skeleton className="h-72 w-full rounded-xl" />
        </div>
      )}
    </PublicBookingLayout>
  );
}

function CancelBooking({ token, booking }: { token: string; booking: PublicBookingDetails }) {
  const [timeZone] = useState(detectTimeZone);
  const [reason, setReason] = useState('');
  const [wasCanceledHere, setCanceledHere] = useState(false);
  const cancel = useCancelBookingByToken(token);
  const isCanceled = booking.status === 'canceled' || wasCanceledHere;
  const start = new Date(booking.startTime);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    cancel.mutate(reason.trim() || null, { onSuccess: () => setCanceledHere(true) });
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{booking.eventType?.name ?? M.unknownEventType}</CardTitle>
          <Badge variant={isCanceled ? 'destructive' : 'secondary'}>
            {isCanceled ? 'Canceled' : booking.status === 'pending' ? 'Pending' : 'Confirmed'}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">with {hostDisplayName(booking.host.name)}</p>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-muted-foreground">Date</dt>
          <dd className="font-medium">{formatLongDate(dateKeyInZone(start, timeZone))}</dd>
          <dt className="text-muted-foreground">Time</dt>
          <dd className="font-medium">
            {formatSlotRange(start, new Date(booking.endTime), timeZone)} (
            {timeZone.replaceAll('_', ' ')})
          </dd>
          <dt className="text-muted-foreground">Name</dt>
          <dd className="font-medium break-words">{booking.inviteeName}</dd>
          {booking.eventType?.location ? (
            <>
              <dt className="text-muted-foreground">Location</dt>
              <dd className="font-medium break-words">
                {booking.eventType.meetingUrl ? (
                  <a
                    href={booking.eventType.meetingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="underline underline-offset-4"
                  >
                    {booking.eventType.location}
                  </a>
                ) : (
                  booking.eventType.location
                )}
              </dd>
            </>
          ) : null}
        </dl>

        {isCanceled ? (
          <div className="space-y-4">
            <Alert variant={wasCanceledHere ? 'success' : 'info'}>
              {wasCanceledHere ? M.bookingCanceled : M.bookingAlreadyCanceled}
              {!wasCanceledHere && booking.cancellationReason
                ? ` (${booking.cancellationReason})`
                : null}
            </Alert>
            {booking.bookingPath ? (
              <Button asChild>
                <Link to={booking.bookingPath}>
                  <CalendarClock aria-hidden="true" />
                  {M.pickNewTime}
                </Link>
              </Button>
            ) : null}
          </div>
        ) : (
          <form onSubmit={submit} className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor="cancel-reason">
                Reason for canceling{' '}
                <span className="font-normal text-muted-foreground">(optional)</span>
              </Label>
              <Textarea
                id="cancel-reason"
                rows={3}
                maxLength={1000}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
            {cancel.isError ? (
              <Alert variant="destructive">{errorMessage(cancel.error)}</Alert>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="destructive" disabled={cancel.isPending}>
                {cancel.isPending ? (
                  <Spinner className="size-4 text-current" label="Canceling" />
                ) : null}
                Cancel booking
              </Button>
              {booking.reschedulePath ? (
                <Button asChild variant="outline">
                  <a href={booking.reschedulePath}>
                    <CalendarClock aria-hidden="true" />
                    {R.reschedule}
                  </a>
                </Button>
              ) : null}
            </div>
            <AddToCalendar calendar={booking.calendar} />
          </form>
        )}
      </CardContent>
    </Card>
  );
}
