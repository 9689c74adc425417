// Step 1, "Select Date & Time": the first available dates as chips, a month view to look
// further ahead, then the chosen date's free times, all in the invitee's time zone.
import { CalendarDays } from 'lucide-react';
import { useMemo, useState } from 'react';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import { RESCHEDULE_MESSAGES as R } from '@/core/scheduling/reschedule-messages';
import { DATE_CHIP_COUNT, SLOT_SEARCH_DAYS } from '@/core/scheduling-constants';
import type { PublicEventType } from '@/core/scheduling-schemas';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { Skeleton } from '@/ui/skeleton';
import { LoadError } from '@/web/components/load-error';
import { TimeZonePicker } from '@/web/components/time-zone-picker';
import { formatInstantTime } from '../format';
import { type SlotRange, useSlots } from './api/get-slots';
import { MonthCalendar } from './month-calendar';
import {
  addDays,
  addMonths,
  dateKeyInZone,
  formatChipDate,
  formatLongDate,
  groupSlotsByDate,
  monthBounds,
  monthOf,
  type ZonedSlot,
} from './zoned-dates';

type DateTimeStepProps = {
  userId: string;
  slug: string;
  eventType: PublicEventType['eventType'];
  timeZone: string;
  onTimeZoneChange: (timeZone: string) => void;
  selectedSlot: ZonedSlot | null;
  onSelectSlot: (slot: ZonedSlot) => void;
  /** "Please select a time slot", or why the chosen time is gone. */
  message: string | null;
  /**
   * On the reschedule page: the token (so the booking being moved does not hide its own
   * time) and that booking's start, shown as "current" and not offered as a new time.
   */
  reschedule?: { token: string; currentStartIso: string };
};

const maxKey = (a: string, b: string) => (a > b ? a : b);
const minKey = (a: string, b: string) => (a < b ? a : b);

/**
 * The dates the API can have slots for, seen from the invitee's zone. The host's date
 * range is in the host's zone, so a day of slack on each side keeps edge slots.
 */
function bookableWindow(
  eventType: Pick<PublicEventType['eventType'], 'dateRangeStart' | 'dateRangeEnd'>,
  timeZone: string,
) {
  const today = dateKeyInZone(new Date(), timeZone);
  const start = eventType.dateRangeStart
    ? maxKey(today, addDays(eventType.dateRangeStart, -1))
    : today;
  const defaultEnd = addDays(today, SLOT_SEARCH_DAYS + 1);
  const end = eventType.dateRangeEnd ? addDays(eventType.dateRangeEnd, 1) : defaultEnd;
  return { today, start, end };
}

function monthRange(
  month: string,
  bookable: { start: string; end: string },
  timeZone: string,
  reschedule?: string,
) {
  const { first, last } = monthBounds(month);
  return {
    from: maxKey(addDays(first, -1), bookable.start),
    to: minKey(addDays(last, 1), bookable.end),
    timeZone,
    ...(reschedule ? { reschedule } : {}),
  } satisfies SlotRange;
}

/**
 * The range the date chips come from: the first bookable days, up to the search limit.
 * Without the event type, the range of one that sets no date range (most do not).
 */
export function firstSlotsRange(
  eventType: PublicEventType['eventType'] | undefined,
  timeZone: string,
  reschedule?: string | null,
): SlotRange {
  const bookable = bookableWindow(
    eventType ?? { dateRangeStart: null, dateRangeEnd: null },
    timeZone,
  );
  return {
    from: bookable.start,
    to: minKey(bookable.end, addDays(bookable.start, SLOT_SEARCH_DAYS + 1)),
    timeZone,
    ...(reschedule ? { reschedule } : {}),
  };
}

export function DateTimeStep({
  userId,
  slug,
  eventType,
  timeZone,
  onTimeZoneChange,
  selectedSlot,
  onSelectSlot,
  message,
  reschedule,
}: DateTimeStepProps) {
  const bookable = useMemo(() => bookableWindow(eventType, timeZone), [eventType, timeZone]);
  const token = reschedule?.token;
  const currentStart = reschedule ? new Date(reschedule.currentStartIso).getTime() : null;
  const chipsQuery = useSlots(userId, slug, firstSlotsRange(eventType, timeZone, token));
  const chipGroups = useMemo(
    () => groupSlotsByDate(chipsQuery.data?.slots ?? [], timeZone),
    [chipsQuery.data, timeZone],
  );
  const chipDates = [...chipGroups.keys()]
    .filter((d) => d >= bookable.today)
    .slice(0, DATE_CHIP_COUNT);

  const [pickedDate, setPickedDate] = useState<string | null>(null);
  const selectedDate =
    pickedDate ??
    (selectedSlot ? dateKeyInZone(selectedSlot.start, timeZone) : null) ??
    chipDates[0] ??
    null;

  const firstMonth = monthOf(bookable.start);
  const lastMonth = monthOf(bookable.end);
  const [shownMonth, setShownMonth] = useState<string | null>(null);
  const [isMonthViewOpen, setMonthViewOpen] = useState(false);
  const month = shownMonth ?? monthOf(selectedDate ?? bookable.start);
  const monthQuery = useSlots(userId, slug, monthRange(month, bookable, timeZone, token));
  const monthGroups = useMemo(
    () => groupSlotsByDate(monthQuery.data?.slots ?? [], timeZone),
    [monthQuery.data, timeZone],
  );
  const monthDates = useMemo(
    () =>
      new Set([...monthGroups.keys()].filter((d) => monthOf(d) === month && d >= bookable.today)),
    [monthGroups, month, bookable.today],
  );

  // The chosen date's times come from its own month (cached when it is the one shown).
  const selectedMonthQuery = useSlots(
    userId,
    slug,
    selectedDate ? monthRange(monthOf(selectedDate), bookable, timeZone, token) : null,
  );
  const daySlots = useMemo(() => {
    if (!selectedDate) return [];
    const fromMonth = groupSlotsByDate(selectedMonthQuery.data?.slots ?? [], timeZone);
    return fromMonth.get(selectedDate) ?? chipGroups.get(selectedDate) ?? [];
  }, [selectedDate, selectedMonthQuery.data, chipGroups, timeZone]);

  const pickDate = (date: string) => {
    setPickedDate(date);
    setShownMonth(monthOf(date));
  };

  return (
    <div className="space-y-6">
      <TimeZonePicker
        id="booking-time-zone"
        label="Time zone"
        value={timeZone}
        onChange={(zone) => {
          setPickedDate(null);
          setShownMonth(null);
          onTimeZoneChange(zone);
        }}
      />
      {message ? <Alert variant="destructive">{message}</Alert> : null}

      <section aria-labelledby="available-dates" className="space-y-3">
        <h3 id="available-dates" className="text-sm font-semibold">
          Available dates
        </h3>
        {chipsQuery.isPending ? (
          <div
            className="flex gap-2 overflow-hidden"
            role="status"
            aria-label="Loading available dates"
          >
            {['a', 'b', 'c', 'd'].map((placeholder) => (
              <Skeleton key={placeholder} className="h-16 w-20 shrink-0 rounded-lg" />
            ))}
          </div>
        ) : chipsQuery.isError ? (
          <LoadError what="Available times" error={chipsQuery.error} onRetry={chipsQuery.refetch} />
        ) : chipDates.length === 0 ? (
          <p className="text-sm text-muted-foreground">{M.noSlots}</p>
        ) : (
          <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1" aria-label="Available dates">
            {chipDates.map((date) => {
              const { weekday, day } = formatChipDate(date);
              const isSelected = date === selectedDate;
              return (
                <li key={date}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => pickDate(date)}
                    className={cn(
                      'relative flex h-16 w-20 shrink-0 flex-col items-center justify-center rounded-lg border text-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      isSelected
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'border-input bg-card hover:bg-muted',
                    )}
                  >
                    {/* The visible "Sun / Nov 22" abbreviates the name a screen reader hears
                        (the button is `relative` so the sr-only text stays inside the scroller). */}
                    <span className="text-xs" aria-hidden="true">
                      {weekday}
                    </span>
                    <span className="font-semibold" aria-hidden="true">
                      {day}
                    </span>
                    <span className="sr-only">{formatLongDate(date)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-label="Month view" className="space-y-3">
        <Button
          type="button"
          variant="link"
          aria-expanded={isMonthViewOpen}
          aria-controls="booking-month-view"
          onClick={() => setMonthViewOpen((open) => !open)}
        >
          <CalendarDays aria-hidden="true" />
          {isMonthViewOpen ? 'Hide month view' : 'Show more dates'}
        </Button>
        {isMonthViewOpen ? (
          <div id="booking-month-view" className="rounded-lg border border-border p-3">
            {monthQuery.isError ? (
              <LoadError
                what="Available times"
                error={monthQuery.error}
                onRetry={monthQuery.refetch}
              />
            ) : (
              <MonthCalendar
                month={month}
                availableDates={monthDates}
                selectedDate={selectedDate}
                isLoading={monthQuery.isFetching && !monthQuery.data}
                canGoBack={month > firstMonth}
                canGoForward={month < lastMonth}
                onMonthChange={(step) => setShownMonth(addMonths(month, step))}
                onSelectDate={pickDate}
              />
            )}
          </div>
        ) : null}
      </section>

      {selectedDate ? (
        <section aria-labelledby="available-times" className="space-y-3">
          <h3 id="available-times" className="text-sm font-semibold">
            {formatLongDate(selectedDate)}
          </h3>
          {selectedMonthQuery.isPending && daySlots.length === 0 ? (
            <div
              className="grid grid-cols-2 gap-2 sm:grid-cols-3"
              role="status"
              aria-label="Loading times"
            >
              {['a', 'b', 'c', 'd', 'e', 'f'].map((placeholder) => (
                <Skeleton key={placeholder} className="h-10 rounded-lg" />
              ))}
            </div>
          ) : daySlots.length === 0 ? (
            <p className="text-sm text-muted-foreground">{M.slotNotOffered}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Available times">
              {daySlots.map((slot) => {
                const isSelected = slot.startIso === selectedSlot?.startIso;
                const time = formatInstantTime(slot.startIso, timeZone);
                // The booking being moved: its time is shown for orientation, not offered.
                if (currentStart !== null && new Date(slot.startIso).getTime() === currentStart) {
                  return (
                    <li key={slot.startIso}>
                      <button
                        type="button"
                        disabled
                        aria-label={R.currentTimeLabel(time)}
                        className="flex h-10 w-full flex-col items-center justify-center rounded-lg border border-dashed border-border bg-muted text-xs font-medium leading-tight text-muted-foreground"
                      >
                        <span aria-hidden="true">{time}</span>
                        <span aria-hidden="true">{R.currentTime}</span>
                      </button>
                    </li>
                  );
                }
                return (
                  <li key={slot.startIso}>
                    <button
                      type="button"
                      aria-pressed={isSelected}
                      onClick={() => onSelectSlot(slot)}
                      className={cn(
                        'h-10 w-full rounded-lg border text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        isSelected
                          ? 'border-primary bg-primary text-primary-foreground'
                          : 'border-brand-200 bg-card text-brand-800 hover:bg-brand-50',
                      )}
                    >
                      {time}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
