// The slot engine (spec §9 "Scheduling", issue 5): which meeting starts an event type offers.
// Pure: the caller loads the event type, the host's availability rows and the host's live
// bookings, and passes the host's zone and "now". The database function
// is_timeslot_available (migration 0016) implements the same rules for one start and must
// give the same answer as isSlotOffered; change both together.
//
// Rules:
// - Earliest start: the later of now + min_booking_notice and the host-local midnight
//   starting date_range_start. Latest end: the host-local midnight ending date_range_end
//   when one is set (even beyond 30 days), else now + 30 × 24 hours (SLOT_SEARCH_DAYS).
//   A meeting lies wholly in between.
// - Availability of a host-local calendar date (decision 056): a date override of the
//   event type covering that date, else one of the host's general overrides, else the
//   weekly rows of its weekday — the event type's own rows when it has any, else the
//   general rows (eventTypeId null). An override with no windows makes the date
//   unavailable. Every window of the day offers starts (the server refuses overlapping
//   windows; starts that two older overlapping rows both yield are offered once).
// - Starts step through the window's wall-clock times from its start by duration +
//   buffer_before + buffer_after. The MEETING must fit in the window; the buffers may lie
//   outside it (as in Cal.com): a host available 09:00–17:00 with 15-minute buffers is
//   offered 09:00, not 09:15 — buffers are there to keep other bookings away, not to
//   shorten the working day. They do block: a slot is dropped when its buffered window
//   [start − before, end + after) overlaps any live booking's blocked range (half-open,
//   like tstzrange's &&), whichever event type that booking belongs to.
// - Calendar busy times (issue 21, calendar sync): `busy` is a separate list of the host's
//   busy intervals from their own calendar; a slot whose buffered window overlaps one is
//   dropped, as for a booking. They never count toward the per-day or per-week limits.
// - max_bookings_per_day: a host-local day with that many live bookings of THIS event
//   type offers nothing more; max_bookings_per_week the same for a host-local week,
//   Monday to Sunday.
// - A team event type's date overrides (decision 077, `zonedOverrides`): dates read in
//   the override's own zone (not the host's). Over the instants of such a date the
//   override's windows are the host's hours — stepping from each window's start in that
//   zone — whatever the host's weekly rows or own overrides say; no windows: nothing that
//   starts then is offered. Bookings, busy times and the limits still apply as usual.
// - Daylight saving: wall times use the zone's real offset; a wall time the clock skips
//   (spring forward) offers nothing, an ambiguous one (fall back) means its first
//   occurrence; a window end in a gap is placed with the offset before the gap.
// - Canceled bookings must not be passed in: the caller passes live (pending/confirmed)
//   bookings only — the engine cannot tell them apart.
// - query.from/to narrow the answer to starts in [from, to) (e.g. the month on screen);
//   pass `to` when date_range_end may lie far ahead, as the work grows with the days.
import { SLOT_SEARCH_DAYS } from '../scheduling-schemas';
import {
  DAY_MS,
  localDayOf,
  localTimeOfDayMs,
  MINUTE_MS,
  parseDate,
  parseTimeOfDay,
  weekdayOf,
  weekStartOf,
  zonedToInstant,
} from './zoned-time';

export type EngineEventType = {
  id: string;
  duration: number;
  bufferBefore: number;
  bufferAfter: number;
  minBookingNotice: number;
  maxBookingsPerDay: number | null;
  /** Live bookings of this event type per host-local week (Monday to Sunday). */
  maxBookingsPerWeek?: number | null;
  dateRangeStart: string | null;
  dateRangeEnd: string | null;
};
/** Times are host-local 'HH:MM:SS'. */
export type EngineAvailability = {
  eventTypeId: string | null;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
};
/**
 * Other hours on the host-local dates startDate…endDate ('YYYY-MM-DD', inclusive): for
 * the host (eventTypeId null) or one event type, whose override wins over the host's.
 * No windows: unavailable. Times are host-local 'HH:MM:SS'.
 */
export type EngineDateOverride = {
  eventTypeId: string | null;
  startDate: string;
  endDate: string;
  windows: { startTime: string; endTime: string }[];
};
/** A date override read in its own zone (a team event type's, decision 077). */
export type EngineZonedOverride = {
  timeZone: string;
  startDate: string;
  endDate: string;
  windows: { startTime: string; endTime: string }[];
};
/**
 * A live (pending or confirmed) booking of the HOST, of any event type. eventTypeId says
 * which one, for max_bookings_per_day (null: its event type was deleted).
 */
export type EngineBooking = {
  start: Date;
  end: Date;
  blockedStart: Date;
  blockedEnd: Date;
  eventTypeId: string | null;
};
/** A busy interval of the host's own calendar (calendar sync). */
export type EngineBusy = { start: Date; end: Date };
export type SlotQuery = {
  eventType: EngineEventType;
  availability: EngineAvailability[];
  /** Date overrides of the host and of this event type; others are ignored. */
  dateOverrides?: EngineDateOverride[];
  /** The team event type's overrides, which win over everything above on their dates. */
  zonedOverrides?: EngineZonedOverride[];
  bookings: EngineBooking[];
  /** The host's calendar busy times; absent or empty without a connected calendar. */
  busy?: EngineBusy[];
  hostTimeZone: string;
  now: Date;
  from?: Date;
  to?: Date;
};
export type Slot = { start: Date; end: Date };

type Window = { startMs: number; endMs: number };

/** Everything about a query that does not depend on the day. */
type Plan = {
  zone: string;
  durationMs: number;
  beforeMs: number;
  afterMs: number;
  stepMs: number;
  /** starts at or after */
  earliest: number;
  /** meeting ends at or before */
  latestEnd: number;
  /** starts before */
  startsBefore: number;
  /** windows per weekday, wall-clock ms since midnight, by start */
  weekly: Window[][];
  /** windows per overridden day number (empty: unavailable) */
  overrides: Map<number, Window[]>;
  /** days of zoned (team) overrides, by start instant */
  zoned: ZonedDay[];
  busy: BusyIndex;
  maxPerDay: number | null;
  maxPerWeek: number | null;
  /** starts (ms) of live bookings of this event type, sorted */
  ownStarts: number[];
};

function plan(query: SlotQuery): Plan {
  const { eventType, hostTimeZone: zone } = query;
  const now = query.now.getTime();
  let earliest = now + eventType.minBookingNotice * MINUTE_MS;
  if (eventType.dateRangeStart) {
    const rangeStart = zonedToInstant(zone, parseDate(eventType.dateRangeStart), 0).instant;
    earliest = Math.max(earliest, rangeStart);
  }
  if (query.from) earliest = Math.max(earliest, query.from.getTime());
  const latestEnd = eventType.dateRangeEnd
    ? zonedToInstant(zone, parseDate(eventType.dateRangeEnd) + 1, 0).instant
    : now + SLOT_SEARCH_DAYS * DAY_MS;
  const own = query.availability.filter((row) => row.eventTypeId === eventType.id);
  const rows = own.length > 0 ? own : query.availability.filter((row) => row.eventTypeId === null);
  return {
    zone,
    durationMs: eventType.duration * MINUTE_MS,
    beforeMs: eventType.bufferBefore * MINUTE_MS,
    afterMs: eventType.bufferAfter * MINUTE_MS,
    stepMs: (eventType.duration + eventType.bufferBefore + eventType.bufferAfter) * MINUTE_MS,
    earliest,
    latestEnd,
    startsBefore: query.to ? query.to.getTime() : Number.POSITIVE_INFINITY,
    weekly: windowsPerWeekday(rows),
    overrides: overriddenDays(query.dateOverrides ?? [], eventType.id),
    zoned: zonedDays(query.zonedOverrides ?? []),
    busy: new BusyIndex(query.bookings, query.busy ?? []),
    maxPerDay: eventType.maxBookingsPerDay,
    maxPerWeek: eventType.maxBookingsPerWeek ?? null,
    ownStarts: query.bookings
      .filter((booking) => booking.eventTypeId === eventType.id)
      .map((booking) => booking.start.getTime())
      .sort((a, b) => a - b),
  };
}

function toWindow(row: { startTime: string; endTime: string }): Window {
  return {
    startMs: parseTimeOfDay(row.startTime) * 1000,
    endMs: parseTimeOfDay(row.endTime) * 1000,
  };
}

function byStart(a: Window, b: Window): number {
  return a.startMs - b.startMs || a.endMs - b.endMs;
}

function windowsPerWeekday(rows: EngineAvailability[]): Window[][] {
  const windows: Window[][] = Array.from({ length: 7 }, () => []);
  for (const row of rows) windows[row.dayOfWeek]?.push(toWindow(row));
  for (const day of windows) day.sort(byStart);
  return windows;
}

/**
 * Day number → that day's windows. The host's overrides first, the event type's over
 * them; within one set, by start date then end date, a later one over an earlier (the
 * server refuses overlaps within a set; this order is the database function's too).
 */
function overriddenDays(
  overrides: EngineDateOverride[],
  eventTypeId: string,
): Map<number, Window[]> {
  const days = new Map<number, Window[]>();
  const rank = (o: EngineDateOverride) => (o.eventTypeId === null ? 0 : 1);
  const relevant = overrides
    .filter((o) => o.eventTypeId === null || o.eventTypeId === eventTypeId)
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        a.startDate.localeCompare(b.startDate) ||
        a.endDate.localeCompare(b.endDate),
    );
  for (const override of relevant) {
    const windows = override.windows.map(toWindow).sort(byStart);
    const last = parseDate(override.endDate);
    for (let day = parseDate(override.startDate); day <= last; day += 1) days.set(day, windows);
  }
  return days;
}

/** One date of a zoned override: its instants [from, to) and its windows in `zone`. */
type ZonedDay = { zone: string; day: number; from: number; to: number; windows: Window[] };

function zonedDays(overrides: EngineZonedOverride[]): ZonedDay[] {
  const days: ZonedDay[] = [];
  const sorted = [...overrides].sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate),
  );
  for (const override of sorted) {
    const windows = override.windows.map(toWindow).sort(byStart);
    const last = parseDate(override.endDate);
    for (let day = parseDate(override.startDate); day <= last; day += 1) {
      const from = zonedToInstant(override.timeZone, day, 0).instant;
      const to = zonedToInstant(override.timeZone, day + 1, 0).instant;
      // A later override over an earlier one on the same instants (the server refuses both).
      const kept = days.filter((d) => d.to <= from || d.from >= to);
      days.length = 0;
      days.push(...kept, { zone: override.timeZone, day, from, to, windows });
    }
  }
  return days.sort((a, b) => a.from - b.from);
}

function zonedDayAt(p: Plan, instant: number): ZonedDay | undefined {
  for (const day of p.zoned) if (instant >= day.from && instant < day.to) return day;
  return undefined;
}

/** The starts a zoned date offers for this host, in [earliest, upper). */
function zonedSlots(p: Plan, day: ZonedDay, upper: number): Slot[] {
  const slots: Slot[] = [];
  for (const window of day.windows) {
    const windowEnd = zonedToInstant(day.zone, day.day, window.endMs).instant;
    for (let wall = window.startMs; wall < window.endMs; wall += p.stepMs) {
      const start = zonedToInstant(day.zone, day.day, wall);
      if (!start.exists) continue;
      if (start.instant >= upper) break;
      if (
        start.instant >= day.from &&
        start.instant < day.to &&
        passes(p, start.instant, windowEnd) &&
        !dayIsFull(p, localDayOf(p.zone, start.instant))
      ) {
        slots.push({ start: new Date(start.instant), end: new Date(start.instant + p.durationMs) });
      }
    }
  }
  return slots;
}

function windowsOn(p: Plan, day: number): Window[] {
  return p.overrides.get(day) ?? p.weekly[weekdayOf(day)] ?? [];
}

/** Blocked ranges sorted by start, with the running maximum of their ends. */
class BusyIndex {
  private readonly starts: number[];
  private readonly maxEnds: number[];

  constructor(bookings: EngineBooking[], busy: EngineBusy[]) {
    const ranges = [
      ...bookings.map(
        (booking) => [booking.blockedStart.getTime(), booking.blockedEnd.getTime()] as const,
      ),
      ...busy.map((interval) => [interval.start.getTime(), interval.end.getTime()] as const),
    ].sort((a, b) => a[0] - b[0]);
    this.starts = ranges.map((range) => range[0]);
    this.maxEnds = [];
    let max = Number.NEGATIVE_INFINITY;
    for (const range of ranges) {
      max = Math.max(max, range[1]);
      this.maxEnds.push(max);
    }
  }

  /** Does [from, to) overlap any blocked range? */
  overlaps(from: number, to: number): boolean {
    // The last range starting before `to`: any overlap must be among it and earlier ones.
    const last = countBelow(this.starts, to) - 1;
    return last >= 0 && (this.maxEnds[last] ?? Number.NEGATIVE_INFINITY) > from;
  }
}

/** How many of the sorted values are < limit. */
function countBelow(sorted: number[], limit: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? 0) < limit) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Live bookings of this event type on the host-local days first…last. */
function countOwn(p: Plan, first: number, last: number): number {
  // Local days are 23 to 25 hours long: look a day either side of UTC midnight and ask
  // each booking's own local day.
  let count = 0;
  for (let i = countBelow(p.ownStarts, (first - 2) * DAY_MS); i < p.ownStarts.length; i += 1) {
    const start = p.ownStarts[i] as number;
    if (start >= (last + 3) * DAY_MS) break;
    const day = localDayOf(p.zone, start);
    if (day >= first && day <= last) count += 1;
  }
  return count;
}

/** Is the host-local day full under max_bookings_per_day or its week under max_bookings_per_week? */
function dayIsFull(p: Plan, day: number): boolean {
  if (p.maxPerDay !== null && countOwn(p, day, day) >= p.maxPerDay) return true;
  if (p.maxPerWeek === null) return false;
  const monday = weekStartOf(day);
  return countOwn(p, monday, monday + 6) >= p.maxPerWeek;
}

/** The checks every candidate start passes, once its day, window and instant are known. */
function passes(p: Plan, start: number, windowEnd: number): boolean {
  const end = start + p.durationMs;
  return (
    end <= windowEnd &&
    start >= p.earliest &&
    start < p.startsBefore &&
    end <= p.latestEnd &&
    !p.busy.overlaps(start - p.beforeMs, end + p.afterMs)
  );
}

/** The offered slots, earliest first. */
export function computeSlots(query: SlotQuery): Slot[] {
  const p = plan(query);
  const slots: Slot[] = [];
  const upper = Math.min(p.latestEnd, p.startsBefore);
  // Also refuses a non-positive step, which would never leave a window.
  if (!(p.earliest < upper) || !(p.stepMs > 0) || !(p.durationMs > 0)) return slots;
  const firstDay = localDayOf(p.zone, p.earliest);
  const lastDay = localDayOf(p.zone, upper);
  for (let day = firstDay; day <= lastDay; day += 1) {
    const windows = windowsOn(p, day);
    if (windows.length === 0 || dayIsFull(p, day)) continue;
    const daySlots: Slot[] = [];
    for (const window of windows) {
      const windowEnd = zonedToInstant(p.zone, day, window.endMs).instant;
      for (let wall = window.startMs; wall < window.endMs; wall += p.stepMs) {
        const start = zonedToInstant(p.zone, day, wall);
        if (!start.exists) continue;
        if (start.instant >= upper) break;
        if (p.zoned.length > 0 && zonedDayAt(p, start.instant)) continue;
        if (passes(p, start.instant, windowEnd)) {
          daySlots.push({
            start: new Date(start.instant),
            end: new Date(start.instant + p.durationMs),
          });
        }
      }
    }
    if (windows.length > 1) {
      // Overlapping windows (older rows) could yield one start twice.
      daySlots.sort((a, b) => a.start.getTime() - b.start.getTime());
      for (const [i, slot] of daySlots.entries()) {
        if (i === 0 || slot.start.getTime() !== daySlots[i - 1]?.start.getTime()) slots.push(slot);
      }
    } else {
      slots.push(...daySlots);
    }
  }
  if (p.zoned.length === 0) return slots;
  for (const day of p.zoned) {
    if (day.to > p.earliest && day.from < upper) slots.push(...zonedSlots(p, day, upper));
  }
  slots.sort((a, b) => a.start.getTime() - b.start.getTime());
  return slots.filter(
    (slot, i) => i === 0 || slot.start.getTime() !== slots[i - 1]?.start.getTime(),
  );
}

/**
 * Whether computeSlots(query) would offer a meeting starting at `start`, without computing
 * the others: the booking endpoint's check against crafted requests.
 */
export function isSlotOffered(query: SlotQuery, start: Date): boolean {
  const p = plan(query);
  const instant = start.getTime();
  if (!Number.isFinite(instant) || !(p.stepMs > 0) || !(p.durationMs > 0)) return false;
  const zoned = p.zoned.length > 0 ? zonedDayAt(p, instant) : undefined;
  if (zoned) {
    return zonedSlots(p, zoned, instant + 1).some((slot) => slot.start.getTime() === instant);
  }
  const day = localDayOf(p.zone, instant);
  const wall = localTimeOfDayMs(p.zone, instant);
  // An ambiguous wall time is offered at its first occurrence only.
  if (zonedToInstant(p.zone, day, wall).instant !== instant) return false;
  const fits = windowsOn(p, day).some(
    (window) =>
      wall >= window.startMs &&
      wall < window.endMs &&
      (wall - window.startMs) % p.stepMs === 0 &&
      passes(p, instant, zonedToInstant(p.zone, day, window.endMs).instant),
  );
  return fits && !dayIsFull(p, day);
}
