// POST /public/bookings/:token/reschedule — the invitee moves their booking through the
// link in their mail or on the confirmation page (the token is the only credential).
// The move itself is rescheduleBooking's; this adds the rate-limit place.
import type { Kysely } from 'kysely';
import type { PublicBookingDetails } from '../../../../core/scheduling/reschedule-schemas';
import { inTransactionRetryingDeadlocks } from '../../../db/in-transaction';
import type { DB } from '../../../db/types';
import { rescheduleBooking } from '../bookings/reschedule-booking';
import { findBookingByToken } from './booking-by-token';
import { bookingDetailsByToken } from './booking-details';
import { takeBookingAction } from './booking-rate-limit';

export async function rescheduleBookingByToken(
  db: Kysely<DB>,
  input: { token: string; startTime: Date; visitorKey: string; publicUrl: string; now?: Date },
): Promise<PublicBookingDetails> {
  return inTransactionRetryingDeadlocks(db, async (trx) => {
    const { id } = await findBookingByToken(trx, input.token);
    const moved = await rescheduleBooking(trx, {
      bookingId: id,
      startTime: input.startTime,
      publicUrl: input.publicUrl,
      by: 'invitee',
      now: input.now,
    });
    await takeBookingAction(trx, moved.hostId, input.visitorKey);
    return bookingDetailsByToken(trx, input.token, input.publicUrl);
  });
}
