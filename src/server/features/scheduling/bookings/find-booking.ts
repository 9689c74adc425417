// A booking of the request's workspace the caller may change, upcoming and live, locked
// for the change about to be made (issue 18's access layer). One they cannot see, or an
// id that is not a uuid, is "Booking not found"; one they see but may not change answers
// 403. A meeting that has started is history: canceling or confirming it would only
// confuse the invitee.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { SCHEDULING_MESSAGES as M } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { HttpError, notFound } from '../../../http/errors';
import { assertEditable, filterColumn } from '../../../platform/access/record-editable';
import { recordFilter, type WorkspaceAccess } from '../../../platform/access/workspace-access';

const ZId = z.uuid();

export async function lockUpcomingBooking(
  trx: Kysely<DB>,
  access: WorkspaceAccess,
  bookingId: string,
  now = new Date(),
) {
  if (!ZId.safeParse(bookingId).success) throw notFound(M.bookingNotFound);
  const found = await trx
    .selectFrom('scheduling_bookings')
    .select(['id', 'status', 'startTime', 'workspaceId', 'userId', 'createdBy'])
    .select(filterColumn(recordFilter(access, 'scheduling', 'edit')).as('editable'))
    .where('id', '=', bookingId)
    .where(recordFilter(access, 'scheduling', 'view'))
    .forUpdate()
    .executeTakeFirst();
  if (!found) throw notFound(M.bookingNotFound);
  const { editable, ...row } = found;
  assertEditable(editable);
  if (row.status === 'canceled') throw new HttpError('conflict', M.bookingAlreadyCanceled);
  if (row.startTime <= now) throw new HttpError('conflict', M.bookingAlreadyPast);
  return row;
}
