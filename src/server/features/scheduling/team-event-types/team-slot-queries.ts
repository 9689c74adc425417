// The slot engine's input for every host of a team event type around a span of time, in
// four queries for the whole team (not four per host): each host's weekly hours and date
// overrides, live bookings of every event type (personal and team alike) and calendar
// busy times. The engine then runs once per host (bench/team-slots.bench.ts).
import { type Kysely, sql } from 'kysely';
import type { SlotQuery } from '../../../../core/scheduling/slot-engine';
import { DAY_MS, formatDate } from '../../../../core/scheduling/zoned-time';
import type { DB } from '../../../db/types';
import {
  MARGIN_MS,
  unpackBookings,
  unpackBusy,
  WEEK_MARGIN_MS,
} from '../booking-page/booking-slot-query';
import type { EventTypeRow } from '../event-types/event-type-view';
import type { TeamHostRow } from './public-team-event-type';

export type HostSlotQuery = { host: TeamHostRow; query: SlotQuery };

export async function loadTeamSlotQueries(
  db: Kysely<DB>,
  eventType: EventTypeRow,
  hosts: readonly TeamHostRow[],
  options: { now: Date; spanStart: Date; spanEnd: Date; from?: Date; to?: Date },
): Promise<HostSlotQuery[]> {
  if (hosts.length === 0) return [];
  const hostIds = hosts.map((host) => host.userId);
  const margin = eventType.maxBookingsPerWeek === null ? MARGIN_MS : WEEK_MARGIN_MS;
  const firstDate = formatDate(Math.floor(options.spanStart.getTime() / DAY_MS) - 2);
  const lastDate = formatDate(Math.floor(options.spanEnd.getTime() / DAY_MS) + 2);
  const [availability, dateOverrides, bookings, calendars] = await Promise.all([
    db
      .selectFrom('scheduling_availability')
      .select(['userId', 'eventTypeId', 'dayOfWeek', 'startTime', 'endTime'])
      .where('userId', 'in', hostIds)
      .where((eb) => eb.or([eb('eventTypeId', 'is', null), eb('eventTypeId', '=', eventType.id)]))
      .execute(),
    db
      .selectFrom('scheduling_date_overrides')
      .select(['userId', 'eventTypeId', 'startDate', 'endDate', 'windows'])
      .where('userId', 'in', hostIds)
      .where((eb) => eb.or([eb('eventTypeId', 'is', null), eb('eventTypeId', '=', eventType.id)]))
      .where('endDate', '>=', firstDate)
      .where('startDate', '<=', lastDate)
      .execute(),
    db
      .selectFrom('scheduling_bookings')
      // Packed per host as booking-slot-query.ts does it for one (the embedded database
      // hands rows over one at a time; one text value per host is far cheaper).
      .select([
        'userId',
        sql<string | null>`string_agg(concat_ws(',', coalesce(event_type_id::text, ''),
          date_part('epoch', start_time) * 1000, date_part('epoch', end_time) * 1000,
          date_part('epoch', lower(blocked_during)) * 1000,
          date_part('epoch', upper(blocked_during)) * 1000), ';')`.as('packed'),
      ])
      .where('userId', 'in', hostIds)
      .where('status', 'in', ['pending', 'confirmed'])
      .where('startTime', '<', new Date(options.spanEnd.getTime() + margin))
      .where('endTime', '>', new Date(options.spanStart.getTime() - margin))
      .groupBy('userId')
      .execute(),
    db
      .selectFrom('calendar_connections')
      .select(['userId', 'busyPacked'])
      .where('userId', 'in', hostIds)
      .execute(),
  ]);
  const engineType = {
    id: eventType.id,
    duration: eventType.duration,
    bufferBefore: eventType.bufferBefore,
    bufferAfter: eventType.bufferAfter,
    minBookingNotice: eventType.minBookingNotice,
    maxBookingsPerDay: eventType.maxBookingsPerDay,
    maxBookingsPerWeek: eventType.maxBookingsPerWeek,
    dateRangeStart: eventType.dateRangeStart,
    dateRangeEnd: eventType.dateRangeEnd,
  };
  return hosts.map((host) => ({
    host,
    query: {
      eventType: engineType,
      availability: availability
        .filter((row) => row.userId === host.userId)
        .map(({ userId: _, ...row }) => row),
      dateOverrides: dateOverrides
        .filter((row) => row.userId === host.userId)
        .map(({ userId: _, ...row }) => row),
      bookings: unpackBookings(bookings.find((row) => row.userId === host.userId)?.packed ?? null),
      busy: unpackBusy(
        calendars.find((row) => row.userId === host.userId)?.busyPacked ?? '',
        options.spanStart,
        options.spanEnd,
      ),
      hostTimeZone: host.timeZone,
      now: options.now,
      ...(options.from ? { from: options.from } : {}),
      ...(options.to ? { to: options.to } : {}),
    },
  }));
}
