// POST /public/team/:orgSlug/:slug/bookings — an invitee books a team event type (issue 22,
// decision 063). One transaction, like a personal booking (create-public-booking.ts):
//
// - Team bookings of one event type wait for each other on an advisory lock, so each sees
//   the ones committed before it: round robin's counts are exact and two invitees are
//   never both given the host who was due when another was free.
// - Every booking row still has one host in user_id, so the exclusion constraint decides
//   against that host's personal bookings and other teams' bookings, whatever the race.
//   Round robin tries the host due next in a savepoint; if the constraint refuses (a
//   personal booking of that host won), the next free host is tried, and only when none
//   is left does the invitee hear "just taken".
// - Collective writes one row per host (the invitee's, then the others pointing at it):
//   any host taken meanwhile fails the whole booking as "just taken".
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { ZodError, type z } from 'zod';
import { jitsiRoomUrl, LOCATION_MESSAGES } from '../../../../core/scheduling/meeting-location';
import { isSlotOffered } from '../../../../core/scheduling/slot-engine';
import type {
  BookingStatus,
  PublicBookingCreated,
  ZBookingCreate,
} from '../../../../core/scheduling-schemas';
import { parseTimeZone } from '../../../../core/time-zone';
import { inTransactionRetryingDeadlocks } from '../../../db/in-transaction';
import type { DB } from '../../../db/types';
import { badRequest, HttpError } from '../../../http/errors';
import { routeLead } from '../../lead-routing/public';
import { readAnswers } from '../booking-page/booking-answers';
import { takeBookingAction } from '../booking-page/booking-rate-limit';
import {
  bookingAnswer,
  isOverlapViolation,
  slotNotOfferedError,
  slotTakenError,
} from '../booking-page/create-public-booking';
import { enqueueBookingMails } from '../bookings/booking-mails';
import { recordBookingActivity } from '../bookings/record-booking-activity';
import { syncBookingToCalendar } from '../calendar-sync/calendar-booking-jobs';
import type { EventTypeRow } from '../event-types/event-type-view';
import { publishSchedulingChange } from '../publish-scheduling-change';
import { loadPublicTeamEventType } from './public-team-event-type';
import { lockTeamEventType, roundRobinCandidates, writeWithNextHost } from './round-robin-hosts';
import { type HostSlotQuery, loadTeamSlotQueries } from './team-slot-queries';

type BookingValues = z.output<typeof ZBookingCreate>;

export async function bookTeamEvent(
  db: Kysely<DB>,
  input: {
    orgSlug: string;
    slug: string;
    values: BookingValues;
    visitorKey: string;
    publicUrl: string;
    now?: Date;
  },
): Promise<PublicBookingCreated> {
  const { values } = input;
  const now = input.now ?? new Date();
  const start = new Date(values.startTime);
  try {
    return await inTransactionRetryingDeadlocks(db, async (trx) => {
      const loaded = await loadPublicTeamEventType(trx, input.orgSlug, input.slug);
      const { row: eventType, kind } = loaded;
      const answers = readAnswers(loaded.questions, values.responses);
      if (eventType.locationKind === 'phone_invitee' && !values.phone) {
        throw badRequest(LOCATION_MESSAGES.inviteePhoneRequired, {
          phone: LOCATION_MESSAGES.inviteePhoneRequired,
        });
      }
      const end = new Date(start.getTime() + eventType.duration * 60_000);
      await lockTeamEventType(trx, eventType.id);
      const queries = await loadTeamSlotQueries(trx, eventType, loaded.hosts, {
        now,
        spanStart: start,
        spanEnd: end,
      });
      const free = queries.filter(({ query }) => isSlotOffered(query, start));
      const needed = kind === 'collective' ? queries.length : 1;
      if (queries.length === 0 || free.length < needed) throw refusal(queries, start);

      const write = (hostId: string, primaryBookingId: string | null) =>
        insertBooking(trx, eventType, { hostId, start, end, values, primaryBookingId });
      let primary: InsertedBooking;
      const others: InsertedBooking[] = [];
      if (kind === 'collective') {
        const [first, ...rest] = free;
        if (!first) throw refusal(queries, start);
        primary = await write(first.host.userId, null);
        for (const { host } of rest) others.push(await write(host.userId, primary.id));
      } else {
        const candidates = await roundRobinCandidates(
          trx,
          eventType.id,
          free.map(({ host }) => host),
        );
        primary = await writeWithNextHost(trx, candidates, (hostId) => write(hostId, null));
      }

      if (answers.length > 0) {
        await trx
          .insertInto('scheduling_responses')
          .values(answers.map((answer) => ({ bookingId: primary.id, ...answer })))
          .execute();
      }
      // The rate limit's place is the event type's (its creator's row stands for the team).
      await takeBookingAction(trx, eventType.userId, input.visitorKey);
      for (const booking of [primary, ...others]) {
        await recordBookingActivity(trx, booking.userId, booking.id, { kind: 'booking_created' });
        await enqueueBookingMails(trx, 'created', booking.id, {
          publicUrl: input.publicUrl,
          audience: booking === primary ? 'both' : 'host',
        });
        await syncBookingToCalendar(trx, booking.id);
        await publishSchedulingChange(trx, booking, 'scheduling_bookings', 'insert', booking.id);
      }
      // The invitee is a lead of the team (issue 22): lead routing makes them a client owned
      // by the host the booking chose — or adds the meeting to the client they already are.
      await inviteeAsLead(
        trx,
        eventType.workspaceId,
        {
          userId: primary.userId,
          rule: kind === 'collective' ? 'fixed' : 'round_robin',
        },
        values,
        input.publicUrl,
      );
      return bookingAnswer(primary);
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw slotTakenError();
    throw error;
  }
}

/** A start the hosts' hours offer but bookings took is a lost race; any other, crafted. */
function refusal(queries: HostSlotQuery[], start: Date) {
  const offeredWhenFree = queries.some(({ query }) =>
    isSlotOffered({ ...query, bookings: [], busy: [] }, start),
  );
  return offeredWhenFree ? slotTakenError() : slotNotOfferedError();
}

type InsertedBooking = {
  id: string;
  workspaceId: string;
  userId: string;
  createdBy: string | null;
  startTime: Date;
  endTime: Date;
  status: BookingStatus;
  inviteeName: string;
  cancelToken: string;
};

async function insertBooking(
  trx: Kysely<DB>,
  eventType: EventTypeRow,
  booking: {
    hostId: string;
    start: Date;
    end: Date;
    values: BookingValues;
    primaryBookingId: string | null;
  },
): Promise<InsertedBooking> {
  const { start, end, values } = booking;
  const blockedStart = new Date(start.getTime() - eventType.bufferBefore * 60_000);
  const blockedEnd = new Date(end.getTime() + eventType.bufferAfter * 60_000);
  return trx
    .insertInto('scheduling_bookings')
    .values({
      eventTypeId: eventType.id,
      workspaceId: eventType.workspaceId,
      userId: booking.hostId,
      createdBy: booking.hostId,
      startTime: start,
      endTime: end,
      blockedDuring: sql<string>`tstzrange(${blockedStart}, ${blockedEnd}, '[)')`,
      inviteeName: values.name,
      inviteeEmail: values.email,
      inviteePhone: values.phone,
      inviteeTimeZone: parseTimeZone(values.timeZone) ?? null,
      notes: values.notes,
      status: eventType.requiresConfirmation ? 'pending' : 'confirmed',
      cancelToken: randomBytes(24).toString('base64url'),
      meetingUrl:
        eventType.locationKind === 'jitsi'
          ? jitsiRoomUrl(randomBytes(18).toString('base64url'))
          : null,
      primaryBookingId: booking.primaryBookingId,
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
}

/**
 * The invitee through lead routing (routeLead), in a savepoint: a workspace whose client
 * limit is full, or a phone number the client form would refuse, leaves the booking as it
 * is (the number is dropped and the lead tried again without it).
 */
async function inviteeAsLead(
  trx: Kysely<DB>,
  workspaceId: string,
  assignTo: { userId: string; rule: 'round_robin' | 'fixed' },
  values: BookingValues,
  publicUrl: string,
): Promise<void> {
  const attempt = async (phone: string | null) => {
    await sql`SAVEPOINT team_lead`.execute(trx);
    try {
      await routeLead(trx, {
        workspaceId,
        source: 'team_booking',
        lead: { name: values.name, email: values.email, phone },
        assignTo,
        publicUrl,
      });
      await sql`RELEASE SAVEPOINT team_lead`.execute(trx);
      return true;
    } catch (error) {
      if (!(error instanceof HttpError) && !(error instanceof ZodError)) throw error;
      await sql`ROLLBACK TO SAVEPOINT team_lead`.execute(trx);
      return error instanceof HttpError;
    }
  };
  if (!(await attempt(values.phone || null)) && values.phone) await attempt(null);
}
