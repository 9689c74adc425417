// The booking page in its reschedule mode (/schedule/:user/:slug?reschedule={token},
// issue 21): the old time stays in view ("You are rescheduling: …"), the invitee picks a
// new one and the same booking moves. A canceled or past booking says why it cannot move
// and offers nothing to click; a time taken meanwhile says so and keeps the old booking.
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import { RESCHEDULE_MESSAGES as R } from '@/core/scheduling/reschedule-messages';
import type { PublicEventType } from '@/core/scheduling-schemas';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { Spinner } from '@/ui/spinner';
import { errorMessage, isApiError } from '@/web/lib/api';
import { useBookingByToken, useRescheduleBookingByToken } from './api/booking-by-token';
import { BookingNextSteps } from './booking-next-steps';
import { DateTimeStep } from './date-time-step';
import { isRetryable } from './load-error-message';
import { dateKeyInZone, formatLongDate, formatSlotRange, type ZonedSlot } from './zoned-dates';

type Props = {
  userId: string;
  slug: string;
  data: PublicEventType;
  token: string;
  initialTimeZone: string;
};

function whenText(startIso: string, endIso: string, timeZone: string): string {
  const start = new Date(startIso);
  return `${formatLongDate(dateKeyInZone(start, timeZone))}, ${formatSlotRange(start, new Date(endIso), timeZone)}`;
}

export function RescheduleWizard({ userId, slug, data, token, initialTimeZone }: Props) {
  const booking = useBookingByToken(token);
  const move = useRescheduleBookingByToken(token);
  const [timeZone, setTimeZone] = useState(initialTimeZone);
  const [slot, setSlot] = useState<ZonedSlot | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [oldTime, setOldTime] = useState<string | null>(null);

  if (booking.isError) {
    const isBadLink = isApiError(booking.error) && [400, 404].includes(booking.error.status);
    return (
      <Alert variant="destructive">
        {isBadLink ? M.invalidBookingLink : errorMessage(booking.error)}
        {isRetryable(booking.error) ? (
          <Button variant="link" onClick={() => booking.refetch()}>
            Try again
          </Button>
        ) : null}
      </Alert>
    );
  }
  if (!booking.data) {
    return (
      <div role="status" aria-label="Loading your booking">
        <Skeleton className="h-72 w-full rounded-xl" />
      </div>
    );
  }
  const current = booking.data;

  if (move.isSuccess && oldTime) {
    return (
      <div className="flex flex-col items-center gap-4 py-4 text-center" role="status">
        <CircleCheck className="size-12 text-emerald-600" aria-hidden="true" />
        <h3 className="text-2xl font-bold tracking-tight">{R.bookingRescheduled}</h3>
        <p className="font-semibold">{whenText(current.startTime, current.endTime, timeZone)}</p>
        <p className="text-sm text-muted-foreground">
          Was: <s>{oldTime}</s>
        </p>
        <p className="max-w-md text-sm text-muted-foreground">
          An updated invitation was sent to you and to {data.host.name}.
        </p>
        <BookingNextSteps token={token} />
      </div>
    );
  }

  if (current.status === 'canceled') {
    return <Alert variant="destructive">{R.rescheduleCanceled}</Alert>;
  }
  if (!current.reschedulePath) {
    return <Alert variant="destructive">{R.rescheduleInPast}</Alert>;
  }

  const oldWhen = whenText(current.startTime, current.endTime, timeZone);
  const submit = () => {
    if (!slot) {
      setMessage(M.selectTimeSlot);
      return;
    }
    setMessage(null);
    move.mutate(slot.startIso, {
      onSuccess: () => setOldTime(oldWhen),
      onError: (error) => {
        // Taken meanwhile (409) or no longer offered (400): the old booking stands.
        setSlot(null);
        setMessage(isApiError(error) ? error.message : errorMessage(error));
      },
    });
  };

  return (
    <form
      className="space-y-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Alert variant="info">{R.youAreRescheduling(oldWhen)}</Alert>
      <h3 id="booking-step-heading" tabIndex={-1} className="text-lg font-semibold outline-none">
        Pick a new time
      </h3>
      <DateTimeStep
        userId={userId}
        slug={slug}
        eventType={data.eventType}
        timeZone={timeZone}
        onTimeZoneChange={setTimeZone}
        selectedSlot={slot}
        onSelectSlot={(chosen) => {
          setSlot(chosen);
          setMessage(null);
        }}
        message={message}
        reschedule={{ token, currentStartIso: current.startTime }}
      />
      <div className="flex justify-end border-t border-border pt-4">
        <Button type="submit" disabled={move.isPending}>
          {move.isPending ? <Spinner className="size-4 text-current" label="Rescheduling" /> : null}
          {R.rescheduleConfirm}
        </Button>
      </div>
    </form>
  );
}
