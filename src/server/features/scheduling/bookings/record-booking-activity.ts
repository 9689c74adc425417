// A booking's Recent Activity entry, read from the booking as its transaction has just
// written it (invitee, time, event type name), so the words survive the event type's
// deletion. Called by each way a booking is made, moved or called off — which is why the
// booking's webhook event (decision 072) is emitted here too, in the same transaction.
import type { Kysely } from 'kysely';
import type { WebhookEventType } from '../../../../core/webhook-schemas';
import type { DB } from '../../../db/types';
import { loadWorkspaceAccess } from '../../../platform/access/workspace-access';
import { recordActivity } from '../../activity/public';
import { emitWebhookEvent } from '../../webhooks/public';
import { readHostBooking } from './host-booking-view';

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
    .select([
      'b.inviteeName',
      'b.startTime',
      'b.status',
      'b.workspaceId',
      't.name as eventTypeName',
    ])
    .where('b.id', '=', bookingId)
    .where('b.userId', '=', userId)
    .executeTakeFirstOrThrow();
  await emitBookingEvent(trx, userId, bookingId, booking.workspaceId, activity);
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

const WEBHOOK_EVENTS: Record<BookingActivity['kind'], WebhookEventType> = {
  booking_created: 'booking.created',
  booking_canceled: 'booking.canceled',
  booking_rescheduled: 'booking.rescheduled',
};

/** The booking as the host's API shows it, to the workspace's webhook endpoints. */
async function emitBookingEvent(
  trx: Kysely<DB>,
  hostId: string,
  bookingId: string,
  workspaceId: string,
  activity: BookingActivity,
): Promise<void> {
  const host = await loadWorkspaceAccess(trx, hostId, workspaceId);
  const booking = host
    ? await readHostBooking(
        trx,
        { ...host, levels: { ...host.levels, scheduling: { view: 'all', edit: 'all' } } },
        bookingId,
      )
    : { id: bookingId };
  const extra =
    activity.kind === 'booking_rescheduled'
      ? { previousStartTime: activity.previousStart.toISOString(), by: activity.rescheduledBy }
      : activity.kind === 'booking_canceled'
        ? { by: activity.canceledBy, isDeclined: activity.isDeclined ?? false }
        : {};
  await emitWebhookEvent(trx, workspaceId, WEBHOOK_EVENTS[activity.kind], { booking, ...extra });
}
