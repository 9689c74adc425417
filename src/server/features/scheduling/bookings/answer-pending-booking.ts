// POST /scheduling/bookings/:id/confirm and …/decline: the host answers a pending
// booking (its event type requires confirmation). Confirmed keeps the time; declined
// cancels it as "Declined by host", freeing the time. Either way the invitee is mailed
// (which raises ics_sequence: the calendar file carries the new status).
import type { Kysely } from 'kysely';
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import type { Booking } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import { HttpError } from '../../../http/errors';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { syncBookingToCalendar } from '../calendar-sync/calendar-booking-jobs';
import { publishSchedulingChange } from '../publish-scheduling-change';
import { enqueueBookingMails } from './booking-mails';
import { lockUpcomingBooking } from './find-booking';
import { readHostBooking } from './host-booking-view';
import { recordBookingActivity } from './record-booking-activity';

export type PendingAnswer = 'confirm' | 'decline';

export async function answerPendingBooking(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  bookingId: string,
  answer: PendingAnswer,
  { publicUrl, reason = null }: { publicUrl: string; reason?: string | null },
): Promise<Booking> {
  return db.transaction().execute(async (trx) => {
    const booking = await lockUpcomingBooking(trx, access, bookingId);
    if (booking.status !== 'pending') {
      throw new HttpError('conflict', SCHEDULING_MESSAGES.bookingNotPending);
    }
    await trx
      .updateTable('scheduling_bookings')
      .set(
        answer === 'confirm'
          ? { status: 'confirmed' }
          : {
              status: 'canceled',
              // The host's reason reaches the invitee's mail (issue 21); else the spec's words.
              cancellationReason: reason ?? SCHEDULING_MESSAGES.declinedByHost,
              canceledAt: new Date(),
            },
      )
      .where('id', '=', booking.id)
      .execute();
    if (answer === 'decline') {
      await recordBookingActivity(trx, booking.userId, booking.id, {
        kind: 'booking_canceled',
        canceledBy: 'host',
        isDeclined: true,
        viaApiKey: access.apiKey?.name,
      });
    }
    await enqueueBookingMails(trx, answer === 'confirm' ? 'confirmed' : 'declined', booking.id, {
      publicUrl,
    });
    // Confirmed: the tentative event becomes confirmed; declined: it is removed.
    await syncBookingToCalendar(trx, booking.id);
    await publishSchedulingChange(trx, booking, 'scheduling_bookings', 'update', booking.id);
    return readHostBooking(trx, access, booking.id);
  });
}
