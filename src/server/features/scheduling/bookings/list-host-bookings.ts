// GET /scheduling/bookings (spec §4), the bookings of the workspace the caller sees: upcoming = starts after now and not canceled,
// soonest first (pending ones included, with their status); past = started or
// canceled, newest first, the first PAST_BOOKINGS_SHOWN.
import type { Kysely } from 'kysely';
import { type HostBookings, PAST_BOOKINGS_SHOWN } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { readHostBookings } from './host-booking-view';

export async function listHostBookings(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  now = new Date(),
): Promise<HostBookings> {
  const [upcoming, past] = await Promise.all([
    readHostBookings(db, access, (query) =>
      query
        .where('b.startTime', '>', now)
        .where('b.status', '!=', 'canceled')
        .orderBy('b.startTime')
        .orderBy('b.id'),
    ),
    readHostBookings(db, access, (query) =>
      query
        .where((eb) => eb.or([eb('b.startTime', '<=', now), eb('b.status', '=', 'canceled')]))
        .orderBy('b.startTime', 'desc')
        .orderBy('b.id', 'desc')
        .limit(PAST_BOOKINGS_SHOWN),
    ),
  ]);
  return { upcoming, past };
}
