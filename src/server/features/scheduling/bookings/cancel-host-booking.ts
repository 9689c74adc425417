// POST /scheduling/bookings/:id/cancel: the host cancels; the invitee is mailed (with
// a calendar CANCEL) in the same transaction. POST …/request-reschedule is the same
// cancel with another mail (request-reschedule.ts).
import type { Kysely } from 'kysely';
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import type { Booking } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { removeBookingFromCalendar } from '../calendar-sync/calendar-booking-jobs';
import { publishSchedulingChange } from '../publish-scheduling-change';
import type { BookingMailKind } from './booking-mail-content';
import { enqueueBookingMails } from './booking-mails';
import { lockUpcomingBooking } from './find-booking';
import { readHostBooking } from './host-booking-view';
import { recordBookingActivity } from './record-booking-activity';

export async function cancelHostBooking(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  bookingId: string,
  {
    reason,
    publicUrl,
    mail = 'canceled-by-host',
  }: {
    /** Stored and mailed; without one, "Canceled by host" (spec §4). */
    reason: string | null;
    publicUrl: string;
    mail?: Extract<BookingMailKind, 'canceled-by-host' | 'reschedule-requested'>;
  },
): Promise<Booking> {
  return db.transaction().execute(async (trx) => {
    const booking = await lockUpcomingBooking(trx, access, bookingId);
    await trx
      .updateTable('scheduling_bookings')
      .set({
        status: 'canceled',
        // Spec §4: a host cancel records "Canceled by host" unless the host gave a reason.
        cancellationReason: reason ?? SCHEDULING_MESSAGES.canceledByHost,
        canceledAt: new Date(),
      })
      .where('id', '=', booking.id)
      .execute();
    await recordBookingActivity(trx, booking.userId, booking.id, {
      kind: 'booking_canceled',
      canceledBy: 'host',
      viaApiKey: access.apiKey?.name,
    });
    // Raises ics_sequence, so the invitee's calendar replaces the event.
    await enqueueBookingMails(trx, mail, booking.id, { publicUrl });
    await removeBookingFromCalendar(trx, booking.id);
    await publishSchedulingChange(trx, booking, 'scheduling_bookings', 'update', booking.id);
    return readHostBooking(trx, access, booking.id);
  });
}
