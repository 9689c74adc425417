// One booking: invitee, e-mail, event type, date and time in the host's zone; the
// phone, notes and answers on expand; the host's actions for upcoming ones. The booking
// a link named (?booking=, a Recent Activity entry's) is marked, opened and scrolled to.
import { CalendarClock, Check, ChevronDown, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import { RESCHEDULE_MESSAGES as R } from '@/core/scheduling/reschedule-messages';
import type { Booking } from '@/core/scheduling-schemas';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { formatInstantDate, formatInstantTime } from '../format';

export type BookingRowActions = {
  onCancel: () => void;
  onConfirm: () => void;
  onDecline: () => void;
  /** Issue 21: move the booking on its booking page; ask the invitee to pick a new time. */
  onReschedule?: () => void;
  onRequestReschedule?: () => void;
  isBusy: boolean;
};

function StatusBadge({ booking, isPast }: { booking: Booking; isPast: boolean }) {
  if (booking.status === 'canceled') return <Badge variant="destructive">Canceled</Badge>;
  if (isPast) return <Badge variant="secondary">Completed</Badge>;
  if (booking.status === 'pending') return <Badge variant="warning">Pending</Badge>;
  return <Badge variant="success">Confirmed</Badge>;
}

export function BookingRow({
  booking,
  timeZone,
  actions,
  isSelected = false,
  hostName,
  canChange = true,
}: {
  booking: Booking;
  timeZone: string | undefined;
  /** Absent for past bookings. */
  actions?: BookingRowActions;
  /** The booking the address names: shown marked and opened. */
  isSelected?: boolean;
  /** Shown when the list mixes hosts (a team workspace). */
  hostName?: string;
  /** False: the caller sees this booking but may not cancel or answer it. */
  canChange?: boolean;
}) {
  const detailsId = `booking-${booking.id}-details`;
  const hasDetails =
    booking.responses.length > 0 ||
    Boolean(booking.inviteePhone || booking.notes || booking.cancellationReason);
  const [isOpen, setIsOpen] = useState(isSelected && hasDetails);
  const rowRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (isSelected) rowRef.current?.scrollIntoView({ block: 'center' });
  }, [isSelected]);

  return (
    <li
      ref={rowRef}
      className={cn('grid gap-3 p-4', isSelected && 'rounded-lg bg-brand-50 ring-2 ring-brand-500')}
      data-testid="booking-row"
      aria-current={isSelected ? 'true' : undefined}
    >
      <div className="flex flex-wrap items-start gap-3">
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{booking.inviteeName}</span>
            <StatusBadge booking={booking} isPast={!actions} />
          </p>
          <p className="truncate text-sm text-muted-foreground">{booking.inviteeEmail}</p>
          <p className="text-sm">{booking.eventTypeName ?? M.unknownEventType}</p>
          {hostName ? (
            <p className="text-sm text-muted-foreground">{M.hostedBy(hostName)}</p>
          ) : null}
        </div>
        <div className="text-right text-sm">
          <p className="font-medium">{formatInstantDate(booking.startTime, timeZone)}</p>
          <p className="text-muted-foreground">
            {formatInstantTime(booking.startTime, timeZone)} –{' '}
            {formatInstantTime(booking.endTime, timeZone)}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {hasDetails ? (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={isOpen}
            aria-controls={detailsId}
            onClick={() => setIsOpen((open) => !open)}
          >
            <ChevronDown
              className={cn('transition-transform', isOpen && 'rotate-180')}
              aria-hidden="true"
            />
            Details
          </Button>
        ) : null}
        {actions && canChange ? (
          <div className="ml-auto flex flex-wrap gap-2">
            {booking.status === 'pending' ? (
              <>
                <Button size="sm" disabled={actions.isBusy} onClick={actions.onConfirm}>
                  <Check aria-hidden="true" />
                  Confirm
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={actions.isBusy}
                  onClick={actions.onDecline}
                >
                  <X aria-hidden="true" />
                  Decline
                </Button>
              </>
            ) : null}
            {actions.onReschedule ? (
              <Button
                size="sm"
                variant="outline"
                disabled={actions.isBusy}
                onClick={actions.onReschedule}
              >
                <CalendarClock aria-hidden="true" />
                {R.reschedule}
              </Button>
            ) : null}
            {actions.onRequestReschedule ? (
              <Button
                size="sm"
                variant="outline"
                disabled={actions.isBusy}
                onClick={actions.onRequestReschedule}
              >
                {R.requestReschedule}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="outline"
              className="text-destructive"
              disabled={actions.isBusy}
              onClick={actions.onCancel}
            >
              Cancel
            </Button>
          </div>
        ) : null}
      </div>
      {isOpen ? (
        <dl id={detailsId} className="grid gap-2 rounded-lg bg-muted/50 p-3 text-sm">
          {booking.inviteePhone ? (
            <div>
              <dt className="font-medium">Phone</dt>
              <dd>{booking.inviteePhone}</dd>
            </div>
          ) : null}
          {booking.notes ? (
            <div>
              <dt className="font-medium">Notes</dt>
              <dd className="whitespace-pre-wrap">{booking.notes}</dd>
            </div>
          ) : null}
          {booking.responses.map((answer) => (
            <div key={answer.question}>
              <dt className="font-medium">{answer.question}</dt>
              <dd className="whitespace-pre-wrap">{answer.response || '—'}</dd>
            </div>
          ))}
          {booking.cancellationReason ? (
            <div>
              <dt className="font-medium">Cancellation reason</dt>
              <dd>{booking.cancellationReason}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </li>
  );
}
