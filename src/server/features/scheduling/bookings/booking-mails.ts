// Queues the mails a booking change causes, in the transaction that made the change
// (so a rolled-back change sends nothing): the invitee's and, while their e-mail
// notifications are on, the host's — each with the calendar file of the change.
//
// Every kind but 'created' raises the booking's ics_sequence first: the calendar file
// it sends replaces the one each side already has (RFC 5545 SEQUENCE). Both mails are
// made from one load, so both sides see the same number for the same change. Callers
// need not raise it themselves.
import { type Kysely, sql } from 'kysely';
import { hostDisplayName } from '../../../../core/scheduling/host-display-name';
import { parseTimeZone } from '../../../../core/time-zone';
import type { DB } from '../../../db/types';
import { enqueueMail } from '../../../platform/mail/outbox';
import { fromStoredPreferences } from '../../profiles/public';
import { eventTypeForMail } from './booking-location';
import {
  type BookingForMail,
  type BookingMailKind,
  hostMail,
  inviteeMail,
} from './booking-mail-content';

export type { BookingMailKind } from './booking-mail-content';

/** The host's name on the booking page and in the mails (spec: display name, else "User"). */
export async function enqueueBookingMails(
  trx: Kysely<DB>,
  kind: BookingMailKind,
  bookingId: string,
  options: {
    publicUrl: string;
    previous?: { start: Date; end: Date };
    /** 'host': a collective booking's other host, whose invitee has their mail already. */
    audience?: 'both' | 'host';
  },
): Promise<void> {
  if (kind !== 'created') {
    await trx
      .updateTable('scheduling_bookings')
      .set({ icsSequence: sql`ics_sequence + 1` })
      .where('id', '=', bookingId)
      .execute();
  }
  const loaded = await loadBookingForMail(trx, bookingId);
  if (!loaded) return;
  const { booking, emailNotifications } = loaded;
  const inviteeZone = parseTimeZone(booking.inviteeTimeZone) ?? booking.host.timeZone;

  const forInvitee = inviteeMail(kind, booking, {
    publicUrl: options.publicUrl,
    timeZone: inviteeZone,
    previous: options.previous,
  });
  if (options.audience !== 'host') {
    await enqueueMail(trx, { to: booking.inviteeEmail, ...forInvitee });
  }
  if (emailNotifications) {
    await enqueueMail(trx, {
      to: booking.host.email,
      ...hostMail(kind, booking, { publicUrl: options.publicUrl, previous: options.previous }),
    });
  }
}

/** One booking as the mails (and the confirmation page's calendar links) show it. */
export async function loadBookingForMail(
  trx: Kysely<DB>,
  bookingId: string,
): Promise<{ booking: BookingForMail; emailNotifications: boolean } | undefined> {
  const row = await trx
    .selectFrom('scheduling_bookings as b')
    .innerJoin('users as u', 'u.id', 'b.userId')
    .innerJoin('profiles as p', 'p.userId', 'b.userId')
    .leftJoin('scheduling_event_types as e', 'e.id', 'b.eventTypeId')
    .select([
      'b.id',
      'b.status',
      'b.startTime',
      'b.endTime',
      'b.inviteeName',
      'b.inviteeEmail',
      'b.inviteePhone',
      'b.inviteeTimeZone',
      'b.notes',
      'b.cancellationReason',
      'b.cancelToken',
      'b.icsSequence',
      'b.userId',
      'u.email as hostEmail',
      'p.displayName',
      'p.username',
      'p.timezone',
      'p.notificationPreferences',
      'e.name as eventTypeName',
      'e.slug as eventTypeSlug',
      'e.location as eventTypeLocation',
      'e.locationKind as eventTypeLocationKind',
      'b.meetingUrl',
      'e.description as eventTypeDescription',
    ])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
  if (!row) return undefined;
  const responses = await trx
    .selectFrom('scheduling_responses as r')
    .leftJoin('scheduling_questions as q', 'q.id', 'r.questionId')
    .select(['r.question', 'r.response'])
    .where('r.bookingId', '=', bookingId)
    // Answers in the order the questions are asked; a removed question's answer last.
    .orderBy('q.orderIndex', (ob) => ob.asc().nullsLast())
    .orderBy('r.question')
    .execute();
  return {
    emailNotifications: fromStoredPreferences(row.notificationPreferences).emailNotifications,
    booking: {
      id: row.id,
      status: row.status,
      startTime: new Date(row.startTime),
      endTime: new Date(row.endTime),
      inviteeName: row.inviteeName,
      inviteeEmail: row.inviteeEmail,
      inviteePhone: row.inviteePhone,
      inviteeTimeZone: row.inviteeTimeZone,
      notes: row.notes,
      cancellationReason: row.cancellationReason,
      cancelToken: row.cancelToken,
      icsSequence: row.icsSequence,
      eventType: eventTypeForMail(row),
      host: {
        id: row.userId,
        username: row.username,
        name: hostDisplayName(row.displayName),
        email: row.hostEmail,
        timeZone: parseTimeZone(row.timezone) ?? 'UTC',
      },
      responses,
    },
  };
}
