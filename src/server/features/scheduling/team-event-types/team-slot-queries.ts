// The slot engine's input for every host of a team event type around a span of time, in
// one query for the whole team (not one per host and kind): each host's weekly hours and date
// overrides, live bookings of every event type (personal and team alike) and calendar
// busy times. The engine then runs once per host (bench/team-slots.bench.ts).
import { type Kysely, sql } from 'kysely';
import type {
  EngineAvailability,
  EngineDateOverride,
  EngineZonedOverride,
  SlotQuery,
} from '../../../../core/scheduling/slot-engine';
import { DAY_MS, formatDate } from '../../../../core/scheduling/zoned-time';
import type { DB } from '../../../db/types';
import {
  hostBookingsPacked,
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
  const spanFrom = new Date(options.spanStart.getTime() - margin);
  const spanTo = new Date(options.spanEnd.getTime() + margin);
  // One round trip for the whole team: per host, the weekly hours and the date overrides
  // (json), the live bookings of every event type packed as booking-slot-query.ts packs
  // one host's, and the calendar busy cache.
  const { rows } = await sql<HostRows>`
    SELECT host.user_id,
      (SELECT json_agg(json_build_object('eventTypeId', a.event_type_id,
          'dayOfWeek', a.day_of_week, 'startTime', a.start_time, 'endTime', a.end_time))
        FROM scheduling_availability a
        WHERE a.user_id = host.user_id
          AND (a.event_type_id IS NULL OR a.event_type_id = ${eventType.id})) AS availability,
      (SELECT json_agg(json_build_object('eventTypeId', o.event_type_id,
          'startDate', o.start_date, 'endDate', o.end_date, 'windows', o.windows))
        FROM scheduling_date_overrides o
        WHERE o.user_id = host.user_id AND o.event_type_id IS NULL
          AND o.end_date >= ${firstDate} AND o.start_date <= ${lastDate}) AS date_overrides,
      -- The team event type's own overrides, for every host in their own zone (decision 077).
      (SELECT json_agg(json_build_object('timeZone', o.time_zone,
          'startDate', o.start_date, 'endDate', o.end_date, 'windows', o.windows))
        FROM scheduling_date_overrides o
        WHERE o.event_type_id = ${eventType.id} AND o.time_zone IS NOT NULL
          AND o.end_date >= ${firstDate} AND o.start_date <= ${lastDate}) AS zoned_overrides,
      ${hostBookingsPacked(sql`host.user_id`, spanFrom, spanTo)} AS packed,
      (SELECT c.busy_packed FROM calendar_connections c
        WHERE c.user_id = host.user_id) AS busy_packed
    FROM unnest(${hostIds}::text[]) AS host (user_id)`.execute(db);
  const byHost = new Map(rows.map((row) => [row.userId, row]));
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
  return hosts.map((host) => {
    const row = byHost.get(host.userId);
    return {
      host,
      query: {
        eventType: engineType,
        availability: row?.availability ?? [],
        dateOverrides: row?.dateOverrides ?? [],
        zonedOverrides: row?.zonedOverrides ?? [],
        bookings: unpackBookings(row?.packed ?? '', spanFrom, spanTo),
        busy: unpackBusy(row?.busyPacked ?? '', options.spanStart, options.spanEnd),
        hostTimeZone: host.timeZone,
        now: options.now,
        ...(options.from ? { from: options.from } : {}),
        ...(options.to ? { to: options.to } : {}),
      },
    };
  });
}

type HostRows = {
  userId: string;
  availability: EngineAvailability[] | null;
  dateOverrides: EngineDateOverride[] | null;
  zonedOverrides: EngineZonedOverride[] | null;
  packed: string;
  busyPacked: string | null;
};
