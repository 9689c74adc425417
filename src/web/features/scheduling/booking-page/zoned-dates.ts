// Calendar arithmetic for the booking page in the invitee's time zone. Slots arrive as UTC
// instants; the page groups and labels them by the invitee's local date. Dates travel as
// 'YYYY-MM-DD' keys, so no Date object ever stands for "a day" in the browser's own zone.
import { formatDate, localDayOf, parseDate } from '@/core/scheduling/zoned-time';
import { formatInstantTime } from '../format';

/** The calendar date ('YYYY-MM-DD') an instant falls on in a time zone. */
export function dateKeyInZone(instant: Date, timeZone: string): string {
  return formatDate(localDayOf(timeZone, instant.getTime()));
}

/** "9:00 AM – 9:30 AM" in the invitee's zone (spec §9: 12-hour AM/PM). */
export function formatSlotRange(start: Date, end: Date, timeZone: string): string {
  return `${formatInstantTime(start.toISOString(), timeZone)} – ${formatInstantTime(end.toISOString(), timeZone)}`;
}

/** A date key as noon UTC: formatting it in UTC can never slip to a neighbouring day. */
function keyToUtcNoon(key: string): Date {
  return new Date(`${key}T12:00:00Z`);
}

/**
 * One formatter per format, made on first use: toLocaleDateString builds a new one on
 * every call, and the page labels every chip and every day of a month while it renders.
 */
function formatterOf(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => {
    formatter ??= new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });
    return formatter;
  };
}
const longDate = formatterOf({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const shortWeekday = formatterOf({ weekday: 'short' });
const shortDay = formatterOf({ month: 'short', day: 'numeric' });
const longMonth = formatterOf({ month: 'long', year: 'numeric' });

/** "Monday, November 23, 2026" (en-US). */
export function formatLongDate(key: string): string {
  return longDate().format(keyToUtcNoon(key));
}

/** The chip's two lines: "Mon" and "Nov 23". */
export function formatChipDate(key: string): { weekday: string; day: string } {
  const date = keyToUtcNoon(key);
  return { weekday: shortWeekday().format(date), day: shortDay().format(date) };
}

/** "November 2026" for a month key 'YYYY-MM'. */
export function formatMonth(month: string): string {
  return longMonth().format(keyToUtcNoon(`${month}-01`));
}

export function addDays(key: string, days: number): string {
  return formatDate(parseDate(key) + days);
}

/** 'YYYY-MM' of a date key. */
export function monthOf(key: string): string {
  return key.slice(0, 7);
}

export function addMonths(month: string, months: number): string {
  const date = keyToUtcNoon(`${month}-01`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 7);
}

/** The first and last date keys of a month. */
export function monthBounds(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  return { first, last: addDays(`${addMonths(month, 1)}-01`, -1) };
}

/**
 * The month's calendar grid, Sunday first (spec §9: Sunday = 0): whole weeks, with null
 * for the cells before the 1st and after the last day.
 */
export function monthGrid(month: string): (string | null)[][] {
  const { first, last } = monthBounds(month);
  const leading = keyToUtcNoon(first).getUTCDay();
  const days = Number(last.slice(8, 10));
  const cells: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= days; day++) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

export type ZonedSlot = { start: Date; end: Date; startIso: string };

/** Slots grouped by the invitee's date, dates and slots in time order. */
export function groupSlotsByDate(
  slots: { start: string; end: string }[],
  timeZone: string,
): Map<string, ZonedSlot[]> {
  const byDate = new Map<string, ZonedSlot[]>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const slot of sorted) {
    const start = new Date(slot.start);
    const key = dateKeyInZone(start, timeZone);
    const list = byDate.get(key) ?? [];
    list.push({ start, end: new Date(slot.end), startIso: slot.start });
    byDate.set(key, list);
  }
  return byDate;
}
