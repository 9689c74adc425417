// The host side's view of bookings: the row, its host, its event type's name (null once
// the event type is deleted) and the invitee's answers, read for many bookings at once —
// the bookings of the request's workspace the caller may see (issue 18's access layer).
import type { Kysely } from 'kysely';
import { hostDisplayName } from '../../../../core/scheduling/host-display-name';
import type { Booking } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import { recordFilter, type WorkspaceAccess } from '../../../platform/access/workspace-access';

function hostBookingsQuery(db: Kysely<DB>, access: WorkspaceAccess) {
  return db
    .selectFrom('scheduling_bookings as b')
    .leftJoin('scheduling_event_types as e', 'e.id', 'b.eventTypeId')
    .leftJoin('profiles as p', 'p.userId', 'b.userId')
    .select([
      'b.id',
      'b.eventTypeId',
      'b.userId as hostId',
      'p.displayName as hostDisplayName',
      'e.name as eventTypeName',
      'b.startTime',
      'b.endTime',
      'b.inviteeName',
      'b.inviteeEmail',
      'b.inviteePhone',
      'b.notes',
      'b.status',
      'b.cancellationReason',
      'b.canceledAt',
      'b.createdAt',
    ])
    .where(recordFilter(access, 'scheduling', 'view', 'b'));
}

export type HostBookingsQuery = ReturnType<typeof hostBookingsQuery>;

/** Runs `narrow(query)` over the bookings the caller sees and answers them with their responses. */
export async function readHostBookings(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  narrow: (query: HostBookingsQuery) => HostBookingsQuery,
): Promise<Booking[]> {
  const rows = await narrow(hostBookingsQuery(db, access)).execute();
  if (rows.length === 0) return [];
  const responses = await db
    .selectFrom('scheduling_responses as r')
    .leftJoin('scheduling_questions as q', 'q.id', 'r.questionId')
    .select(['r.bookingId', 'r.question', 'r.response'])
    .where(
      'r.bookingId',
      'in',
      rows.map((row) => row.id),
    )
    // The form's order while the question exists; removed questions after, as stored.
    .orderBy('q.orderIndex')
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    eventTypeId: row.eventTypeId,
    hostId: row.hostId,
    hostName: hostDisplayName(row.hostDisplayName),
    eventTypeName: row.eventTypeName ?? null,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    inviteeName: row.inviteeName,
    inviteeEmail: row.inviteeEmail,
    inviteePhone: row.inviteePhone,
    notes: row.notes,
    status: row.status,
    cancellationReason: row.cancellationReason,
    canceledAt: row.canceledAt ? row.canceledAt.toISOString() : null,
    responses: responses
      .filter((response) => response.bookingId === row.id)
      .map(({ question, response }) => ({ question, response })),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function readHostBooking(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  bookingId: string,
): Promise<Booking> {
  const [booking] = await readHostBookings(db, access, (query) =>
    query.where('b.id', '=', bookingId),
  );
  if (!booking) throw new Error(`booking ${bookingId} vanished`);
  return booking;
}
