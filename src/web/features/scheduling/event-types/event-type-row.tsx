// One event type in the list: name, description, colour dot, duration and the row's
// actions; clicking the row shows its details and booking link.
import { ChevronDown, Copy, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import { describeOffset } from '@/core/scheduling/booking-reminders';
import { LOCATION_KIND_LABELS } from '@/core/scheduling/meeting-location';
import type { EventType } from '@/core/scheduling-schemas';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { formatCalendarDate, formatMinutes } from '../format';
import { bookingUrl, copyBookingLink } from './copy-booking-link';

/** "Video: your meeting link …: https://…", the label alone, or "Not specified". */
function locationText({ locationKind, location }: EventType): string {
  if (locationKind === 'none') return location || M.notSpecified;
  const label = LOCATION_KIND_LABELS[locationKind];
  return location ? `${label}: ${location}` : label;
}

/** "1 day, 1 hour before (you get a copy of 1 hour)" or "None". */
function remindersText({ reminders }: EventType): string {
  if (reminders.length === 0) return 'None';
  const copies = reminders.filter((r) => r.toHost).map((r) => describeOffset(r.offsetMinutes));
  const list = `${reminders.map((r) => describeOffset(r.offsetMinutes)).join(', ')} before`;
  return copies.length > 0 ? `${list} (a copy to you: ${copies.join(', ')})` : list;
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground uppercase">{term}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

export function EventTypeRow({
  eventType,
  onEdit,
  onDelete,
}: {
  eventType: EventType;
  /** Absent: the caller may not change scheduling here (no edit or delete offered). */
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = `event-type-${eventType.id}-details`;
  const link = bookingUrl(eventType.bookingPath);

  return (
    <li className="rounded-xl border border-border bg-card" data-testid="event-type-row">
      <div className="flex items-center gap-3 p-4">
        <button
          type="button"
          className="flex min-w-0 flex-1 items-center gap-3 rounded-md text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-expanded={isOpen}
          aria-controls={detailsId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <span
            className="size-3 shrink-0 rounded-full"
            style={{ backgroundColor: eventType.color }}
            aria-hidden="true"
          />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold">{eventType.name}</span>
            <span className="block truncate text-sm text-muted-foreground">
              {eventType.description || M.noDescription}
            </span>
          </span>
          <span className="shrink-0 text-sm text-muted-foreground">
            {formatMinutes(eventType.duration)}
          </span>
          <ChevronDown
            className={cn('size-4 shrink-0 transition-transform', isOpen && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
        <div className="flex shrink-0 gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Copy link of ${eventType.name}`}
            onClick={() => void copyBookingLink(eventType.bookingPath)}
          >
            <Copy aria-hidden="true" />
          </Button>
          {onEdit ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Edit ${eventType.name}`}
              onClick={onEdit}
            >
              <Pencil aria-hidden="true" />
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive"
              aria-label={`Delete ${eventType.name}`}
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </div>
      {isOpen ? (
        <div id={detailsId} className="grid gap-4 border-t border-border p-4">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail term="Location">{locationText(eventType)}</Detail>
            <Detail term="Reminders">{remindersText(eventType)}</Detail>
            <Detail term="Status">
              <Badge variant={eventType.isActive ? 'success' : 'secondary'}>
                {eventType.isActive ? 'Active' : 'Inactive'}
              </Badge>
              {eventType.requiresConfirmation ? (
                <Badge variant="warning" className="ml-2">
                  Requires confirmation
                </Badge>
              ) : null}
            </Detail>
            <Detail term="Buffer before">{formatMinutes(eventType.bufferBefore)}</Detail>
            <Detail term="Buffer after">{formatMinutes(eventType.bufferAfter)}</Detail>
            <Detail term="Minimum notice">{formatMinutes(eventType.minBookingNotice)}</Detail>
            <Detail term="Maximum per day">{eventType.maxBookingsPerDay ?? 'No limit'}</Detail>
            <Detail term="Maximum per week">{eventType.maxBookingsPerWeek ?? 'No limit'}</Detail>
            {eventType.dateRangeStart || eventType.dateRangeEnd ? (
              <Detail term="Bookable dates">
                {eventType.dateRangeStart ? formatCalendarDate(eventType.dateRangeStart) : 'Now'}
                {' – '}
                {eventType.dateRangeEnd ? formatCalendarDate(eventType.dateRangeEnd) : 'open'}
              </Detail>
            ) : null}
            <Detail term="Questions">
              {eventType.questions.length === 0
                ? 'None'
                : eventType.questions.map((q) => q.question).join(', ')}
            </Detail>
          </dl>
          <div className="grid gap-2">
            <p className="text-xs font-medium text-muted-foreground uppercase">Booking link</p>
            <code
              className="rounded-md bg-muted px-2 py-1 text-sm break-all"
              data-testid="booking-link"
            >
              {link}
            </code>
            <Button asChild variant="outline" size="sm" className="justify-self-start">
              <a href={eventType.bookingPath} target="_blank" rel="noopener">
                <ExternalLink aria-hidden="true" />
                {M.viewBookingPage}
              </a>
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
