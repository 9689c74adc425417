// One of the host's own upcoming, live bookings, locked for the change about to be
// made; another user's, or an id that is not a uuid, is "Booking not found". A meeting
// that has started is history: canceling or confirming it would only confuse the invitee.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { SCHEDULING_MESSAGES as M } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { HttpError, notFound } from '../../../http/errors';

const ZId = z.uuid();

export async function lockUpcomingBooking(
  trx: Kysely<DB>,
  userId: string,
  bookingId: string,
  now = new Date(),
) {
  if (!ZId.safeParse(bookingId).success) throw notFound(M.bookingNotFound);
  const row = await trx
    .selectFrom('scheduling_bookings')
    .select(['id', 'status', 'startTime'])
    .where('id', '=', bookingId)
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(M.bookingNotFound);
  if (row.status === 'canceled') throw new HttpError('conflict', M.bookingAlreadyCanceled);
  if (row.startTime <= now) throw new HttpError('conflict', M.bookingAlreadyPast);
  return row;
}
