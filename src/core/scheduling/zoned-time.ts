// Wall-clock time in an IANA zone without a time-zone package: the zone's offset at an
// instant comes from Intl.DateTimeFormat, and a host-local date + 'HH:MM:SS' becomes a UTC
// instant by trying the offsets in force a day before and a day after.
//
// Calendar dates are whole days since 1970-01-01 ("day numbers"), so date arithmetic is
// integer arithmetic and never touches a zone.

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC (local − UTC, in ms) at an instant, straight from Intl. */
function exactOffset(timeZone: string, instant: number): number {
  const fields: Record<string, number> = {};
  let bc = false;
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type === 'era') bc = part.value === 'BC' || part.value === 'B';
    else if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const year = bc ? 1 - (fields.year ?? 0) : (fields.year ?? 0);
  const wall = Date.UTC(
    year,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    fields.hour ?? 0,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
  // Intl shows whole seconds: compare against the instant truncated the same way.
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

// Offsets per (zone, UTC day): a day whose two ends share one offset has that offset
// throughout (zones never change twice and back within a day). Days with a change are
// marked null and asked exactly. Offsets of the past and future do not change while the
// process runs, so the cache is shared; it is dropped wholesale when it grows large.
const dayOffsets = new Map<string, Map<number, number | null>>();
const CACHE_LIMIT = 20_000;
let cachedDays = 0;

/** The zone's offset (local − UTC, ms) at an instant. */
export function offsetAt(timeZone: string, instant: number): number {
  let days = dayOffsets.get(timeZone);
  if (!days) {
    days = new Map();
    dayOffsets.set(timeZone, days);
  }
  const day = Math.floor(instant / DAY_MS);
  let offset = days.get(day);
  if (offset === undefined) {
    if (cachedDays >= CACHE_LIMIT) {
      dayOffsets.clear();
      cachedDays = 0;
      days = new Map();
      dayOffsets.set(timeZone, days);
    }
    const atStart = exactOffset(timeZone, day * DAY_MS);
    const atEnd = exactOffset(timeZone, (day + 1) * DAY_MS - 1000);
    offset = atStart === atEnd ? atStart : null;
    days.set(day, offset);
    cachedDays += 1;
  }
  return offset ?? exactOffset(timeZone, instant);
}

/** Throws a RangeError for a name Intl does not know. */
export function assertTimeZone(timeZone: string): void {
  formatterFor(timeZone);
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    assertTimeZone(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** 'YYYY-MM-DD' → day number. */
export function parseDate(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** Day number → 'YYYY-MM-DD'. */
export function formatDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday, like availability's day_of_week. */
export function weekdayOf(day: number): number {
  // 1970-01-01 was a Thursday.
  return (((day + 4) % 7) + 7) % 7;
}

/** The Monday starting the week (Monday to Sunday) of a day number. */
export function weekStartOf(day: number): number {
  return day - ((weekdayOf(day) + 6) % 7);
}

/** 'HH:MM' or 'HH:MM:SS' (up to '24:00:00') → seconds since midnight. */
export function parseTimeOfDay(time: string): number {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!match) throw new RangeError(`Not a time of day: ${time}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

/** The host-local calendar day (day number) an instant falls on. */
export function localDayOf(timeZone: string, instant: number): number {
  return Math.floor((instant + offsetAt(timeZone, instant)) / DAY_MS);
}

/** The host-local wall time of an instant as ms since that local day's midnight. */
export function localTimeOfDayMs(timeZone: string, instant: number): number {
  const local = instant + offsetAt(timeZone, instant);
  return local - Math.floor(local / DAY_MS) * DAY_MS;
}

export type ZonedInstant = {
  /** ms since the epoch */
  instant: number;
  /** false when the wall time falls in a spring-forward gap and never shows on a clock */
  exists: boolean;
};

/**
 * A host-local wall time (day number + ms since midnight) as an instant.
 * An ambiguous wall time (autumn fall-back) takes its first occurrence; a wall time in a
 * spring-forward gap is reported as not existing and placed with the offset in force
 * before the gap (as PostgreSQL and Temporal's 'compatible' do), i.e. as much elapsed time
 * after the earlier wall times as the clock would have shown without the change.
 */
export function zonedToInstant(timeZone: string, day: number, msOfDay: number): ZonedInstant {
  const wall = day * DAY_MS + msOfDay;
  const before = offsetAt(timeZone, wall - DAY_MS);
  const after = offsetAt(timeZone, wall + DAY_MS);
  if (before === after) {
    const instant = wall - before;
    if (offsetAt(timeZone, instant) === before) return { instant, exists: true };
  }
  const candidates = [wall - before, wall - after].sort((a, b) => a - b);
  for (const instant of candidates) {
    if (instant + offsetAt(timeZone, instant) === wall) return { instant, exists: true };
  }
  return { instant: wall - before, exists: false };
}
