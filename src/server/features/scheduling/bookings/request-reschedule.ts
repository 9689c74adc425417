// POST /scheduling/bookings/:id/request-reschedule: the host cannot keep the time and
// asks the invitee to pick another (issue 21, as Calendly's "request reschedule"). The
// booking is canceled — its time is free at once — and the invitee's mail links to a new
// booking on the same event type, with the host's optional message.
import type { Kysely } from 'kysely';
import { RESCHEDULE_MESSAGES as R } from '../../../../core/scheduling/reschedule-messages';
import type { Booking } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { removeBookingFromCalendar } from '../calendar-sync/calendar-booking-jobs';
import { publishSchedulingChange } from '../publish-scheduling-change';
import { enqueueBookingMails } from './booking-mails';
import { lockUpcomingBooking } from './find-booking';
import { readHostBooking } from './host-booking-view';
import { recordBookingActivity } from './record-booking-activity';

export async function requestReschedule(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  bookingId: string,
  { message, publicUrl }: { message: string | null; publicUrl: string },
): Promise<Booking> {
  return db.transaction().execute(async (trx) => {
    const booking = await lockUpcomingBooking(trx, access, bookingId);
    await trx
      .updateTable('scheduling_bookings')
      .set({
        status: 'canceled',
        cancellationReason: message ?? R.requestedByHost,
        canceledAt: new Date(),
      })
      .where('id', '=', booking.id)
      .execute();
    await recordBookingActivity(trx, booking.userId, booking.id, {
      kind: 'booking_canceled',
      canceledBy: 'host',
    });
    // Raises ics_sequence: the invitee's calendar removes the old time.
    await enqueueBookingMails(trx, 'reschedule-requested', booking.id, { publicUrl });
    await removeBookingFromCalendar(trx, booking.id);
    await publishSchedulingChange(trx, booking, 'scheduling_bookings', 'update', booking.id);
    return readHostBooking(trx, access, booking.id);
  });
}
