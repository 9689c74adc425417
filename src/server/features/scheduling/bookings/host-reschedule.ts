// The host moves a booking from their bookings list (issue 21): POST
// /scheduling/bookings/:id/reschedule with the new start, or — to pick the time on the
// booking page as the invitee would — GET …/reschedule-link for the page's address.
// Either needs the right to change the booking (issue 18's access layer): another
// workspace's or an unseen booking is 404 and nothing changes.
import type { Kysely } from 'kysely';
import type { Booking } from '../../../../core/scheduling-schemas';
import { inTransactionRetryingDeadlocks } from '../../../db/in-transaction';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { lockUpcomingBooking } from './find-booking';
import { readHostBooking } from './host-booking-view';
import { rescheduleBooking } from './reschedule-booking';

export async function rescheduleHostBooking(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  bookingId: string,
  { startTime, publicUrl }: { startTime: Date; publicUrl: string },
): Promise<Booking> {
  return inTransactionRetryingDeadlocks(db, async (trx) => {
    const booking = await lockUpcomingBooking(trx, access, bookingId);
    await rescheduleBooking(trx, {
      bookingId: booking.id,
      startTime,
      publicUrl,
      by: 'host',
      viaApiKey: access.apiKey?.name,
    });
    return readHostBooking(trx, access, booking.id);
  });
}

/** /schedule/reschedule/{token}: the booking page in its reschedule mode. */
export async function hostReschedulePath(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  bookingId: string,
): Promise<{ path: string }> {
  return db.transaction().execute(async (trx) => {
    const booking = await lockUpcomingBooking(trx, access, bookingId);
    const { cancelToken } = await trx
      .selectFrom('scheduling_bookings')
      .select('cancelToken')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    return { path: `/schedule/reschedule/${encodeURIComponent(cancelToken)}` };
  });
}
