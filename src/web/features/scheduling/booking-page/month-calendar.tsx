// The month view of step 1: look further ahead than the date chips. Days without a free
// slot are disabled; previous/next stay within the range the host takes bookings for.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { Spinner } from '@/ui/spinner';
import { formatLongDate, formatMonth, monthGrid } from './zoned-dates';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

type MonthCalendarProps = {
  month: string;
  availableDates: ReadonlySet<string>;
  selectedDate: string | null;
  isLoading: boolean;
  canGoBack: boolean;
  canGoForward: boolean;
  onMonthChange: (step: -1 | 1) => void;
  onSelectDate: (date: string) => void;
};

export function MonthCalendar({
  month,
  availableDates,
  selectedDate,
  isLoading,
  canGoBack,
  canGoForward,
  onMonthChange,
  onSelectDate,
}: MonthCalendarProps) {
  const title = formatMonth(month);
  const isEmpty = !isLoading && availableDates.size === 0;
  return (
    <section aria-label="Month view" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={() => onMonthChange(-1)}
          disabled={!canGoBack}
          aria-label="Previous month"
        >
          <ChevronLeft />
        </Button>
        <h4 className="flex items-center gap-2 text-sm font-semibold" aria-live="polite">
          {title}
          {isLoading ? <Spinner className="size-4" label="Loading available days" /> : null}
        </h4>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={() => onMonthChange(1)}
          disabled={!canGoForward}
          aria-label="Next month"
        >
          <ChevronRight />
        </Button>
      </div>
      <table className="w-full table-fixed border-collapse text-center text-sm">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th
                key={short}
                scope="col"
                className="pb-1 text-xs font-medium text-muted-foreground"
              >
                <abbr title={long} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week.find(Boolean) ?? month}>
              {week.map((date, index) => (
                <td key={date ?? `empty-${index}`} className="p-0.5">
                  {date ? (
                    <DayButton
                      date={date}
                      isAvailable={availableDates.has(date)}
                      isSelected={date === selectedDate}
                      onSelect={onSelectDate}
                    />
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {isEmpty ? (
        <p className="text-center text-sm text-muted-foreground">{M.noSlotsInMonth}</p>
      ) : null}
    </section>
  );
}

function DayButton({
  date,
  isAvailable,
  isSelected,
  onSelect,
}: {
  date: string;
  isAvailable: boolean;
  isSelected: boolean;
  onSelect: (date: string) => void;
}) {
  return (
    <button
      type="button"
      disabled={!isAvailable}
      aria-pressed={isSelected}
      aria-label={formatLongDate(date)}
      onClick={() => onSelect(date)}
      className={cn(
        'mx-auto flex aspect-square w-full max-w-10 items-center justify-center rounded-full text-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
        isAvailable
          ? 'bg-brand-50 font-semibold text-brand-800 hover:bg-brand-100'
          : 'cursor-default text-muted-foreground/50',
        isSelected && 'bg-primary text-primary-foreground hover:bg-primary-hover',
      )}
    >
      {Number(date.slice(8, 10))}
    </button>
  );
}
