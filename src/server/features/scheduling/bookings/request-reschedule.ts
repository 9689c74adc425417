// POST /scheduling/bookings/:id/request-reschedule: the host cannot keep the time and
// asks the invitee to pick another (issue 21, as Calendly's "request reschedule"). The
// booking is canceled as by the host's cancel — its time is free at once, its calendar
// event removed — and the invitee's mail links to a new booking on the same event type,
// with the host's optional message.
import type { Kysely } from 'kysely';
import { RESCHEDULE_MESSAGES as R } from '../../../../core/scheduling/reschedule-messages';
import type { Booking } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { cancelHostBooking } from './cancel-host-booking';

export function requestReschedule(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  bookingId: string,
  { message, publicUrl }: { message: string | null; publicUrl: string },
): Promise<Booking> {
  return cancelHostBooking(db, access, bookingId, {
    reason: message ?? R.requestedByHost,
    publicUrl,
    mail: 'reschedule-requested',
  });
}
