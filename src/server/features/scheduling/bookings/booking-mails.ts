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
import { mailBrandingOf } from '../../../platform/access/mail-branding';
import { brandMail } from '../../../platform/mail/branding';
import { enqueueMail } from '../../../platform/mail/outbox';
import { fromStoredPreferences } from '../../profiles/public';
import { eventTypeForMail } from './booking-location';
import {
  type BookingForMail,
  type BookingMailKind,
  handedOverHostMails,
  hostMail,
  inviteeMail,
  type MailBody,
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
    /** A collective booking's other host: who acted (the booked host), for their words. */
    actorName?: string;
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
  const brand = await brandingFor(trx, loaded.workspaceId, options.publicUrl);

  const forInvitee = inviteeMail(kind, booking, {
    publicUrl: options.publicUrl,
    timeZone: inviteeZone,
    previous: options.previous,
  });
  if (options.audience !== 'host') {
    await enqueueMail(trx, { to: booking.inviteeEmail, ...brand(forInvitee) });
  }
  if (emailNotifications) {
    await enqueueMail(trx, {
      to: booking.host.email,
      ...brand(
        hostMail(kind, booking, {
          publicUrl: options.publicUrl,
          previous: options.previous,
          actorName: options.actorName,
        }),
      ),
    });
  }
  // A collective booking (decision 063): every other host's row followed the invitee's by
  // trigger; each of them hears of the change too, with their own row's calendar file
  // (decision 073). A new booking already mails each host (book-team-event.ts).
  if (kind !== 'created' && options.audience !== 'host') {
    const followers = await trx
      .selectFrom('scheduling_bookings')
      .select('id')
      .where('primaryBookingId', '=', bookingId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();
    for (const follower of followers) {
      await enqueueBookingMails(trx, kind, follower.id, {
        ...options,
        audience: 'host',
        actorName: booking.host.name,
      });
    }
  }
}

/**
 * A round-robin booking moved to a time its host was not free, handed to the free host
 * due next (decision 073): the invitee hears of the new time and host, the new host gets
 * the booking with a calendar file that adds it, the old host a calendar file that
 * removes it. One sequence for all three: the UID is the booking's.
 */
export async function enqueueHostChangeMails(
  trx: Kysely<DB>,
  bookingId: string,
  options: { publicUrl: string; previous: { start: Date; end: Date }; previousHostId: string },
): Promise<void> {
  await trx
    .updateTable('scheduling_bookings')
    .set({ icsSequence: sql`ics_sequence + 1` })
    .where('id', '=', bookingId)
    .execute();
  const loaded = await loadBookingForMail(trx, bookingId);
  if (!loaded) return;
  const { booking, emailNotifications } = loaded;
  const brand = await brandingFor(trx, loaded.workspaceId, options.publicUrl);
  const old = await trx
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.userId', 'u.id')
    .select(['u.email', 'p.displayName', 'p.username', 'p.timezone', 'p.notificationPreferences'])
    .where('u.id', '=', options.previousHostId)
    .executeTakeFirst();
  const previousHost = old
    ? {
        id: options.previousHostId,
        username: old.username,
        name: hostDisplayName(old.displayName),
        email: old.email,
        timeZone: parseTimeZone(old.timezone) ?? 'UTC',
      }
    : undefined;
  const inviteeZone = parseTimeZone(booking.inviteeTimeZone) ?? booking.host.timeZone;
  await enqueueMail(trx, {
    to: booking.inviteeEmail,
    ...brand(
      inviteeMail('rescheduled', booking, {
        publicUrl: options.publicUrl,
        timeZone: inviteeZone,
        previous: options.previous,
        previousHostName: previousHost?.name,
      }),
    ),
  });
  const mails = handedOverHostMails(booking, {
    publicUrl: options.publicUrl,
    previous: options.previous,
    previousHost,
  });
  if (emailNotifications)
    await enqueueMail(trx, { to: booking.host.email, ...brand(mails.toNewHost) });
  if (
    previousHost &&
    mails.toPreviousHost &&
    old &&
    fromStoredPreferences(old.notificationPreferences).emailNotifications
  ) {
    await enqueueMail(trx, { to: previousHost.email, ...brand(mails.toPreviousHost) });
  }
}

/** One booking as the mails (and the confirmation page's calendar links) show it. */
export async function loadBookingForMail(
  trx: Kysely<DB>,
  bookingId: string,
): Promise<
  { booking: BookingForMail; emailNotifications: boolean; workspaceId: string } | undefined
> {
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
      'b.workspaceId',
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
  // A collective booking's other hosts (rows pointing at this one): all attend, and the
  // invitee's mail names them all.
  const coHosts = await trx
    .selectFrom('scheduling_bookings as f')
    .innerJoin('profiles as fp', 'fp.userId', 'f.userId')
    .leftJoin('scheduling_team_hosts as h', (join) =>
      join.onRef('h.eventTypeId', '=', 'f.eventTypeId').onRef('h.userId', '=', 'f.userId'),
    )
    .select('fp.displayName')
    .where('f.primaryBookingId', '=', bookingId)
    // In the host list's order, as the team page lists them.
    .orderBy('h.position')
    .orderBy('f.userId')
    .execute();
  return {
    workspaceId: row.workspaceId,
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
      coHostNames: coHosts.map((coHost) => hostDisplayName(coHost.displayName)),
      responses,
    },
  };
}

/** The booking's workspace owner's plan decides Scale's branding in its mails (decision 073). */
async function brandingFor(trx: Kysely<DB>, workspaceId: string, publicUrl: string) {
  const branding = await mailBrandingOf(trx, workspaceId);
  return <T extends MailBody>(mail: T): T => brandMail(mail, branding, publicUrl);
}
