// The Bookings tab: Upcoming (cancel; confirm or decline pending ones) and the first
// Past bookings, labelled Canceled or Completed. A booking named by ?booking= (a Recent
// Activity link) is marked in its list, or shown on its own when the lists stop before it.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { levelsFrom } from '@/core/access';
import { ACTIVITY_MESSAGES, SCHEDULING_MESSAGES as M } from '@/core/messages';
import { type Booking, PAST_BOOKINGS_SHOWN } from '@/core/scheduling-schemas';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { useCurrentOrganization } from '@/web/features/organizations/public';
import { errorMessage, isApiError } from '@/web/lib/api';
import { useMe } from '@/web/lib/get-me';
import { rescheduleLinkOf, useBookingAction } from '../api/booking-actions';
import { useBooking } from '../api/get-booking';
import { useBookings } from '../api/list-bookings';
import { BookingNoteDialog, type BookingNoteMode } from './booking-note-dialog';
import { BookingRow } from './booking-row';
import { CancelBookingDialog } from './cancel-booking-dialog';

function BookingList({
  title,
  emptyText,
  children,
  count,
}: {
  title: string;
  emptyText: string;
  count: number;
  children: React.ReactNode;
}) {
  const headingId = `bookings-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle id={headingId}>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {count === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            {emptyText}
          </p>
        ) : (
          <ul
            className="divide-y divide-border rounded-lg border border-border"
            aria-labelledby={headingId}
          >
            {children}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The named booking when neither list holds it (an old past one), or word that it is gone. */
function NamedBooking({ id, timeZone }: { id: string; timeZone: string | undefined }) {
  const booking = useBooking(id);
  if (booking.isPending) {
    return (
      <div role="status" aria-label="Loading the booking">
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (booking.isError) {
    const isGone = isApiError(booking.error) && booking.error.status === 404;
    return (
      <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
        <span>
          {isGone
            ? ACTIVITY_MESSAGES.bookingGone
            : M.loadBookingsFailed(errorMessage(booking.error))}
        </span>
        {isGone ? null : (
          <Button size="sm" variant="outline" onClick={() => void booking.refetch()}>
            Try again
          </Button>
        )}
      </Alert>
    );
  }
  return (
    <ul className="rounded-lg border border-border" aria-label="The booking you opened">
      <BookingRow booking={booking.data} timeZone={timeZone} isSelected />
    </ul>
  );
}

export function BookingsPanel() {
  const bookings = useBookings();
  const me = useMe();
  const act = useBookingAction();
  const [canceling, setCanceling] = useState<Booking | null>(null);
  const [noting, setNoting] = useState<{ booking: Booking; mode: BookingNoteMode } | null>(null);
  const [searchParams] = useSearchParams();
  const namedId = searchParams.get('booking');
  const timeZone = me.data?.profile.timezone;
  const workspace = useCurrentOrganization();
  const myId = me.data?.user.id;

  if (bookings.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label="Loading bookings">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (bookings.isError) {
    return (
      <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
        <span>{M.loadBookingsFailed(errorMessage(bookings.error))}</span>
        <Button size="sm" variant="outline" onClick={() => void bookings.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const answer = (booking: Booking, action: 'confirm' | 'decline') =>
    act.mutate(
      { id: booking.id, action },
      {
        onSuccess: () =>
          toast.success(
            action === 'confirm'
              ? `Booking with ${booking.inviteeName} confirmed`
              : `Booking with ${booking.inviteeName} declined`,
          ),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  // The booking page in its reschedule mode, as the invitee's link opens it (issue 21).
  const reschedule = (booking: Booking) =>
    rescheduleLinkOf(booking.id).then(
      ({ path }) => window.location.assign(path),
      (error) => toast.error(errorMessage(error)),
    );
  const past = bookings.data.past.slice(0, PAST_BOOKINGS_SHOWN);
  // A team's list may mix hosts: then each booking names its host. Who may cancel or
  // answer which: edit "all" any booking, "own" their own (src/core/access.ts).
  const showHosts = [...bookings.data.upcoming, ...past].some(({ hostId }) => hostId !== myId);
  const editLevel =
    workspace.currentId === null
      ? 'all'
      : levelsFrom(workspace.organization?.permissions ?? []).scheduling.edit;
  const mayChange = (booking: Booking) =>
    editLevel === 'all' || (editLevel === 'own' && booking.hostId === myId);
  const isNamedListed = [...bookings.data.upcoming, ...past].some(({ id }) => id === namedId);

  return (
    <div className="grid gap-6">
      {timeZone ? (
        <p className="text-sm text-muted-foreground">
          Times are shown in your time zone, {timeZone}.
        </p>
      ) : null}
      {namedId && !isNamedListed ? <NamedBooking id={namedId} timeZone={timeZone} /> : null}
      <BookingList
        title={M.upcomingBookings}
        emptyText={M.noUpcomingBookings}
        count={bookings.data.upcoming.length}
      >
        {bookings.data.upcoming.map((booking) => (
          <BookingRow
            key={booking.id}
            booking={booking}
            timeZone={timeZone}
            isSelected={booking.id === namedId}
            hostName={showHosts ? booking.hostName : undefined}
            canChange={mayChange(booking)}
            actions={{
              onCancel: () => setCanceling(booking),
              onConfirm: () => answer(booking, 'confirm'),
              // Declining asks first, with an optional reason for the invitee (issue 21).
              onDecline: () => setNoting({ booking, mode: 'decline' }),
              onReschedule: () => void reschedule(booking),
              onRequestReschedule: () => setNoting({ booking, mode: 'request-reschedule' }),
              isBusy: act.isPending && act.variables?.id === booking.id,
            }}
          />
        ))}
      </BookingList>
      <BookingList title={M.pastBookings} emptyText={M.noPastBookings} count={past.length}>
        {past.map((booking) => (
          <BookingRow
            key={booking.id}
            booking={booking}
            timeZone={timeZone}
            isSelected={booking.id === namedId}
            hostName={showHosts ? booking.hostName : undefined}
          />
        ))}
      </BookingList>
      <CancelBookingDialog booking={canceling} onClose={() => setCanceling(null)} />
      <BookingNoteDialog
        booking={noting?.booking ?? null}
        mode={noting?.mode ?? 'decline'}
        onClose={() => setNoting(null)}
      />
    </div>
  );
}
