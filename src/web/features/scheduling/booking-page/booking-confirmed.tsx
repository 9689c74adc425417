// The success screen (spec §2): date, time range, name, where the confirmation went, and
// "Book Another Time" (a reload: fresh slots, empty form).
import { CircleCheck } from 'lucide-react';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import type { PublicBookingCreated } from '@/core/scheduling-schemas';
import { Button } from '@/ui/button';
import { BookingNextSteps } from './booking-next-steps';
import { dateKeyInZone, formatLongDate, formatSlotRange } from './zoned-dates';

export function BookingConfirmed({
  booking,
  email,
  timeZone,
  cancelPath,
}: {
  booking: PublicBookingCreated['booking'];
  email: string;
  timeZone: string;
  /** /schedule/cancel/{token}: its token reads the calendar links (issue 21). */
  cancelPath?: string;
}) {
  const start = new Date(booking.startTime);
  const end = new Date(booking.endTime);
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" role="status">
      <CircleCheck className="size-12 text-emerald-600" aria-hidden="true" />
      <h3 className="text-2xl font-bold tracking-tight">{M.bookingConfirmed}</h3>
      <dl className="space-y-1 text-sm">
        <div>
          <dt className="sr-only">Date</dt>
          <dd className="font-semibold">{formatLongDate(dateKeyInZone(start, timeZone))}</dd>
        </div>
        <div>
          <dt className="sr-only">Time</dt>
          <dd>{formatSlotRange(start, end, timeZone)}</dd>
        </div>
        <div>
          <dt className="sr-only">Name</dt>
          <dd>{booking.inviteeName}</dd>
        </div>
      </dl>
      <p className="max-w-md text-sm text-muted-foreground">
        {booking.status === 'pending' ? M.awaitingConfirmation(email) : M.confirmationSent(email)}
      </p>
      {cancelPath ? <BookingNextSteps token={cancelPath.split('/').pop() ?? ''} /> : null}
      <Button onClick={() => window.location.reload()}>{M.bookAnotherTime}</Button>
    </div>
  );
}
