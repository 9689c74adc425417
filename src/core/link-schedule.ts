// A link's schedule (issue 23): shown from / until an instant. The public page, the
// cache's expiry, the click check and the editor's marks all read these rules, so they
// cannot disagree about whether a link is shown at a moment.
import { formatDate, localDayOf, localTimeOfDayMs, zonedToInstant } from './scheduling/zoned-time';

export type LinkWindow = {
  showFrom: Date | string | null;
  showUntil: Date | string | null;
};

export type ScheduleState = 'shown' | 'scheduled' | 'expired';

const ms = (value: Date | string | null): number | null =>
  value === null ? null : new Date(value).getTime();

/** 'scheduled' before its start, 'expired' from its end on, 'shown' in between. */
export function scheduleStateAt(link: LinkWindow, now: number): ScheduleState {
  const from = ms(link.showFrom);
  const until = ms(link.showUntil);
  if (from !== null && now < from) return 'scheduled';
  if (until !== null && now >= until) return 'expired';
  return 'shown';
}

export function isShownAt(link: LinkWindow, now: number): boolean {
  return scheduleStateAt(link, now) === 'shown';
}

/** The first start or end strictly after `now` among the links (ms), or null when none. */
export function nextScheduleChange(links: readonly LinkWindow[], now: number): number | null {
  let next: number | null = null;
  for (const link of links) {
    for (const value of [ms(link.showFrom), ms(link.showUntil)]) {
      if (value !== null && value > now && (next === null || value < next)) next = value;
    }
  }
  return next;
}

/**
 * A wall time typed in a date-time field ('YYYY-MM-DDTHH:MM') in `timeZone` as an
 * instant; null when it is not such a value. A time skipped by a clock change is placed
 * as the clock would have shown it without the change.
 */
export function localDateTimeToInstant(local: string, timeZone: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/.exec(local);
  if (!match) return null;
  const date = new Date(`${match[1]}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== match[1]) return null;
  const day = Math.floor(date.getTime() / 86_400_000);
  const msOfDay = (Number(match[2]) * 60 + Number(match[3])) * 60_000;
  return new Date(zonedToInstant(timeZone, day, msOfDay).instant);
}

/** An instant as a date-time field's value ('YYYY-MM-DDTHH:MM') in `timeZone`. */
export function instantToLocalDateTime(value: Date | string, timeZone: string): string {
  const instant = new Date(value).getTime();
  const minutes = Math.floor(localTimeOfDayMs(timeZone, instant) / 60_000);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${formatDate(localDayOf(timeZone, instant))}T${hh}:${mm}`;
}

/** "Nov 27, 2026, 10:00 AM" in `timeZone`. */
export function formatScheduleMoment(value: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(value));
}
