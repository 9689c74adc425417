// POST /public/bookings/:token/cancel — the invitee cancels through their link. The
// update itself only touches a live booking, so two clicks at once cancel (and mail)
// once; the second is told the booking is already canceled.
import { type Kysely, sql } from 'kysely';
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import type { PublicBookingSummary } from '../../../../core/scheduling-schemas';
import { inTransaction } from '../../../db/in-transaction';
import type { DB } from '../../../db/types';
import { HttpError } from '../../../http/errors';
import { enqueueBookingMails } from '../bookings/booking-mails';
import { recordBookingActivity } from '../bookings/record-booking-activity';
import { removeBookingFromCalendar } from '../calendar-sync/calendar-booking-jobs';
import { publishSchedulingChange } from '../publish-scheduling-change';
import { findBookingByToken } from './booking-by-token';
import { takeBookingAction } from './booking-rate-limit';

export async function cancelBookingByToken(
  db: Kysely<DB>,
  input: { token: string; reason: string | null; visitorKey: string; publicUrl: string },
): Promise<PublicBookingSummary> {
  return inTransaction(db, async (trx) => {
    const current = await findBookingByToken(trx, input.token);
    if (current.summary.status === 'canceled') {
      throw new HttpError('conflict', SCHEDULING_MESSAGES.bookingAlreadyCanceled);
    }
    const canceled = await trx
      .updateTable('scheduling_bookings')
      .set({
        status: 'canceled',
        cancellationReason: input.reason,
        canceledAt: sql<Date>`now()`,
      })
      .where('cancelToken', '=', input.token)
      .where('status', 'in', ['pending', 'confirmed'])
      // A meeting that has begun is history, not something to call off.
      .where('startTime', '>', sql<Date>`now()`)
      .returning(['id', 'workspaceId', 'userId', 'createdBy'])
      .executeTakeFirst();
    if (!canceled) {
      const again = await findBookingByToken(trx, input.token);
      if (again.summary.status === 'canceled') {
        throw new HttpError('conflict', SCHEDULING_MESSAGES.bookingAlreadyCanceled);
      }
      throw new HttpError('conflict', SCHEDULING_MESSAGES.bookingInPast);
    }
    await recordBookingActivity(trx, canceled.userId, canceled.id, {
      kind: 'booking_canceled',
      canceledBy: 'invitee',
    });
    await takeBookingAction(trx, canceled.userId, input.visitorKey);
    await enqueueBookingMails(trx, 'canceled-by-invitee', canceled.id, {
      publicUrl: input.publicUrl,
    });
    await removeBookingFromCalendar(trx, canceled.id);
    await publishSchedulingChange(trx, canceled, 'scheduling_bookings', 'update', canceled.id);
    return (await findBookingByToken(trx, input.token)).summary;
  });
}
