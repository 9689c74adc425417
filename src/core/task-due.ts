// A task's due moment (issue 20, decision 047): typed as a local date and time in a zone,
// stored as the instant plus the zone. The zone arithmetic is the slot engine's
// (core/scheduling/zoned-time.ts), which follows DST from Intl, so a task due at 09:00
// Berlin time is due at 09:00 there in winter and in summer alike.
import {
  formatDate,
  localDayOf,
  localTimeOfDayMs,
  parseDate,
  parseTimeOfDay,
  zonedToInstant,
} from './scheduling/zoned-time';

/**
 * The instant a local date ('YYYY-MM-DD') and time ('HH:MM') stand for in `timeZone`.
 * A time the clock skips (spring forward) lands as long after the earlier times as the
 * clock would have shown; an ambiguous one (fall back) takes its first occurrence.
 */
export function dueInstant(dueDate: string, dueTime: string, timeZone: string): Date {
  return new Date(
    zonedToInstant(timeZone, parseDate(dueDate), parseTimeOfDay(dueTime) * 1000).instant,
  );
}

/** The local date and time an instant reads as in `timeZone`. */
export function dueParts(
  instant: Date | string,
  timeZone: string,
): { dueDate: string; dueTime: string } {
  const ms = new Date(instant).getTime();
  const minutes = Math.floor(localTimeOfDayMs(timeZone, ms) / 60_000);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return { dueDate: formatDate(localDayOf(timeZone, ms)), dueTime: `${hh}:${mm}` };
}

/** The instants today starts and tomorrow starts at in `timeZone`, as of `now`. */
export function todayBounds(timeZone: string, now: Date): { start: Date; end: Date } {
  const today = localDayOf(timeZone, now.getTime());
  return {
    start: new Date(zonedToInstant(timeZone, today, 0).instant),
    end: new Date(zonedToInstant(timeZone, today + 1, 0).instant),
  };
}

/** 'YYYY-MM-DD' `days` after today in `timeZone` (the follow-up choices). */
export function localDateAfter(timeZone: string, now: Date, days: number): string {
  return formatDate(localDayOf(timeZone, now.getTime()) + days);
}
