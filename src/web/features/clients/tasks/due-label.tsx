// A task's due moment as cards, rows and lists show it: the date (and time) in the
// browser's zone, and "Overdue" in words as well as in red, so colour is not the only sign.
import { AlarmClock, CalendarClock } from 'lucide-react';
import { cn } from '@/ui/cn';

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatDue(dueAt: string): string {
  return DATE_TIME.format(new Date(dueAt));
}

export function DueLabel({
  dueAt,
  overdue,
  prefix = 'Due',
  className,
}: {
  dueAt: string;
  overdue: boolean;
  prefix?: string;
  className?: string;
}) {
  const Icon = overdue ? AlarmClock : CalendarClock;
  return (
    <span
      className={cn(
        'inline-flex min-w-0 items-center gap-1 text-xs',
        overdue ? 'font-medium text-destructive' : 'text-muted-foreground',
        className,
      )}
      data-testid="task-due"
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">
        {overdue ? 'Overdue' : prefix} · {formatDue(dueAt)}
      </span>
    </span>
  );
}
