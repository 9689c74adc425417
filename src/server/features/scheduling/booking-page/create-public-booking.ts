// POST /public/schedule/:userId/:slug/bookings — an invitee books a slot. One
// transaction: the slot is checked against the engine, the booking and its answers
// are written with the host's Recent Activity entry, the rate-limit place is taken,
// the mails are queued and the browsers of everyone who sees it in the event type's
// workspace are told. Two overlapping live bookings are made impossible by the table's
// exclusion constraint, whatever the race (other requests, other server processes);
// max_bookings_per_day and max_bookings_per_week are re-checked under per-host locks.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import { jitsiRoomUrl, LOCATION_MESSAGES } from '../../../../core/scheduling/meeting-location';
import { isSlotOffered } from '../../../../core/scheduling/slot-engine';
import { localDayOf, weekStartOf, zonedToInstant } from '../../../../core/scheduling/zoned-time';
import type {
  BookingStatus,
  PublicBookingCreated,
  ZBookingCreate,
} from '../../../../core/scheduling-schemas';
import { parseTimeZone } from '../../../../core/time-zone';
import { inTransactionRetryingDeadlocks } from '../../../db/in-transaction';
import type { DB } from '../../../db/types';
import { badRequest, HttpError } from '../../../http/errors';
import { enqueueBookingMails } from '../bookings/booking-mails';
import { recordBookingActivity } from '../bookings/record-booking-activity';
import { syncBookingToCalendar } from '../calendar-sync/calendar-booking-jobs';
import { publishSchedulingChange } from '../publish-scheduling-change';
import { readAnswers } from './booking-answers';
import { takeBookingAction } from './booking-rate-limit';
import { loadSlotQuery } from './booking-slot-query';
import { loadPublicEventType } from './public-event-type';

const EXCLUSION_VIOLATION = '23P01';

export function slotTakenError(): HttpError {
  return new HttpError('conflict', SCHEDULING_MESSAGES.slotTaken, {
    startTime: SCHEDULING_MESSAGES.slotTaken,
  });
}

export function slotNotOfferedError(): HttpError {
  return badRequest(SCHEDULING_MESSAGES.slotNotOffered, {
    startTime: SCHEDULING_MESSAGES.slotNotOffered,
  });
}

/** The exclusion constraint refused an overlapping booking: a lost race. */
export function isOverlapViolation(error: unknown): boolean {
  return (error as { code?: string }).code === EXCLUSION_VIOLATION;
}

/** What the booking page gets back for a booking it made (personal or team). */
export function bookingAnswer(booking: {
  id: string;
  startTime: Date | string;
  endTime: Date | string;
  status: PublicBookingCreated['booking']['status'];
  inviteeName: string;
  cancelToken: string;
}): PublicBookingCreated {
  return {
    booking: {
      id: booking.id,
      startTime: new Date(booking.startTime).toISOString(),
      endTime: new Date(booking.endTime).toISOString(),
      status: booking.status,
      inviteeName: booking.inviteeName,
    },
    cancelPath: `/schedule/cancel/${booking.cancelToken}`,
  };
}

export async function createPublicBooking(
  db: Kysely<DB>,
  input: {
    userId: string;
    slug: string;
    values: z.output<typeof ZBookingCreate>;
    visitorKey: string;
    publicUrl: string;
    now?: Date;
  },
): Promise<PublicBookingCreated> {
  const { userId, values } = input;
  const now = input.now ?? new Date();
  const start = new Date(values.startTime);
  try {
    return await inTransactionRetryingDeadlocks(db, async (trx) => {
      const {
        row: eventType,
        questions,
        view,
      } = await loadPublicEventType(trx, userId, input.slug);
      const answers = readAnswers(questions, values.responses);
      const hostTimeZone = view.host.timeZone;
      const end = new Date(start.getTime() + eventType.duration * 60_000);

      const query = await loadSlotQuery(trx, eventType, {
        hostTimeZone,
        now,
        spanStart: start,
        spanEnd: end,
      });
      if (!isSlotOffered(query, start)) {
        // A start the page offered a moment ago, taken since, is a lost race (409: the
        // page shows fresh slots); one it never offered is a crafted request.
        // A host busy in their own calendar (calendar sync) is taken too.
        if (isSlotOffered({ ...query, bookings: [], busy: [] }, start)) throw slotTakenError();
        throw slotNotOfferedError();
      }

      const day = localDayOf(hostTimeZone, start.getTime());
      // The week's lock first, then the day's: one order, so two bookings never wait for
      // each other crosswise.
      if (eventType.maxBookingsPerWeek !== null) {
        const monday = weekStartOf(day);
        await lockCount(trx, 'scheduling_week', `${userId}:${monday}`);
        const count = await countOwnBookings(trx, eventType.id, userId, hostTimeZone, monday, 7);
        if (count >= eventType.maxBookingsPerWeek) throw slotTakenError();
      }
      if (eventType.maxBookingsPerDay !== null) {
        // Two bookings of one host-local day wait for each other here, so the count
        // below sees every booking committed before this one.
        await lockCount(trx, 'scheduling_day', `${userId}:${day}`);
        const count = await countOwnBookings(trx, eventType.id, userId, hostTimeZone, day, 1);
        if (count >= eventType.maxBookingsPerDay) throw slotTakenError();
      }

      // The host calls the invitee: their number is needed (decision 058).
      if (eventType.locationKind === 'phone_invitee' && !values.phone) {
        throw badRequest(LOCATION_MESSAGES.inviteePhoneRequired, {
          phone: LOCATION_MESSAGES.inviteePhoneRequired,
        });
      }
      const blockedStart = new Date(start.getTime() - eventType.bufferBefore * 60_000);
      const blockedEnd = new Date(end.getTime() + eventType.bufferAfter * 60_000);
      const status: BookingStatus = eventType.requiresConfirmation ? 'pending' : 'confirmed';
      const booking = await trx
        .insertInto('scheduling_bookings')
        .values({
          eventTypeId: eventType.id,
          // The event type's workspace; its host owns the booking (and made it, by proxy).
          workspaceId: eventType.workspaceId,
          userId,
          createdBy: userId,
          startTime: start,
          endTime: end,
          blockedDuring: sql<string>`tstzrange(${blockedStart}, ${blockedEnd}, '[)')`,
          inviteeName: values.name,
          inviteeEmail: values.email,
          inviteePhone: values.phone,
          inviteeTimeZone: parseTimeZone(values.timeZone) ?? null,
          notes: values.notes,
          status,
          cancelToken: randomBytes(24).toString('base64url'),
          // Its own Jitsi Meet room, unguessable (decision 058).
          meetingUrl:
            eventType.locationKind === 'jitsi'
              ? jitsiRoomUrl(randomBytes(18).toString('base64url'))
              : null,
        })
        .returning([
          'id',
          'workspaceId',
          'userId',
          'createdBy',
          'startTime',
          'endTime',
          'status',
          'inviteeName',
          'cancelToken',
        ])
        .executeTakeFirstOrThrow();

      if (answers.length > 0) {
        await trx
          .insertInto('scheduling_responses')
          .values(answers.map((answer) => ({ bookingId: booking.id, ...answer })))
          .execute();
      }
      await recordBookingActivity(trx, userId, booking.id, { kind: 'booking_created' });
      await takeBookingAction(trx, userId, input.visitorKey);
      await enqueueBookingMails(trx, 'created', booking.id, { publicUrl: input.publicUrl });
      await syncBookingToCalendar(trx, booking.id);
      await publishSchedulingChange(trx, booking, 'scheduling_bookings', 'insert', booking.id);
      return bookingAnswer(booking);
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw slotTakenError();
    throw error;
  }
}

async function lockCount(trx: Kysely<DB>, kind: string, key: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${kind}), hashtext(${key}))`.execute(trx);
}

/** Live bookings of the event type starting on `days` host-local days from `firstDay`. */
async function countOwnBookings(
  trx: Kysely<DB>,
  eventTypeId: string,
  userId: string,
  zone: string,
  firstDay: number,
  days: number,
): Promise<number> {
  const from = new Date(zonedToInstant(zone, firstDay, 0).instant);
  const to = new Date(zonedToInstant(zone, firstDay + days, 0).instant);
  const { count } = await trx
    .selectFrom('scheduling_bookings')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('eventTypeId', '=', eventTypeId)
    .where('status', 'in', ['pending', 'confirmed'])
    .where('startTime', '>=', from)
    .where('startTime', '<', to)
    .executeTakeFirstOrThrow();
  return Number(count);
}
