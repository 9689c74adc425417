// The host's bookings over real HTTP against a real database: upcoming and past lists
// (spec §4), cancel, confirm and decline with the invitee's mail, other users' ids.
// Bookings are written straight into the database; booking through the public page is
// tested with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpApiUser } from '../../../../../tests/support/api-user';
import {
  addEventType,
  bookingRow,
  hoursFromNow,
  mailsTo,
  seedBooking,
} from '../../../../../tests/support/scheduling-rows';
import { openSse } from '../../../../../tests/support/sse-client';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { SCHEDULING_MESSAGES as M } from '../../../../core/messages';
import type { Booking } from '../../../../core/scheduling-schemas';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const signUp = () => signUpApiUser(server, 'host-bookings');

let inviteeCount = 0;
const newInvitee = () => `invitee-${inviteeCount++}-${Date.now()}@example.com`;

async function hostWithEventType(options: { requiresConfirmation?: boolean } = {}) {
  const host = await signUp();
  const eventType = await addEventType(host, {
    name: 'Strategy session',
    questions: [{ question: 'Company?' }, { question: 'Goal?' }],
    ...options,
  });
  return { host, eventType };
}

describe('the lists', () => {
  it('split upcoming from past as the spec says, with names, statuses and answers', async () => {
    const { host, eventType } = await hostWithEventType();
    const [company, goal] = eventType.questions;
    const book = (start: Date, extra: Partial<Parameters<typeof seedBooking>[1]> = {}) =>
      seedBooking(server, { userId: host.id, eventTypeId: eventType.id, start, ...extra });
    const later = await book(hoursFromNow(72), {
      inviteeName: 'Later',
      responses: [
        { questionId: goal?.id ?? null, question: 'Goal?', response: 'Grow' },
        { questionId: company?.id ?? null, question: 'Company?', response: 'Acme' },
      ],
    });
    const soon = await book(hoursFromNow(2), { inviteeName: 'Soon', status: 'pending' });
    const canceledFuture = await book(hoursFromNow(5), {
      status: 'canceled',
      cancellationReason: 'Ill',
      canceledAt: new Date(),
    });
    const yesterday = await book(hoursFromNow(-24), { inviteeName: 'Yesterday' });
    const lastWeek = await book(hoursFromNow(-24 * 7), { inviteeName: 'Last week' });
    // Another host's booking at the same time is nobody's business here.
    const other = await hostWithEventType();
    await seedBooking(server, {
      userId: other.host.id,
      eventTypeId: other.eventType.id,
      start: hoursFromNow(2),
    });

    const answer = await host.call('GET', '/scheduling/bookings');
    expect(answer.status).toBe(200);
    const { upcoming, past } = answer.body as { upcoming: Booking[]; past: Booking[] };
    expect(upcoming.map((booking) => booking.id)).toEqual([soon, later]);
    expect(past.map((booking) => booking.id)).toEqual([canceledFuture, yesterday, lastWeek]);
    expect(upcoming[0]).toMatchObject({ inviteeName: 'Soon', status: 'pending', responses: [] });
    expect(upcoming[1]).toMatchObject({
      eventTypeId: eventType.id,
      eventTypeName: 'Strategy session',
      inviteeName: 'Later',
      inviteeEmail: 'grace@example.com',
      status: 'confirmed',
      cancellationReason: null,
      canceledAt: null,
      // In the form's order.
      responses: [
        { question: 'Company?', response: 'Acme' },
        { question: 'Goal?', response: 'Grow' },
      ],
    });
    expect(past[0]).toMatchObject({ status: 'canceled', cancellationReason: 'Ill' });
  });

  it('show the first 10 past bookings, newest first', async () => {
    const { host, eventType } = await hostWithEventType();
    for (let day = 1; day <= 12; day++) {
      await seedBooking(server, {
        userId: host.id,
        eventTypeId: eventType.id,
        start: hoursFromNow(-24 * day),
        inviteeName: `Day ${day}`,
      });
    }
    const { past } = (await host.call('GET', '/scheduling/bookings')).body as { past: Booking[] };
    expect(past.map((booking) => booking.inviteeName)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Day ${index + 1}`),
    );
  });

  it('answer one booking by id however old, the lists having stopped before it', async () => {
    const { host, eventType } = await hostWithEventType();
    const ids: string[] = [];
    for (let day = 1; day <= 12; day++) {
      ids.push(
        await seedBooking(server, {
          userId: host.id,
          eventTypeId: eventType.id,
          start: hoursFromNow(-24 * day),
          inviteeName: `Day ${day}`,
        }),
      );
    }
    const oldest = await host.call('GET', `/scheduling/bookings/${ids[11]}`);
    expect(oldest.status).toBe(200);
    expect(oldest.body).toMatchObject({
      id: ids[11],
      inviteeName: 'Day 12',
      eventTypeName: 'Strategy session',
      status: 'confirmed',
    });
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const answer = await host.call('GET', `/scheduling/bookings/${id}`);
      expect(answer.status, id).toBe(404);
      expect(answer.body.error.message).toBe(M.bookingNotFound);
    }
  });

  it('are empty for a new host', async () => {
    const host = await signUp();
    const answer = await host.call('GET', '/scheduling/bookings');
    expect(answer.body).toEqual({ upcoming: [], past: [] });
  });
});

describe('canceling', () => {
  it('records "Canceled by host", moves the booking to past and mails the invitee a calendar cancel', async () => {
    const { host, eventType } = await hostWithEventType();
    const invitee = newInvitee();
    const id = await seedBooking(server, {
      userId: host.id,
      eventTypeId: eventType.id,
      start: hoursFromNow(30),
      inviteeEmail: invitee,
    });
    const answer = await host.call('POST', `/scheduling/bookings/${id}/cancel`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id,
      status: 'canceled',
      cancellationReason: M.canceledByHost,
    });
    const row = await bookingRow(server, id);
    expect(row).toMatchObject({
      status: 'canceled',
      cancellationReason: M.canceledByHost,
      icsSequence: 1,
    });
    expect(Math.abs((row.canceledAt?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);

    const lists = (await host.call('GET', '/scheduling/bookings')).body;
    expect(lists.upcoming).toEqual([]);
    expect(lists.past.map((booking: Booking) => booking.id)).toEqual([id]);

    const mails = await mailsTo(server, invitee);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Booking canceled: /);
    const ics = mails[0]?.attachments.find((file) => file.filename.endsWith('.ics'));
    expect(ics?.content).toContain('METHOD:CANCEL');
    expect(ics?.content).toContain('SEQUENCE:1');
  });

  it('keeps the reason the host gives, and a blank one means the default', async () => {
    const { host, eventType } = await hostWithEventType();
    const id = await seedBooking(server, {
      userId: host.id,
      eventTypeId: eventType.id,
      start: hoursFromNow(30),
    });
    const answer = await host.call('POST', `/scheduling/bookings/${id}/cancel`, {
      reason: '  Double-booked, sorry  ',
    });
    expect(answer.status).toBe(200);
    expect((await bookingRow(server, id)).cancellationReason).toBe('Double-booked, sorry');

    const blank = await seedBooking(server, {
      userId: host.id,
      eventTypeId: eventType.id,
      start: hoursFromNow(40),
    });
    await host.call('POST', `/scheduling/bookings/${blank}/cancel`, { reason: '' });
    expect((await bookingRow(server, blank)).cancellationReason).toBe(M.canceledByHost);
  });

  it('refuses to cancel twice, or a meeting that already took place', async () => {
    const { host, eventType } = await hostWithEventType();
    const invitee = newInvitee();
    const id = await seedBooking(server, {
      userId: host.id,
      eventTypeId: eventType.id,
      start: hoursFromNow(30),
      inviteeEmail: invitee,
    });
    await host.call('POST', `/scheduling/bookings/${id}/cancel`);
    const again = await host.call('POST', `/scheduling/bookings/${id}/cancel`, { reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(M.bookingAlreadyCanceled);
    expect(await bookingRow(server, id)).toMatchObject({
      cancellationReason: M.canceledByHost,
      icsSequence: 1,
    });
    expect(await mailsTo(server, invitee)).toHaveLength(1);

    const past = await seedBooking(server, {
      userId: host.id,
      eventTypeId: eventType.id,
      start: hoursFromNow(-3),
    });
    const late = await host.call('POST', `/scheduling/bookings/${past}/cancel`);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(M.bookingAlreadyPast);
    expect((await bookingRow(server, past)).status).toBe('confirmed');
  });

  it('frees the time: the same slot can be booked again', async () => {
    const { host, eventType } = await hostWithEventType();
    const start = hoursFromNow(50);
    const id = await seedBooking(server, { userId: host.id, eventTypeId: eventType.id, start });
    await host.call('POST', `/scheduling/bookings/${id}/cancel`);
    await expect(
      seedBooking(server, { userId: host.id, eventTypeId: eventType.id, start }),
    ).resolves.toBeTruthy();
  });
});

describe('confirming and declining', () => {
  it('confirms a pending booking and mails the invitee the confirmed event', async () => {
    const { host, eventType } = await hostWithEventType({ requiresConfirmation: true });
    const invitee = newInvitee();
    const id = await seedBooking(server, {
      userId: host.id,
      eventTypeId: eventType.id,
      start: hoursFromNow(26),
      status: 'pending',
      inviteeEmail: invitee,
    });
    const answer = await host.call('POST', `/scheduling/bookings/${id}/confirm`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id, status: 'confirmed' });
    expect(await bookingRow(server, id)).toMatchObject({ status: 'confirmed', icsSequence: 1 });
    const mails = await mailsTo(server, invitee);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Booking confirmed: /),
    ]);
    const ics = mails[0]?.attachments.find((file) => file.filename.endsWith('.ics'));
    expect(ics?.content).toContain('METHOD:REQUEST');
    expect(ics?.content).toContain('SEQUENCE:1');

    const twice = await host.call('POST', `/scheduling/bookings/${id}/confirm`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(M.bookingNotPending);
    expect(await mailsTo(server, invitee)).toHaveLength(1);
  });

  it('declines a pending booking: canceled as "Declined by host", invitee told', async () => {
    const { host, eventType } = await hostWithEventType({ requiresConfirmation: true });
    const invitee = newInvitee();
    const id = await seedBooking(server, {
      userId: host.id,
      eventTypeId: eventType.id,
      start: hoursFromNow(26),
      status: 'pending',
      inviteeEmail: invitee,
    });
    const answer = await host.call('POST', `/scheduling/bookings/${id}/decline`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'canceled', cancellationReason: M.declinedByHost });
    const row = await bookingRow(server, id);
    expect(row).toMatchObject({
      status: 'canceled',
      cancellationReason: M.declinedByHost,
      icsSequence: 1,
    });
    expect(row.canceledAt).not.toBeNull();
    expect((await mailsTo(server, invitee)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Booking declined: /),
    ]);
    const confirmAfter = await host.call('POST', `/scheduling/bookings/${id}/confirm`);
    expect(confirmAfter.status).toBe(409);
    expect(confirmAfter.body.error.message).toBe(M.bookingAlreadyCanceled);
  });

  it('refuses to confirm or decline a booking that is not pending', async () => {
    const { host, eventType } = await hostWithEventType();
    const id = await seedBooking(server, {
      userId: host.id,
      eventTypeId: eventType.id,
      start: hoursFromNow(26),
    });
    for (const action of ['confirm', 'decline']) {
      const answer = await host.call('POST', `/scheduling/bookings/${id}/${action}`);
      expect(answer.status).toBe(409);
      expect(answer.body.error.message).toBe(M.bookingNotPending);
    }
    expect(await bookingRow(server, id)).toMatchObject({ status: 'confirmed', icsSequence: 0 });
  });
});

describe("another user's booking", () => {
  it('is not found for every host action and stays as it was', async () => {
    const { host, eventType } = await hostWithEventType({ requiresConfirmation: true });
    const stranger = await signUp();
    const invitee = newInvitee();
    const id = await seedBooking(server, {
      userId: host.id,
      eventTypeId: eventType.id,
      start: hoursFromNow(26),
      status: 'pending',
      inviteeEmail: invitee,
    });
    for (const action of ['cancel', 'confirm', 'decline']) {
      const answer = await stranger.call('POST', `/scheduling/bookings/${id}/${action}`);
      expect(answer.status, action).toBe(404);
      expect(answer.body.error.message).toBe(M.bookingNotFound);
    }
    expect((await stranger.call('POST', '/scheduling/bookings/not-an-id/cancel')).status).toBe(404);
    expect(await bookingRow(server, id)).toMatchObject({ status: 'pending', icsSequence: 0 });
    expect(await mailsTo(server, invitee)).toEqual([]);
    const read = await stranger.call('GET', `/scheduling/bookings/${id}`);
    expect(read.status).toBe(404);
    expect(read.text).not.toContain(invitee);
    expect((await stranger.call('GET', '/scheduling/bookings')).body).toEqual({
      upcoming: [],
      past: [],
    });
  });
});

describe('live updates', () => {
  it("tell the host's browsers when a booking changes", async () => {
    const { host, eventType } = await hostWithEventType();
    const id = await seedBooking(server, {
      userId: host.id,
      eventTypeId: eventType.id,
      start: hoursFromNow(60),
    });
    const stream = await openSse(`${server.url}/api/v1/events`, {
      headers: { cookie: host.cookie },
    });
    try {
      await stream.waitForComment('connected');
      await host.call('POST', `/scheduling/bookings/${id}/cancel`);
      await stream.waitForMessage((message) => {
        const event = JSON.parse(message.data) as { entity: string; op: string; id: string };
        return event.entity === 'scheduling_bookings' && event.op === 'update' && event.id === id;
      });
    } finally {
      stream.close();
    }
  });
});
