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
 * A host's bookings as one text value (unpackBookings reads it): "eventTypeId,start,end,
 * blockedStart,blockedEnd;…" in whole epoch milliseconds, an empty id for a deleted event
 * type. The times are written as integers: printing them as floating-point numbers
 * (float8out) cost three quarters of the query at 1,000 bookings
 * (bench/team-slots.bench.ts, five hosts).
 */
export function packedBookings(): RawBuilder<string | null> {
  return sql<string | null>`string_agg(concat_ws(',', coalesce(event_type_id::text, ''),
    (date_part('epoch', start_time) * 1000)::bigint,
    (date_part('epoch', end_time) * 1000)::bigint,
    (date_part('epoch', lower(blocked_during)) * 1000)::bigint,
    (date_part('epoch', upper(blocked_during)) * 1000)::bigint), ';')`;
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
    db
      .selectFrom('scheduling_bookings')
      // One text value rather than a row per booking: the embedded database hands rows
      // over one at a time, and a thousand of them cost four times the aggregate
      // (bench/booking-slots.bench.ts). Each booking is "eventTypeId,start,end,blockedStart,
      // blockedEnd" in epoch milliseconds; an empty id is a deleted event type.
      .select(packedBookings().as('packed'))
      .where('userId', '=', hostId)
      .where('status', 'in', ['pending', 'confirmed'])
      .where('startTime', '<', new Date(options.spanEnd.getTime() + margin))
      .where('endTime', '>', new Date(options.spanStart.getTime() - margin))
      .executeTakeFirst(),
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
    bookings: unpackBookings(bookings?.packed ?? null),
    busy: unpackBusy(calendar?.busyPacked ?? '', options.spanStart, options.spanEnd),
    hostTimeZone: options.hostTimeZone,
    now: options.now,
    ...(options.from ? { from: options.from } : {}),
    ...(options.to ? { to: options.to } : {}),
  };
}

export function unpackBookings(packed: string | null): EngineBooking[] {
  if (!packed) return [];
  return packed.split(';').map((entry) => {
    const [eventTypeId, start, end, blockedStart, blockedEnd] = entry.split(',');
    const at = (value: string | undefined) => new Date(Number(value));
    return {
      eventTypeId: eventTypeId || null,
      start: at(start),
      end: at(end),
      blockedStart: at(blockedStart),
      blockedEnd: at(blockedEnd),
    };
  });
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
