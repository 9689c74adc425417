// Shared by the scheduling API tests: event types through the API, bookings straight
// into the database (the public booking endpoint is not what these tests are about).
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { BookingStatus, EventType, EventTypeInput } from '../../src/core/scheduling-schemas';
import type { ApiUser } from './api-user';
import type { TestServer } from './test-server';

export async function addEventType(
  user: ApiUser,
  input: Partial<EventTypeInput> & { name: string },
): Promise<EventType> {
  const answer = await user.call('POST', '/scheduling/event-types', input);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as EventType;
}

export type SeedBooking = {
  userId: string;
  /** Left out: the host's personal workspace (the database's default). */
  workspaceId?: string;
  eventTypeId: string | null;
  start: Date;
  minutes?: number;
  status?: BookingStatus;
  inviteeName?: string;
  inviteeEmail?: string;
  cancellationReason?: string | null;
  canceledAt?: Date | null;
  responses?: { questionId: string | null; question: string; response: string }[];
};

export async function seedBooking(server: TestServer, booking: SeedBooking): Promise<string> {
  const end = new Date(booking.start.getTime() + (booking.minutes ?? 30) * 60_000);
  const { db } = server.database;
  const row = await db
    .insertInto('scheduling_bookings')
    .values({
      userId: booking.userId,
      ...(booking.workspaceId ? { workspaceId: booking.workspaceId } : {}),
      eventTypeId: booking.eventTypeId,
      startTime: booking.start,
      endTime: end,
      blockedDuring: `[${booking.start.toISOString()},${end.toISOString()})`,
      inviteeName: booking.inviteeName ?? 'Grace Hopper',
      inviteeEmail: booking.inviteeEmail ?? 'grace@example.com',
      status: booking.status ?? 'confirmed',
      cancellationReason: booking.cancellationReason ?? null,
      canceledAt: booking.canceledAt ?? null,
      cancelToken: randomBytes(24).toString('base64url'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (booking.responses?.length) {
    await db
      .insertInto('scheduling_responses')
      .values(booking.responses.map((response) => ({ bookingId: row.id, ...response })))
      .execute();
  }
  return row.id;
}

export function bookingRow(server: TestServer, bookingId: string) {
  return server.database.db
    .selectFrom('scheduling_bookings')
    .selectAll()
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
}

export function mailsTo(server: TestServer, address: string) {
  return server.database.db
    .selectFrom('mailOutbox')
    .selectAll()
    .where('toAddress', '=', address)
    .orderBy('createdAt')
    .execute();
}

/** Hours from now, on a whole minute. */
export function hoursFromNow(hours: number): Date {
  const date = new Date(Date.now() + hours * 3_600_000);
  date.setUTCSeconds(0, 0);
  return date;
}
