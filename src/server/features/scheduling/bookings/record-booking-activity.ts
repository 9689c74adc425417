// A booking's Recent Activity entry, read from the booking as its transaction has just
// written it (invitee, time, event type name), so the words survive the event type's
// deletion. Called by each way a booking is made, moved or called off.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { recordActivity } from '../../activity/public';

export type BookingActivity =
  | { kind: 'booking_created' }
  | {
      kind: 'booking_canceled';
      canceledBy: 'invitee' | 'host';
      isDeclined?: boolean;
      /** The API key that signed the host's request, named in the entry (decision 071). */
      viaApiKey?: string;
    }
  | {
      kind: 'booking_rescheduled';
      rescheduledBy: 'invitee' | 'host';
      previousStart: Date;
      viaApiKey?: string;
    };

export async function recordBookingActivity(
  trx: Kysely<DB>,
  userId: string,
  bookingId: string,
  activity: BookingActivity,
): Promise<void> {
  const booking = await trx
    .selectFrom('scheduling_bookings as b')
    .leftJoin('scheduling_event_types as t', 't.id', 'b.eventTypeId')
    .select(['b.inviteeName', 'b.startTime', 'b.status', 't.name as eventTypeName'])
    .where('b.id', '=', bookingId)
    .where('b.userId', '=', userId)
    .executeTakeFirstOrThrow();
  const told = {
    inviteeName: booking.inviteeName,
    eventTypeName: booking.eventTypeName,
    startTime: new Date(booking.startTime).toISOString(),
  };
  if (activity.kind === 'booking_rescheduled') {
    await recordActivity(trx, userId, {
      kind: 'booking_rescheduled',
      bookingId,
      data: {
        ...told,
        previousStartTime: activity.previousStart.toISOString(),
        rescheduledBy: activity.rescheduledBy,
        ...(activity.viaApiKey ? { viaApiKey: activity.viaApiKey } : {}),
      },
    });
    return;
  }
  await recordActivity(
    trx,
    userId,
    activity.kind === 'booking_created'
      ? {
          kind: 'booking_created',
          bookingId,
          data: { ...told, isPending: booking.status === 'pending' },
        }
      : {
          kind: 'booking_canceled',
          bookingId,
          data: {
            ...told,
            canceledBy: activity.canceledBy,
            isDeclined: activity.isDeclined ?? false,
            ...(activity.viaApiKey ? { viaApiKey: activity.viaApiKey } : {}),
          },
        },
  );
}
