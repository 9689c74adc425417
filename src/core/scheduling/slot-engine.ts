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
// - Availability: the event type's own rows when it has any, else the general rows
//   (eventTypeId null). Of the rows of a weekday only the first counts — first by start
//   time, then end time — matched on the host-local calendar date.
// - Starts step through the window's wall-clock times from its start by duration +
//   buffer_before + buffer_after. The MEETING must fit in the window; the buffers may lie
//   outside it (as in Cal.com): a host available 09:00–17:00 with 15-minute buffers is
//   offered 09:00, not 09:15 — buffers are there to keep other bookings away, not to
//   shorten the working day. They do block: a slot is dropped when its buffered window
//   [start − before, end + after) overlaps any live booking's blocked range (half-open,
//   like tstzrange's &&), whichever event type that booking belongs to.
// - Calendar busy times (issue 21, calendar sync): `busy` is a separate list of the host's
//   busy intervals from their own calendar; a slot whose buffered window overlaps one is
//   dropped, as for a booking. They never count toward max_bookings_per_day.
// - max_bookings_per_day: a host-local day with that many live bookings of THIS event
//   type offers nothing more.
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
  zonedToInstant,
} from './zoned-time';

export type EngineEventType = {
  id: string;
  duration: number;
  bufferBefore: number;
  bufferAfter: number;
  minBookingNotice: number;
  maxBookingsPerDay: number | null;
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
  /** first window per weekday, wall-clock ms since midnight */
  windows: (Window | undefined)[];
  busy: BusyIndex;
  maxPerDay: number | null;
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
    windows: firstWindowPerWeekday(rows),
    busy: new BusyIndex(query.bookings, query.busy ?? []),
    maxPerDay: eventType.maxBookingsPerDay,
    ownStarts: query.bookings
      .filter((booking) => booking.eventTypeId === eventType.id)
      .map((booking) => booking.start.getTime())
      .sort((a, b) => a - b),
  };
}

function firstWindowPerWeekday(rows: EngineAvailability[]): (Window | undefined)[] {
  const windows: (Window | undefined)[] = new Array(7).fill(undefined);
  for (const row of rows) {
    const candidate = {
      startMs: parseTimeOfDay(row.startTime) * 1000,
      endMs: parseTimeOfDay(row.endTime) * 1000,
    };
    const current = windows[row.dayOfWeek];
    if (
      !current ||
      candidate.startMs < current.startMs ||
      (candidate.startMs === current.startMs && candidate.endMs < current.endMs)
    ) {
      windows[row.dayOfWeek] = candidate;
    }
  }
  return windows;
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

/** Is the host-local day full under max_bookings_per_day? */
function dayIsFull(p: Plan, day: number): boolean {
  if (p.maxPerDay === null) return false;
  // Local days are 23 to 25 hours long: look a day either side of UTC midnight and ask
  // each booking's own local day.
  const from = countBelow(p.ownStarts, day * DAY_MS - 2 * DAY_MS);
  let count = 0;
  for (let i = from; i < p.ownStarts.length; i += 1) {
    const start = p.ownStarts[i] as number;
    if (start >= (day + 3) * DAY_MS) break;
    if (localDayOf(p.zone, start) === day) count += 1;
  }
  return count >= p.maxPerDay;
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
    const window = p.windows[weekdayOf(day)];
    if (!window || dayIsFull(p, day)) continue;
    const windowEnd = zonedToInstant(p.zone, day, window.endMs).instant;
    for (let wall = window.startMs; wall < window.endMs; wall += p.stepMs) {
      const start = zonedToInstant(p.zone, day, wall);
      if (!start.exists) continue;
      if (start.instant >= upper) break;
      if (passes(p, start.instant, windowEnd)) {
        slots.push({ start: new Date(start.instant), end: new Date(start.instant + p.durationMs) });
      }
    }
  }
  return slots;
}

/**
 * Whether computeSlots(query) would offer a meeting starting at `start`, without computing
 * the others: the booking endpoint's check against crafted requests.
 */
export function isSlotOffered(query: SlotQuery, start: Date): boolean {
  const p = plan(query);
  const instant = start.getTime();
  if (!Number.isFinite(instant) || !(p.stepMs > 0) || !(p.durationMs > 0)) return false;
  const day = localDayOf(p.zone, instant);
  const window = p.windows[weekdayOf(day)];
  if (!window) return false;
  const wall = localTimeOfDayMs(p.zone, instant);
  if (wall < window.startMs || wall >= window.endMs) return false;
  if ((wall - window.startMs) % p.stepMs !== 0) return false;
  // An ambiguous wall time is offered at its first occurrence only.
  if (zonedToInstant(p.zone, day, wall).instant !== instant) return false;
  if (!passes(p, instant, zonedToInstant(p.zone, day, window.endMs).instant)) return false;
  return !dayIsFull(p, day);
}
