// GET /public/schedule/:userId/:slug/slots?from=YYYY-MM-DD&to=YYYY-MM-DD&timeZone=… —
// the free starts between two calendar dates of the invitee's zone (the host's when
// none is given), as UTC instants; the page groups them by day in the invitee's zone.
// &reschedule=<token>: the reschedule page's list — the booking that token moves does not
// stand in its own way (its old time and the times overlapping it are offered), as the
// move itself allows (rescheduleBooking). Any other token changes nothing: the answer is
// the same as without one, so it tells nothing about tokens.
import type { Kysely } from 'kysely';
import { computeSlots } from '../../../../core/scheduling/slot-engine';
import { parseDate, zonedToInstant } from '../../../../core/scheduling/zoned-time';
import { SLOT_SEARCH_DAYS, type SlotsAnswer } from '../../../../core/scheduling-schemas';
import { parseTimeZone } from '../../../../core/time-zone';
import type { DB } from '../../../db/types';
import { badRequest } from '../../../http/errors';
import { isTokenShaped } from './booking-by-token';
import { loadSlotQuery } from './booking-slot-query';
import { findActiveEventTypeAndZone } from './public-event-type';

/** A month view and a little more; anything wider is not a page asking. */
const MAX_RANGE_DAYS = 62;

export type SlotsRequest = { from?: string; to?: string; timeZone?: string; reschedule?: string };

export async function listPublicSlots(
  db: Kysely<DB>,
  userId: string,
  slug: string,
  request: SlotsRequest,
  now = new Date(),
): Promise<SlotsAnswer> {
  const { eventType, hostTimeZone } = await findActiveEventTypeAndZone(db, userId, slug);
  const zone = request.timeZone ? parseTimeZone(request.timeZone) : hostTimeZone;
  if (!zone) throw badRequest('Unknown time zone', { timeZone: 'Unknown time zone' });

  const { from, to } = requestedSpan(request, zone, now);
  const query = await loadSlotQuery(db, eventType, {
    hostTimeZone,
    now,
    spanStart: from,
    spanEnd: to,
    from,
    to,
  });
  const moving = request.reschedule
    ? await movingBooking(db, request.reschedule, userId, eventType.id)
    : undefined;
  if (moving) {
    query.bookings = query.bookings.filter(
      (b) =>
        !(
          b.eventTypeId === eventType.id &&
          b.start.getTime() === moving.start.getTime() &&
          b.end.getTime() === moving.end.getTime()
        ),
    );
  }
  return {
    slots: computeSlots(query).map((slot) => ({
      start: slot.start.toISOString(),
      end: slot.end.toISOString(),
    })),
  };
}

/**
 * The live booking of this event type the token moves (the host's bookings never overlap,
 * so its start and end single it out of the slot query's list), or nothing.
 */
async function movingBooking(
  db: Kysely<DB>,
  token: string,
  userId: string,
  eventTypeId: string,
): Promise<{ start: Date; end: Date } | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const row = await db
    .selectFrom('scheduling_bookings')
    .select(['startTime', 'endTime'])
    .where('cancelToken', '=', token)
    .where('userId', '=', userId)
    .where('eventTypeId', '=', eventTypeId)
    .where('status', 'in', ['pending', 'confirmed'])
    .executeTakeFirst();
  return row ? { start: new Date(row.startTime), end: new Date(row.endTime) } : undefined;
}

/**
 * The instants between the request's two calendar dates of `zone` (the coming
 * SLOT_SEARCH_DAYS without them); 400 for a bad date, a reversed or too wide range.
 */
export function requestedSpan(
  request: SlotsRequest,
  zone: string,
  now: Date,
): { from: Date; to: Date } {
  let from = now;
  let to = new Date(now.getTime() + SLOT_SEARCH_DAYS * 86_400_000);
  if (request.from || request.to) {
    const fromDay = dayNumber(request.from, 'from');
    const toDay = request.to ? dayNumber(request.to, 'to') : fromDay + SLOT_SEARCH_DAYS - 1;
    if (toDay < fromDay) throw badRequest('"to" is before "from"', { to: '"to" is before "from"' });
    if (toDay - fromDay + 1 > MAX_RANGE_DAYS) {
      const message = `At most ${MAX_RANGE_DAYS} days at a time`;
      throw badRequest(message, { to: message });
    }
    from = new Date(zonedToInstant(zone, fromDay, 0).instant);
    to = new Date(zonedToInstant(zone, toDay + 1, 0).instant);
  }
  return { from, to };
}

function dayNumber(value: string | undefined, field: 'from' | 'to'): number {
  const message = 'Enter a date as YYYY-MM-DD';
  if (!value) throw badRequest(message, { [field]: message });
  try {
    const day = parseDate(value);
    if (!Number.isFinite(day) || new Date(day * 86_400_000).toISOString().slice(0, 10) !== value) {
      throw new RangeError(value);
    }
    return day;
  } catch {
    throw badRequest(message, { [field]: message });
  }
}
