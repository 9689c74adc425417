// GET /scheduling/bookings/:id: one booking the caller sees, however old (the lists stop
// at the first past ones), for a link that names it — a Recent Activity entry's. One
// they cannot see, or an id that is not a uuid, is "Booking not found".
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { SCHEDULING_MESSAGES as M } from '../../../../core/messages';
import type { Booking } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { readHostBookings } from './host-booking-view';

const ZId = z.uuid();

export async function getHostBooking(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  bookingId: string,
): Promise<Booking> {
  if (!ZId.safeParse(bookingId).success) throw notFound(M.bookingNotFound);
  const [booking] = await readHostBookings(db, access, (query) =>
    query.where('b.id', '=', bookingId),
  );
  if (!booking) throw notFound(M.bookingNotFound);
  return booking;
}
