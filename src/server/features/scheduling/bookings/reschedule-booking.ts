// The one place a booking moves to another time (issue 21, decision 057): the same row
// gets the new start, end and blocked range, so the UID its calendar files carry stays,
// the cancel/reschedule token stays, and SEQUENCE rises by one (booking-mails.ts) so
// both calendars replace the event they hold. The old time is free the moment this
// transaction commits — it is the same row — and the table's exclusion constraint still
// decides a race with a booking of the new time: the loser hears "just booked".
//
// Everything that follows a booking's time hooks in here (reminders, a synced calendar
// event): call sites are the invitee's link and the host's bookings list.
import { type Kysely, sql } from 'kysely';
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import { RESCHEDULE_MESSAGES as R } from '../../../../core/scheduling/reschedule-messages';
import { isSlotOffered } from '../../../../core/scheduling/slot-engine';
import { localDayOf, weekStartOf, zonedToInstant } from '../../../../core/scheduling/zoned-time';
import { parseTimeZone } from '../../../../core/time-zone';
import type { DB } from '../../../db/types';
import { badRequest, HttpError, notFound } from '../../../http/errors';
import { loadSlotQuery } from '../booking-page/booking-slot-query';
import { slotTakenError } from '../booking-page/create-public-booking';
import {
  removeBookingFromHostCalendar,
  syncBookingToCalendar,
} from '../calendar-sync/calendar-booking-jobs';
import { publishSchedulingChange } from '../publish-scheduling-change';
import { moveRoundRobinBooking } from '../team-event-types/round-robin-move';
import { enqueueBookingMails, enqueueHostChangeMails } from './booking-mails';
import { recordBookingActivity } from './record-booking-activity';

const EXCLUSION_VIOLATION = '23P01';

export type BookingMove = {
  bookingId: string;
  hostId: string;
  workspaceId: string;
  eventTypeId: string;
  previous: { start: Date; end: Date };
  start: Date;
  end: Date;
};

/**
 * Moves a live, upcoming booking to `startTime`, inside the caller's transaction (the
 * row is locked first). Refuses, changing nothing: a canceled or past booking (409), a
 * booking whose event type is gone or off (409), the same time (400), a time the event
 * type does not offer (400) and a taken one (409).
 */
export async function rescheduleBooking(
  trx: Kysely<DB>,
  input: {
    bookingId: string;
    startTime: Date;
    publicUrl: string;
    /** Who moved it, for the host's Recent Activity: the invitee's link or the bookings list. */
    by: 'invitee' | 'host';
    /** The API key that signed the host's request (decision 071). */
    viaApiKey?: string;
    now?: Date;
  },
): Promise<BookingMove> {
  const now = input.now ?? new Date();
  const current = await trx
    .selectFrom('scheduling_bookings')
    .select([
      'id',
      'userId',
      'workspaceId',
      'createdBy',
      'eventTypeId',
      'status',
      'startTime',
      'endTime',
    ])
    .where('id', '=', input.bookingId)
    .forUpdate()
    .executeTakeFirst();
  if (!current) throw notFound(SCHEDULING_MESSAGES.bookingNotFound);
  if (current.status === 'canceled') throw new HttpError('conflict', R.rescheduleCanceled);
  if (new Date(current.startTime) <= now) throw new HttpError('conflict', R.rescheduleInPast);

  const found = current.eventTypeId
    ? await trx
        .selectFrom('scheduling_event_types as e')
        // The booking's host: a team event type's booking keeps the host it was given
        // (decision 063), whose hours and bookings decide the new time.
        .innerJoin('profiles as p', (join) => join.on('p.userId', '=', current.userId))
        .selectAll('e')
        .select('p.timezone as hostTimeZone')
        .where('e.id', '=', current.eventTypeId)
        .where('e.isActive', '=', true)
        .executeTakeFirst()
    : undefined;
  if (!found) throw new HttpError('conflict', R.rescheduleEventTypeGone);
  const { hostTimeZone: storedZone, ...eventType } = found;
  const hostTimeZone = parseTimeZone(storedZone) ?? 'UTC';

  const start = input.startTime;
  const end = new Date(start.getTime() + eventType.duration * 60_000);
  const previous = { start: new Date(current.startTime), end: new Date(current.endTime) };
  if (start.getTime() === previous.start.getTime()) {
    throw badRequest(R.rescheduleSameTime, { startTime: R.rescheduleSameTime });
  }

  const blockedStart = new Date(start.getTime() - eventType.bufferBefore * 60_000);
  const blockedEnd = new Date(end.getTime() + eventType.bufferAfter * 60_000);

  // Round robin (decision 073): any free host of the event type may take the new time; the
  // booked host keeps it when free then, else it goes to the free host due next.
  if (eventType.teamKind === 'round_robin') {
    const decided = await moveRoundRobinBooking(
      trx,
      eventType,
      { id: current.id, hostId: current.userId, previous },
      { start, end, now },
      async (hostId) => {
        await trx
          .updateTable('scheduling_bookings')
          .set({
            userId: hostId,
            createdBy: hostId,
            startTime: start,
            endTime: end,
            blockedDuring: sql<string>`tstzrange(${blockedStart}, ${blockedEnd}, '[)')`,
            updatedAt: sql<Date>`now()`,
          })
          .where('id', '=', current.id)
          .execute();
      },
    );
    if (decided.kind === 'handed_over') {
      await handOverMovedBooking(trx, current, decided.hostId, {
        previous,
        publicUrl: input.publicUrl,
      });
      return {
        bookingId: current.id,
        hostId: decided.hostId,
        workspaceId: current.workspaceId,
        eventTypeId: eventType.id,
        previous,
        start,
        end,
      };
    }
  }

  const query = await loadSlotQuery(trx, eventType, {
    hostId: current.userId,
    hostTimeZone,
    now,
    spanStart: start,
    spanEnd: end,
  });
  // The booking being moved does not stand in its own way (a move by fifteen minutes
  // overlaps the old time): it is the one live booking at exactly its old start and end.
  const others = query.bookings.filter(
    (b) =>
      !(
        b.start.getTime() === previous.start.getTime() && b.end.getTime() === previous.end.getTime()
      ),
  );
  if (!isSlotOffered({ ...query, bookings: others }, start)) {
    // A host busy in their own calendar (calendar sync) counts as taken too.
    if (isSlotOffered({ ...query, bookings: [], busy: [] }, start)) throw slotTakenError();
    throw badRequest(SCHEDULING_MESSAGES.slotNotOffered, {
      startTime: SCHEDULING_MESSAGES.slotNotOffered,
    });
  }

  // The same locks, in the same order, as a new booking's (create-public-booking.ts): the
  // week's, then the day's; the moved booking does not count against its new week or day.
  const day = localDayOf(hostTimeZone, start.getTime());
  const countOthers = async (kind: string, firstDay: number, days: number) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${kind}), hashtext(${`${current.userId}:${firstDay}`}))`.execute(
      trx,
    );
    const { count } = await trx
      .selectFrom('scheduling_bookings')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', current.userId)
      .where('eventTypeId', '=', eventType.id)
      .where('status', 'in', ['pending', 'confirmed'])
      .where('id', '!=', current.id)
      .where('startTime', '>=', new Date(zonedToInstant(hostTimeZone, firstDay, 0).instant))
      .where('startTime', '<', new Date(zonedToInstant(hostTimeZone, firstDay + days, 0).instant))
      .executeTakeFirstOrThrow();
    return Number(count);
  };
  if (eventType.maxBookingsPerWeek !== null) {
    const monday = weekStartOf(day);
    if ((await countOthers('scheduling_week', monday, 7)) >= eventType.maxBookingsPerWeek) {
      throw slotTakenError();
    }
  }
  if (eventType.maxBookingsPerDay !== null) {
    if ((await countOthers('scheduling_day', day, 1)) >= eventType.maxBookingsPerDay) {
      throw slotTakenError();
    }
  }

  try {
    await trx
      .updateTable('scheduling_bookings')
      .set({
        startTime: start,
        endTime: end,
        blockedDuring: sql<string>`tstzrange(${blockedStart}, ${blockedEnd}, '[)')`,
        updatedAt: sql<Date>`now()`,
      })
      .where('id', '=', current.id)
      .execute();
  } catch (error) {
    // Another booking of the new time committed first: the transaction is void, the
    // booking keeps its old time.
    if ((error as { code?: string }).code === EXCLUSION_VIOLATION) throw slotTakenError();
    throw error;
  }
  // Raises ics_sequence: both sides' calendars move the event they already hold.
  await enqueueBookingMails(trx, 'rescheduled', current.id, {
    publicUrl: input.publicUrl,
    previous,
  });
  // Reminders follow start_time by themselves (migration 0041's trigger); the host's
  // synced calendar event is rewritten at the new time (the same event, by its UID).
  await syncBookingToCalendar(trx, current.id);
  await recordBookingActivity(trx, current.userId, current.id, {
    kind: 'booking_rescheduled',
    rescheduledBy: input.by,
    previousStart: previous.start,
    viaApiKey: input.viaApiKey,
  });
  await publishSchedulingChange(trx, current, 'scheduling_bookings', 'update', current.id);
  return {
    bookingId: current.id,
    hostId: current.userId,
    workspaceId: current.workspaceId,
    eventTypeId: eventType.id,
    previous,
    start,
    end,
  };
}

/**
 * The booking now has another host (decision 073): the assignment recorded, the old host's
 * calendar event removed and the new host's written, the invitee told of the new time and
 * host, the old host told it left them (a calendar file that removes it), the new host
 * told it is theirs (a calendar file that adds it), both hosts' lists updated live.
 */
async function handOverMovedBooking(
  trx: Kysely<DB>,
  before: { id: string; userId: string; workspaceId: string; createdBy: string | null },
  hostId: string,
  options: { previous: { start: Date; end: Date }; publicUrl: string },
): Promise<void> {
  await trx
    .insertInto('scheduling_booking_assignments')
    .values({
      bookingId: before.id,
      workspaceId: before.workspaceId,
      fromUserId: before.userId,
      toUserId: hostId,
      rule: 'round_robin',
      reason: 'reschedule',
    })
    .execute();
  await removeBookingFromHostCalendar(trx, before.id, before.userId);
  await enqueueHostChangeMails(trx, before.id, {
    publicUrl: options.publicUrl,
    previous: options.previous,
    previousHostId: before.userId,
  });
  await syncBookingToCalendar(trx, before.id);
  await recordBookingActivity(trx, hostId, before.id, { kind: 'booking_created' });
  await publishSchedulingChange(trx, before, 'scheduling_bookings', 'update', before.id);
  await publishSchedulingChange(
    trx,
    { workspaceId: before.workspaceId, userId: hostId, createdBy: hostId },
    'scheduling_bookings',
    'update',
    before.id,
  );
}
