// One pass of the booking reminder job (decision 058, after decision 048's task
// reminders): claims the reminders whose moment has come and were not sent for the
// booking's current start, and in the SAME transaction queues their mails in the
// outbox. Claim and mails commit together or not at all, so each moment is sent
// exactly once: across restarts (a committed claim is never taken again; a rolled-back
// one is taken by the next pass) and across processes (SKIP LOCKED, and the re-checked
// WHERE on a row another process has just claimed). Moving a booking re-arms its
// reminders and canceling drops them — triggers of migration 0041, so whoever changes
// a booking need not call anything here.
import { type Kysely, sql } from 'kysely';
import { hostDisplayName } from '../../../../core/scheduling/host-display-name';
import type { LocationKind } from '../../../../core/scheduling/meeting-location';
import type { BookingStatus } from '../../../../core/scheduling-schemas';
import { parseTimeZone } from '../../../../core/time-zone';
import type { DB } from '../../../db/types';
import { mailBrandingOf } from '../../../platform/access/mail-branding';
import { brandMail, type MailBranding } from '../../../platform/mail/branding';
import { enqueueMails, type OutgoingMail } from '../../../platform/mail/outbox';
import { fromStoredPreferences } from '../../profiles/public';
import { eventTypeForMail } from '../bookings/booking-location';
import type { BookingForMail } from '../bookings/booking-mail-content';
import { hostReminderMail, inviteeReminderMail } from './booking-reminder-content';

/** Reminders claimed per transaction; a backlog is worked through batch after batch. */
export const BOOKING_REMINDER_BATCH_SIZE = 200;
/**
 * A reminder whose moment had passed by more than this when it was armed (the booking
 * was made or moved after it) is claimed without a mail. The minute spares a booking
 * made "just in time" (the job runs every few seconds).
 */
const ARMED_LATE_GRACE = '1 minute';

type ClaimedRow = {
  offsetMinutes: number;
  toHost: boolean;
  armedLate: boolean;
  bookingId: string;
  workspaceId: string;
  status: BookingStatus;
  startTime: Date | string;
  endTime: Date | string;
  started: boolean;
  inviteeName: string;
  inviteeEmail: string;
  inviteePhone: string | null;
  inviteeTimeZone: string | null;
  notes: string | null;
  cancelToken: string;
  icsSequence: number;
  meetingUrl: string | null;
  hostId: string;
  hostEmail: string;
  displayName: string | null;
  timezone: string | null;
  notificationPreferences: unknown;
  eventTypeName: string | null;
  eventTypeSlug: string | null;
  eventTypeLocation: string | null;
  eventTypeLocationKind: LocationKind | null;
  eventTypeDescription: string | null;
};

export type BookingReminderPass = { claimed: number; mailed: number };

export type BookingReminderOptions = { publicUrl: string; shouldStop?: () => boolean };

/** Runs batches until no due reminder is left; resolves to what it did. */
export async function remindDueBookings(
  db: Kysely<DB>,
  options: BookingReminderOptions,
): Promise<BookingReminderPass> {
  const total: BookingReminderPass = { claimed: 0, mailed: 0 };
  for (;;) {
    const pass = await db.transaction().execute(async (trx) => {
      const claimed = await claimDueReminders(trx);
      const brandings = await brandingsOf(trx, claimed);
      const mails = claimed.flatMap((row) =>
        reminderMails(row, options.publicUrl).map((mail) =>
          // The booking's workspace owner's plan decides Scale's branding (decision 073).
          brandMail(mail, brandings.get(row.workspaceId) ?? SCALE_BRANDED, options.publicUrl),
        ),
      );
      // One INSERT for the batch, in the claiming transaction.
      await enqueueMails(trx, mails);
      return { claimed: claimed.length, mailed: mails.length };
    });
    total.claimed += pass.claimed;
    total.mailed += pass.mailed;
    if (pass.claimed < BOOKING_REMINDER_BATCH_SIZE || options.shouldStop?.()) return total;
  }
}

/**
 * Marks due reminders sent for their booking's start and takes them, with all the
 * mail needs in the same statement. The sub-select locks the rows it picks and skips
 * those another process holds; a row another process claimed and committed in the
 * meantime fails the re-checked WHERE and is left out.
 */
async function claimDueReminders(trx: Kysely<DB>): Promise<ClaimedRow[]> {
  const result = await sql<ClaimedRow>`
    WITH claimed AS (
      UPDATE scheduling_booking_reminders r
      SET sent_for_start = b.start_time
      FROM scheduling_bookings b
      WHERE r.id IN (
        SELECT id FROM scheduling_booking_reminders
        WHERE sent_for_start IS NULL AND remind_at <= now()
        ORDER BY remind_at
        LIMIT ${BOOKING_REMINDER_BATCH_SIZE}
        FOR UPDATE SKIP LOCKED
      )
        AND r.sent_for_start IS NULL AND b.id = r.booking_id
      RETURNING r.booking_id, r.offset_minutes, r.to_host,
        r.armed_at > r.remind_at + ${ARMED_LATE_GRACE}::interval AS armed_late
    )
    SELECT c.offset_minutes, c.to_host, c.armed_late, c.booking_id,
      b.workspace_id, b.status, b.start_time, b.end_time, b.start_time <= now() AS started,
      b.invitee_name, b.invitee_email, b.invitee_phone, b.invitee_time_zone, b.notes,
      b.cancel_token, b.ics_sequence, b.meeting_url,
      b.user_id AS host_id, u.email AS host_email,
      p.display_name, p.timezone, p.notification_preferences,
      e.name AS event_type_name, e.slug AS event_type_slug,
      e.location AS event_type_location, e.location_kind AS event_type_location_kind,
      e.description AS event_type_description
    FROM claimed c
    JOIN scheduling_bookings b ON b.id = c.booking_id
    JOIN users u ON u.id = b.user_id
    LEFT JOIN profiles p ON p.user_id = b.user_id
    LEFT JOIN scheduling_event_types e ON e.id = b.event_type_id
  `.execute(trx);
  return result.rows;
}

const SCALE_BRANDED: MailBranding = { branded: true, senderName: '' };

/** Each claimed booking's workspace branding, read once per workspace of the batch. */
async function brandingsOf(
  trx: Kysely<DB>,
  claimed: ClaimedRow[],
): Promise<Map<string, MailBranding>> {
  const brandings = new Map<string, MailBranding>();
  for (const workspaceId of new Set(claimed.map((row) => row.workspaceId))) {
    brandings.set(workspaceId, await mailBrandingOf(trx, workspaceId));
  }
  return brandings;
}

/** The reminder's mails: the invitee's, and the host's copy when asked and wanted. */
function reminderMails(row: ClaimedRow, publicUrl: string): OutgoingMail[] {
  // Made or moved after the moment, a meeting already begun, or one still waiting for
  // the host's confirmation: claimed, and nothing sent.
  if (row.armedLate || row.started || row.status !== 'confirmed') return [];
  const booking = toBookingForMail(row);
  const mails: OutgoingMail[] = [
    {
      to: booking.inviteeEmail,
      ...inviteeReminderMail(booking, {
        publicUrl,
        // The zone they booked in; the host's when the page did not say.
        timeZone: parseTimeZone(row.inviteeTimeZone) ?? booking.host.timeZone,
        offsetMinutes: row.offsetMinutes,
      }),
    },
  ];
  if (!row.toHost) return mails;
  // The host's copy honours their e-mail switches: "Reminders" (upcoming bookings and
  // follow-ups) and e-mail notifications at all.
  const preferences = fromStoredPreferences((row.notificationPreferences ?? {}) as never);
  if (!preferences.pushReminders || !preferences.emailNotifications) return mails;
  mails.push({
    to: booking.host.email,
    ...hostReminderMail(booking, { publicUrl, offsetMinutes: row.offsetMinutes }),
  });
  return mails;
}

function toBookingForMail(row: ClaimedRow): BookingForMail {
  return {
    id: row.bookingId,
    status: row.status,
    startTime: new Date(row.startTime),
    endTime: new Date(row.endTime),
    inviteeName: row.inviteeName,
    inviteeEmail: row.inviteeEmail,
    inviteePhone: row.inviteePhone,
    inviteeTimeZone: row.inviteeTimeZone,
    notes: row.notes,
    cancellationReason: null,
    cancelToken: row.cancelToken,
    icsSequence: row.icsSequence,
    eventType: eventTypeForMail(row),
    host: {
      id: row.hostId,
      name: hostDisplayName(row.displayName),
      email: row.hostEmail,
      timeZone: parseTimeZone(row.timezone) ?? 'UTC',
    },
    responses: [],
  };
}
