// How the manager shows days, times and dates (spec §9: 12-hour AM/PM, en-US dates,
// Sunday = 0).

export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Monday first, as a week reads in a weekly schedule; values stay Sunday = 0. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** 'HH:MM' or 'HH:MM:SS' of a day -> '9:00 AM'. */
export function formatTimeOfDay(time: string): string {
  const [hourText = '0', minutes = '00'] = time.split(':');
  const hours = Number(hourText);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes.padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** '9:00 AM – 5:00 PM' */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTimeOfDay(start)} – ${formatTimeOfDay(end)}`;
}

/** One formatter per zone: building one per slot button is most of a slot list's render. */
const zoneFormatters = new Map<string | undefined, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function zoneParts(instant: string, timeZone: string | undefined) {
  const parts = zoneFormatter(timeZone).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/** An instant's time of day in a zone, 12-hour: '2:30 PM'. */
export function formatInstantTime(instant: string, timeZone?: string): string {
  return formatTimeOfDay(zoneParts(instant, timeZone));
}

/** An instant's date in a zone, en-US: 'Mon, Nov 23, 2026'. */
export function formatInstantDate(instant: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(instant));
}

/** A date-only value 'YYYY-MM-DD' in en-US: 'Nov 23, 2026'. */
export function formatCalendarDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** '15 min', '1 h 30 min' would hide the number the host typed: minutes stay minutes. */
export function formatMinutes(minutes: number): string {
  return `${minutes} min`;
}
