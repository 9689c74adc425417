// Loads what the slot engine needs for one event type around a span of time: its
// availability (own rows and the general ones: the engine picks), the date overrides
// (the host's and the event type's) near the span, the host's live bookings of every
// event type near the span, and the busy times of their connected calendar (decision 059).
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { EngineBooking, EngineBusy, SlotQuery } from '../../../../core/scheduling/slot-engine';
import { DAY_MS, formatDate } from '../../../../core/scheduling/zoned-time';
import type { DB } from '../../../db/types';
import type { ActiveEventType } from './public-event-type';

/**
 * Bookings this far outside the span still matter: buffers reach at most a day (the
 * table's check), max_bookings_per_day counts whole host-local days and
 * max_bookings_per_week whole host-local weeks.
 */
export const MARGIN_MS = 2 * DAY_MS;
export const WEEK_MARGIN_MS = 9 * DAY_MS;

/**
 * A host's live bookings overlapping [from, to) as one text value (unpackBookings reads
 * it): "eventTypeId,start,end,blockedStart,blockedEnd;…" in whole epoch milliseconds, an
 * empty id for a deleted event type. The embedded database hands rows over one at a time,
 * and a thousand of them cost four times one aggregate (bench/booking-slots.bench.ts); the
 * times are integers because printing floats (float8out) cost three quarters of the query.
 *
 * The text is read from scheduling_host_busy, kept by triggers (migration 0064, decision
 * 086), when it holds every booking from `from` on: one row per host instead of one per
 * booking. It also holds bookings beyond the span, which unpackBookings leaves out. A span
 * reaching back before what it holds, or a host without one, reads the bookings.
 */
export function hostBookingsPacked(
  hostId: RawBuilder<unknown> | string,
  from: Date,
  to: Date,
): RawBuilder<string> {
  return sql<string>`coalesce(
    (SELECT hb.packed FROM scheduling_host_busy hb
      WHERE hb.user_id = ${hostId} AND hb.complete_from <= ${from}),
    scheduling_bookings_packed(${hostId}, ${from}::timestamptz, ${to}::timestamptz))`;
}

export async function loadSlotQuery(
  db: Kysely<DB>,
  eventType: ActiveEventType,
  options: {
    hostTimeZone: string;
    now: Date;
    spanStart: Date;
    spanEnd: Date;
    from?: Date;
    to?: Date;
    /** Whose time: the event type's owner, or a team event type's host (decision 063). */
    hostId?: string;
  },
): Promise<SlotQuery> {
  const hostId = options.hostId ?? eventType.userId;
  const margin = eventType.maxBookingsPerWeek === null ? MARGIN_MS : WEEK_MARGIN_MS;
  // Host-local dates of the span, give or take a day for the zone's offset.
  const firstDate = formatDate(Math.floor(options.spanStart.getTime() / DAY_MS) - 2);
  const lastDate = formatDate(Math.floor(options.spanEnd.getTime() / DAY_MS) + 2);
  const bookingsFrom = new Date(options.spanStart.getTime() - margin);
  const bookingsTo = new Date(options.spanEnd.getTime() + margin);
  const [availability, dateOverrides, bookings, calendar] = await Promise.all([
    db
      .selectFrom('scheduling_availability')
      .select(['eventTypeId', 'dayOfWeek', 'startTime', 'endTime'])
      .where('userId', '=', hostId)
      .where((eb) => eb.or([eb('eventTypeId', 'is', null), eb('eventTypeId', '=', eventType.id)]))
      .execute(),
    db
      .selectFrom('scheduling_date_overrides')
      .select(['eventTypeId', 'startDate', 'endDate', 'windows'])
      .where('userId', '=', hostId)
      .where((eb) => eb.or([eb('eventTypeId', 'is', null), eb('eventTypeId', '=', eventType.id)]))
      .where('endDate', '>=', firstDate)
      .where('startDate', '<=', lastDate)
      .execute(),
    sql<{
      packed: string;
    }>`SELECT ${hostBookingsPacked(hostId, bookingsFrom, bookingsTo)} AS packed`
      .execute(db)
      .then((result) => result.rows[0]?.packed ?? ''),
    // The host's calendar busy cache (calendar-sync, decision 059): the last known times.
    db
      .selectFrom('calendar_connections')
      .select('busyPacked')
      .where('userId', '=', hostId)
      .executeTakeFirst(),
  ]);
  return {
    eventType: {
      id: eventType.id,
      duration: eventType.duration,
      bufferBefore: eventType.bufferBefore,
      bufferAfter: eventType.bufferAfter,
      minBookingNotice: eventType.minBookingNotice,
      maxBookingsPerDay: eventType.maxBookingsPerDay,
      maxBookingsPerWeek: eventType.maxBookingsPerWeek,
      dateRangeStart: eventType.dateRangeStart,
      dateRangeEnd: eventType.dateRangeEnd,
    },
    availability,
    dateOverrides,
    bookings: unpackBookings(bookings, bookingsFrom, bookingsTo),
    busy: unpackBusy(calendar?.busyPacked ?? '', options.spanStart, options.spanEnd),
    hostTimeZone: options.hostTimeZone,
    now: options.now,
    ...(options.from ? { from: options.from } : {}),
    ...(options.to ? { to: options.to } : {}),
  };
}

/**
 * hostBookingsPacked's text as the engine's bookings: those overlapping [from, to). Read
 * by scanning for the separators rather than splitting: a team's five hosts hand over
 * 5,000 entries per slots request, and splitting made 30,000 strings of them.
 */
export function unpackBookings(packed: string, from: Date, to: Date): EngineBooking[] {
  const after = from.getTime();
  const before = to.getTime();
  const bookings: EngineBooking[] = [];
  let at = 0;
  while (at < packed.length) {
    const c1 = packed.indexOf(',', at);
    const c2 = packed.indexOf(',', c1 + 1);
    const c3 = packed.indexOf(',', c2 + 1);
    const c4 = packed.indexOf(',', c3 + 1);
    let next = packed.indexOf(';', c4 + 1);
    if (next < 0) next = packed.length;
    if (c1 < 0 || c4 < 0 || c4 > next) break;
    const start = Number(packed.slice(c1 + 1, c2));
    const end = Number(packed.slice(c2 + 1, c3));
    // The bookings query's own condition (start_time < to AND end_time > from).
    if (start < before && end > after) {
      bookings.push({
        eventTypeId: c1 > at ? packed.slice(at, c1) : null,
        start: new Date(start),
        end: new Date(end),
        blockedStart: new Date(Number(packed.slice(c3 + 1, c4))),
        blockedEnd: new Date(Number(packed.slice(c4 + 1, next))),
      });
    }
    at = next + 1;
  }
  return bookings;
}

/** "start,end;…" epoch ms, sorted (calendar-sync/busy-intervals.ts), kept near the span. */
export function unpackBusy(packed: string, spanStart: Date, spanEnd: Date): EngineBusy[] {
  if (!packed) return [];
  const from = spanStart.getTime() - MARGIN_MS;
  const to = spanEnd.getTime() + MARGIN_MS;
  const busy: EngineBusy[] = [];
  for (const entry of packed.split(';')) {
    const comma = entry.indexOf(',');
    const start = Number(entry.slice(0, comma));
    const end = Number(entry.slice(comma + 1));
    if (end > from && start < to) busy.push({ start: new Date(start), end: new Date(end) });
  }
  return busy;
}
