// Below a confirmed (or moved) booking: add it to a calendar, reschedule it, cancel it
// (issue 21). Read by the booking's token; while it loads, or if it fails, nothing shows:
// the mail carries the same links.
import { CalendarClock, X } from 'lucide-react';
import { RESCHEDULE_MESSAGES as R } from '@/core/scheduling/reschedule-messages';
import { Button } from '@/ui/button';
import { AddToCalendar } from './add-to-calendar';
import { useBookingByToken } from './api/booking-by-token';

export function BookingNextSteps({ token }: { token: string }) {
  const query = useBookingByToken(token);
  if (!query.data) return null;
  const { calendar, reschedulePath } = query.data;
  return (
    <div className="space-y-3">
      <AddToCalendar calendar={calendar} />
      <div className="flex flex-wrap justify-center gap-2">
        {reschedulePath ? (
          <Button asChild variant="outline">
            <a href={reschedulePath}>
              <CalendarClock aria-hidden="true" />
              {R.reschedule}
            </a>
          </Button>
        ) : null}
        {query.data.status !== 'canceled' ? (
          <Button asChild variant="ghost">
            <a href={`/schedule/cancel/${encodeURIComponent(token)}`}>
              <X aria-hidden="true" />
              Cancel booking
            </a>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
