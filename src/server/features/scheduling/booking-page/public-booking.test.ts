// The public booking API over real HTTP on a real database: what the booking page,
// its chooser and the cancel page see, every refusal (and that it stores nothing),
// and the mails with their calendar files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import {
  callPublic,
  createEventType,
  type EventTypeSetup,
  firstSlots,
  setUpHost,
} from '../../../../../tests/support/booking-host';
import { openSse } from '../../../../../tests/support/sse-client';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { SCHEDULING_MESSAGES as M } from '../../../../core/messages';
import type { MailAttachment } from '../../../platform/mail/tables';
import { toStoredPreferences } from '../../profiles/notification-preferences';
import { unfoldIcs } from '../bookings/ics';
import { PUBLIC_BOOKING_LIMIT } from './booking-rate-limit';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;
const pub = (method: string, path: string, body?: unknown) =>
  callPublic(server.url, method, path, body);

async function newHost(profile: Parameters<typeof setUpHost>[2] = {}): Promise<ApiUser> {
  const host = await signUpApiUser(server, 'booking-host');
  await setUpHost(db(), host, profile);
  return host;
}

async function hostWithEventType(setup: Partial<EventTypeSetup> = {}, profile = {}) {
  const host = await newHost(profile);
  const slug = setup.slug ?? 'intro-call';
  const eventType = await createEventType(db(), host.id, { slug, ...setup });
  return { host, slug, eventType };
}

async function bookingsOf(userId: string) {
  return db()
    .selectFrom('scheduling_bookings')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('startTime')
    .execute();
}

async function mailsTo(address: string) {
  return db()
    .selectFrom('mailOutbox')
    .selectAll()
    .where('toAddress', '=', address)
    .where('subject', 'not like', 'Verify%')
    .orderBy('createdAt')
    .execute();
}

function icsOf(mail: { attachments: MailAttachment[] }): {
  lines: string[];
  attachment: MailAttachment;
} {
  const attachment = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!attachment) throw new Error('no calendar file');
  return { attachment, lines: unfoldIcs(attachment.content) };
}

const invitee = { name: 'Ivy Invitee', email: 'ivy@example.com' };

describe('the chooser and the event type', () => {
  it("lists the host's active event types only", async () => {
    const host = await newHost({ displayName: 'Grace Hopper' });
    await createEventType(db(), host.id, { slug: 'a-call', name: 'A call' });
    await createEventType(db(), host.id, { slug: 'hidden', name: 'Hidden', isActive: false });
    const answer = await pub('GET', `/schedule/${host.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.host).toMatchObject({
      id: host.id,
      name: 'Grace Hopper',
      timeZone: 'Europe/Paris',
    });
    expect(answer.body.eventTypes.map((e: { slug: string }) => e.slug)).toEqual(['a-call']);

    expect((await pub('GET', '/schedule/no-such-user')).status).toBe(404);
  });

  it('names a host without a display name "User"', async () => {
    const host = await newHost({ displayName: null });
    expect((await pub('GET', `/schedule/${host.id}`)).body.host.name).toBe('User');
  });

  it('shows an active event type with its questions in order', async () => {
    const { host, slug } = await hostWithEventType({
      name: 'Consultation',
      duration: 45,
      location: 'Zoom',
      questions: [
        { question: 'Company?', isRequired: true },
        { question: 'Budget', type: 'radio', options: ['Small', 'Large'] },
      ],
    });
    const answer = await pub('GET', `/schedule/${host.id}/${slug}`);
    expect(answer.status).toBe(200);
    expect(answer.body.eventType).toMatchObject({
      name: 'Consultation',
      slug,
      duration: 45,
      location: 'Zoom',
      requiresConfirmation: false,
    });
    expect(answer.body.eventType.questions.map((q: { question: string }) => q.question)).toEqual([
      'Company?',
      'Budget',
    ]);
    expect(answer.body.host.name).toBe('Ada Host');
  });

  it('answers 404 "Event type not found" for an inactive, unknown or other host\'s event type', async () => {
    const { host, slug } = await hostWithEventType({ isActive: false });
    const inactive = await pub('GET', `/schedule/${host.id}/${slug}`);
    expect(inactive.status).toBe(404);
    expect(inactive.body.error.message).toBe(M.eventTypeNotFound);
    expect((await pub('GET', `/schedule/${host.id}/nothing-here`)).body.error.message).toBe(
      M.eventTypeNotFound,
    );
    expect((await pub('GET', `/schedule/${host.id}/${slug}/slots`)).status).toBe(404);

    const other = await hostWithEventType({ slug: 'only-mine' });
    const stranger = await newHost();
    const crossed = await pub('GET', `/schedule/${stranger.id}/only-mine`);
    expect(crossed.status).toBe(404);
    expect(crossed.body.error.message).toBe(M.eventTypeNotFound);
    const booking = await pub('POST', `/schedule/${stranger.id}/only-mine/bookings`, {
      ...invitee,
      startTime: (await firstSlots(server.url, other.host.id, 'only-mine'))[0]?.start,
    });
    expect(booking.status).toBe(404);
    expect(await bookingsOf(stranger.id)).toEqual([]);
    expect(await bookingsOf(other.host.id)).toEqual([]);
  });
});

describe('slots', () => {
  it('offers steps of duration plus buffers inside 09:00–17:00 host time', async () => {
    const { host, slug } = await hostWithEventType({
      duration: 30,
      bufferBefore: 10,
      bufferAfter: 20,
    });
    const slots = await firstSlots(server.url, host.id, slug);
    expect(slots.length).toBeGreaterThan(0);
    const hostTime = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      hour: '2-digit',
      minute: '2-digit',
    });
    for (const slot of slots) {
      const minutes = (new Date(slot.end).getTime() - new Date(slot.start).getTime()) / 60_000;
      expect(minutes).toBe(30);
      expect(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']).toContain(
        hostTime.format(new Date(slot.start)),
      );
    }
  });

  it('narrows to the dates asked for, in the zone asked for', async () => {
    const { host, slug } = await hostWithEventType();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const answer = await pub(
      'GET',
      `/schedule/${host.id}/${slug}/slots?from=${tomorrow}&to=${tomorrow}&timeZone=Europe/Paris`,
    );
    expect(answer.status).toBe(200);
    const days = new Set(
      answer.body.slots.map((slot: { start: string }) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(slot.start)),
      ),
    );
    expect([...days]).toEqual([tomorrow]);
    expect(answer.body.slots).toHaveLength(16);

    expect((await pub('GET', `/schedule/${host.id}/${slug}/slots?from=tomorrow`)).status).toBe(400);
    expect(
      (await pub('GET', `/schedule/${host.id}/${slug}/slots?from=${tomorrow}&timeZone=Mars/Base`))
        .status,
    ).toBe(400);
  });
});

describe('booking: refusals store nothing', () => {
  it('answers every form message of the spec with its field', async () => {
    const { host, slug, eventType } = await hostWithEventType({
      questions: [
        { question: 'Company?', isRequired: true },
        { question: 'Plan', type: 'select', options: ['Free', 'Pro'] },
      ],
    });
    const [slot] = await firstSlots(server.url, host.id, slug);
    const [companyId, planId] = eventType.questionIds;
    const good = {
      ...invitee,
      startTime: slot?.start,
      responses: { [companyId as string]: 'ACME' },
    };
    const path = `/schedule/${host.id}/${slug}/bookings`;
    const cases: [unknown, string, string][] = [
      [{ ...good, name: undefined }, 'name', M.nameRequired],
      [{ ...good, name: '   ' }, 'name', M.nameRequired],
      [{ ...good, email: undefined }, 'email', M.emailRequired],
      [{ ...good, email: '' }, 'email', M.emailRequired],
      [{ ...good, email: 'not-an-address' }, 'email', M.invalidEmail],
      [{ ...good, startTime: undefined }, 'startTime', M.selectTimeSlot],
      [{ ...good, responses: {} }, `responses.${companyId}`, M.fieldRequired],
      [
        { ...good, responses: { [companyId as string]: '   ' } },
        `responses.${companyId}`,
        M.fieldRequired,
      ],
      [
        { ...good, responses: { [companyId as string]: 'ACME', [planId as string]: 'Enterprise' } },
        `responses.${planId}`,
        M.invalidOption,
      ],
    ];
    for (const [body, field, message] of cases) {
      const answer = await pub('POST', path, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message).toBe(message);
      expect(answer.body.error.fields[field]).toBe(message);
    }
    expect(await bookingsOf(host.id)).toEqual([]);
    expect(await mailsTo(invitee.email)).toEqual([]);
    expect(await mailsTo(host.email)).toEqual([]);
  });

  it('refuses a start the page never offered (a crafted request)', async () => {
    const { host, slug } = await hostWithEventType();
    const [slot] = await firstSlots(server.url, host.id, slug);
    const start = new Date(slot?.start as string);
    const path = `/schedule/${host.id}/${slug}/bookings`;
    const crafted = [
      new Date(start.getTime() + 7 * 60_000), // between two steps
      new Date(start.getTime() - 12 * 3_600_000), // at night, host time
      new Date(Date.now() - 86_400_000), // in the past
      new Date(Date.now() + 90 * 86_400_000), // beyond the 30 days
    ];
    for (const when of crafted) {
      const answer = await pub('POST', path, { ...invitee, startTime: when.toISOString() });
      expect(answer.status, when.toISOString()).toBe(400);
      expect(answer.body.error.message).toBe(M.slotNotOffered);
    }
    expect(await bookingsOf(host.id)).toEqual([]);
  });

  it('refuses a link of an inactive event type', async () => {
    const { host, slug } = await hostWithEventType();
    const [slot] = await firstSlots(server.url, host.id, slug);
    await db()
      .updateTable('scheduling_event_types')
      .set({ isActive: false })
      .where('userId', '=', host.id)
      .execute();
    const answer = await pub('POST', `/schedule/${host.id}/${slug}/bookings`, {
      ...invitee,
      startTime: slot?.start,
    });
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe(M.eventTypeNotFound);
    expect(await bookingsOf(host.id)).toEqual([]);
  });

  it('answers 409 for a slot booked a moment ago', async () => {
    const { host, slug } = await hostWithEventType();
    const [slot] = await firstSlots(server.url, host.id, slug);
    const path = `/schedule/${host.id}/${slug}/bookings`;
    expect((await pub('POST', path, { ...invitee, startTime: slot?.start })).status).toBe(201);
    const second = await pub('POST', path, {
      name: 'Late',
      email: 'late@example.com',
      startTime: slot?.start,
    });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(M.slotTaken);
    expect(await bookingsOf(host.id)).toHaveLength(1);
    const slots = await firstSlots(server.url, host.id, slug);
    expect(slots.map((s) => s.start)).not.toContain(slot?.start);
  });

  it('stops at max bookings per day', async () => {
    const { host, slug } = await hostWithEventType({ maxBookingsPerDay: 1 });
    // Two slots of one day in the host's zone (late in the day, today may offer only one).
    const slots = await firstSlots(server.url, host.id, slug);
    const hostDay = (start: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(start));
    const at = slots.findIndex((slot, i) => {
      const next = slots[i + 1];
      return next !== undefined && hostDay(next.start) === hostDay(slot.start);
    });
    const [first, second] = slots.slice(at, at + 2);
    const path = `/schedule/${host.id}/${slug}/bookings`;
    expect((await pub('POST', path, { ...invitee, startTime: first?.start })).status).toBe(201);
    const again = await pub('POST', path, { ...invitee, startTime: second?.start });
    expect(again.status).toBe(409);
    expect(await bookingsOf(host.id)).toHaveLength(1);
  });

  it(`lets one visitor make ${PUBLIC_BOOKING_LIMIT} bookings an hour per host, then answers 429`, async () => {
    const { host, slug } = await hostWithEventType({ duration: 15 });
    const slots = await firstSlots(server.url, host.id, slug);
    const path = `/schedule/${host.id}/${slug}/bookings`;
    for (const slot of slots.slice(0, PUBLIC_BOOKING_LIMIT)) {
      expect((await pub('POST', path, { ...invitee, startTime: slot.start })).status).toBe(201);
    }
    const over = await pub('POST', path, {
      ...invitee,
      startTime: slots[PUBLIC_BOOKING_LIMIT]?.start,
    });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe(M.tooManyBookingActions);
    expect(await bookingsOf(host.id)).toHaveLength(PUBLIC_BOOKING_LIMIT);
  });
});

describe('booking: what is stored and mailed', () => {
  it('stores a confirmed booking with its buffers and answers, and mails both sides', async () => {
    const { host, slug, eventType } = await hostWithEventType({
      name: 'Strategy, session',
      location: 'Room 4; 2nd floor',
      bufferBefore: 15,
      bufferAfter: 5,
      questions: [
        { question: 'Company?', isRequired: true },
        { question: 'Anything else?' },
        { question: 'Plan', type: 'select', options: ['Free', 'Pro'] },
      ],
    });
    const [slot] = await firstSlots(server.url, host.id, slug);
    const [companyId, , planId] = eventType.questionIds as [string, string, string];
    const answer = await pub('POST', `/schedule/${host.id}/${slug}/bookings`, {
      name: 'Ivy <b>Invitee</b>',
      email: ' stored@example.com ',
      phone: '+33 1 23 45 67 89',
      notes: 'See you & thanks',
      timeZone: 'America/New_York',
      startTime: slot?.start,
      responses: { [companyId]: 'ACME <Corp>', [planId]: 'Pro' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.booking).toMatchObject({
      startTime: slot?.start,
      endTime: slot?.end,
      status: 'confirmed',
      inviteeName: 'Ivy <b>Invitee</b>',
    });
    expect(answer.body.cancelPath).toMatch(/^\/schedule\/cancel\/[A-Za-z0-9_-]{32}$/);

    const [row] = await bookingsOf(host.id);
    expect(row).toMatchObject({
      eventTypeId: eventType.id,
      status: 'confirmed',
      inviteeEmail: 'stored@example.com',
      inviteePhone: '+33 1 23 45 67 89',
      inviteeTimeZone: 'America/New_York',
      notes: 'See you & thanks',
      icsSequence: 0,
    });
    expect(answer.body.cancelPath).toBe(`/schedule/cancel/${row?.cancelToken}`);
    const blocked = await db()
      .selectFrom('scheduling_bookings')
      .select((eb) => [
        eb.fn<Date>('lower', ['blockedDuring']).as('from'),
        eb.fn<Date>('upper', ['blockedDuring']).as('to'),
      ])
      .where('id', '=', row?.id as string)
      .executeTakeFirstOrThrow();
    expect(new Date(blocked.from).getTime()).toBe(
      new Date(slot?.start as string).getTime() - 15 * 60_000,
    );
    expect(new Date(blocked.to).getTime()).toBe(
      new Date(slot?.end as string).getTime() + 5 * 60_000,
    );
    const responses = await db()
      .selectFrom('scheduling_responses')
      .select(['questionId', 'question', 'response'])
      .where('bookingId', '=', row?.id as string)
      .orderBy('question')
      .execute();
    expect(responses).toEqual([
      { questionId: companyId, question: 'Company?', response: 'ACME <Corp>' },
      { questionId: planId, question: 'Plan', response: 'Pro' },
    ]);

    const [toInvitee, ...more] = await mailsTo('stored@example.com');
    expect(more).toEqual([]);
    expect(toInvitee?.subject).toBe('Booking confirmed: Strategy, session with Ada Host');
    // In the invitee's zone, which they gave.
    const newYork = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(slot?.start as string));
    expect(toInvitee?.textBody).toContain(`${newYork} – `);
    expect(toInvitee?.textBody).toContain('(America/New_York)');
    const cancelUrl = `${server.url}${answer.body.cancelPath}`;
    expect(toInvitee?.textBody).toContain(cancelUrl);
    expect(toInvitee?.textBody).toContain(
      'https://calendar.google.com/calendar/render?action=TEMPLATE',
    );
    expect(toInvitee?.textBody).toContain('https://outlook.live.com/calendar/0/deeplink/compose?');
    expect(toInvitee?.htmlBody).toContain('Ivy &lt;b&gt;Invitee&lt;/b&gt;');
    expect(toInvitee?.htmlBody).not.toContain('<b>Invitee</b>');

    const { attachment, lines } = icsOf(toInvitee as { attachments: MailAttachment[] });
    expect(attachment.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(attachment.filename).toBe('invite.ics');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain(`UID:${row?.id}@127.0.0.1`);
    expect(lines).toContain('SUMMARY:Strategy\\, session with Ada Host');
    expect(lines).toContain('LOCATION:Room 4\\; 2nd floor');
    expect(lines.find((l) => l.startsWith('ATTENDEE'))).toContain('mailto:stored@example.com');
    expect(lines.find((l) => l.startsWith('ORGANIZER'))).toContain(`mailto:${host.email}`);

    const [toHost, ...moreHost] = await mailsTo(host.email);
    expect(moreHost).toEqual([]);
    expect(toHost?.subject).toBe('New booking: Ivy <b>Invitee</b> – Strategy, session');
    expect(toHost?.textBody).toContain('Company?: ACME <Corp>');
    expect(toHost?.textBody).toContain('Plan: Pro');
    expect(toHost?.textBody).toContain('(Europe/Paris)');
    expect(toHost?.htmlBody).toContain('ACME &lt;Corp&gt;');
    expect(toHost?.htmlBody).not.toContain('<Corp>');
  });

  it('keeps a booking pending when the event type asks for confirmation', async () => {
    const { host, slug } = await hostWithEventType({ requiresConfirmation: true });
    const [slot] = await firstSlots(server.url, host.id, slug);
    const answer = await pub('POST', `/schedule/${host.id}/${slug}/bookings`, {
      ...invitee,
      email: 'pending@example.com',
      startTime: slot?.start,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.booking.status).toBe('pending');
    expect((await bookingsOf(host.id))[0]?.status).toBe('pending');
    const [mail] = await mailsTo('pending@example.com');
    expect(mail?.subject).toMatch(/^Awaiting confirmation: /);
    // Without a zone of their own the invitee reads the host's.
    expect(mail?.textBody).toContain('(Europe/Paris)');
    expect(icsOf(mail as { attachments: MailAttachment[] }).lines).toContain('STATUS:TENTATIVE');
    expect((await mailsTo(host.email))[0]?.subject).toMatch(/^New booking request: /);
    // A pending booking holds its slot too.
    expect((await firstSlots(server.url, host.id, slug)).map((s) => s.start)).not.toContain(
      slot?.start,
    );
  });

  it('does not mail the host whose e-mail notifications are off', async () => {
    const { host, slug } = await hostWithEventType();
    await db()
      .updateTable('profiles')
      .set({
        notificationPreferences: JSON.stringify(
          toStoredPreferences({
            emailNotifications: false,
            emailMarketing: false,
            emailSystem: true,
            pushNotifications: true,
            pushMessages: true,
            pushReminders: true,
          }),
        ),
      })
      .where('userId', '=', host.id)
      .execute();
    const [slot] = await firstSlots(server.url, host.id, slug);
    const answer = await pub('POST', `/schedule/${host.id}/${slug}/bookings`, {
      ...invitee,
      email: 'quiet@example.com',
      startTime: slot?.start,
    });
    expect(answer.status).toBe(201);
    expect(await mailsTo('quiet@example.com')).toHaveLength(1);
    expect(await mailsTo(host.email)).toEqual([]);
  });
});

describe('the cancel link', () => {
  it('shows the booking, cancels it once, and mails a cancel with the same UID', async () => {
    const { host, slug } = await hostWithEventType({ name: 'Demo' });
    const [slot] = await firstSlots(server.url, host.id, slug);
    const created = await pub('POST', `/schedule/${host.id}/${slug}/bookings`, {
      ...invitee,
      email: 'canceler@example.com',
      timeZone: 'Asia/Tokyo',
      startTime: slot?.start,
    });
    const token = (created.body.cancelPath as string).split('/').pop();

    const { username } = await db()
      .selectFrom('profiles')
      .select('username')
      .where('userId', '=', host.id)
      .executeTakeFirstOrThrow();
    const summary = await pub('GET', `/bookings/${token}`);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({
      host: { name: 'Ada Host' },
      eventType: { name: 'Demo', duration: 30 },
      bookingPath: `/schedule/${username}/${slug}`,
      startTime: slot?.start,
      status: 'confirmed',
      inviteeName: invitee.name,
      canceledAt: null,
    });

    const cancel = await pub('POST', `/bookings/${token}/cancel`, { reason: 'Something came up' });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({
      status: 'canceled',
      cancellationReason: 'Something came up',
    });
    const [row] = await bookingsOf(host.id);
    expect(row?.status).toBe('canceled');
    expect(row?.canceledAt).toBeTruthy();
    expect(row?.icsSequence).toBe(1);

    const [confirmation, cancellation] = await mailsTo('canceler@example.com');
    const before = icsOf(confirmation as { attachments: MailAttachment[] }).lines;
    const { lines, attachment } = icsOf(cancellation as { attachments: MailAttachment[] });
    expect(cancellation?.subject).toBe('Booking canceled: Demo with Ada Host');
    expect(cancellation?.textBody).toContain('(Asia/Tokyo)');
    expect(cancellation?.textBody).toContain(
      `Pick another time: ${server.url}/schedule/${username}/${slug}`,
    );
    expect(attachment.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:1');
    expect(lines.find((l) => l.startsWith('UID:'))).toBe(before.find((l) => l.startsWith('UID:')));
    const hostMails = await mailsTo(host.email);
    expect(hostMails.map((m) => m.subject)).toEqual([
      `New booking: ${invitee.name} – Demo`,
      `Booking canceled: ${invitee.name} – Demo`,
    ]);
    expect(hostMails[1]?.textBody).toContain('Reason: Something came up');

    const again = await pub('POST', `/bookings/${token}/cancel`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(M.bookingAlreadyCanceled);
    expect(await mailsTo('canceler@example.com')).toHaveLength(2);
    expect((await pub('GET', `/bookings/${token}`)).body.status).toBe('canceled');

    // The slot is free again.
    expect((await firstSlots(server.url, host.id, slug)).map((s) => s.start)).toContain(
      slot?.start,
    );
  });

  it("tells the host's open browsers about the booking and its cancellation", async () => {
    const { host, slug } = await hostWithEventType();
    const stream = await openSse(`${server.url}/api/v1/events`, {
      headers: { cookie: host.cookie },
    });
    try {
      expect(stream.status).toBe(200);
      await stream.waitForComment('connected');
      const [slot] = await firstSlots(server.url, host.id, slug);
      const created = await pub('POST', `/schedule/${host.id}/${slug}/bookings`, {
        ...invitee,
        email: 'live@example.com',
        startTime: slot?.start,
      });
      const id = created.body.booking.id as string;
      const change = (op: string) => (message: { data: string }) =>
        message.data === JSON.stringify({ entity: 'scheduling_bookings', op, id });
      await stream.waitForMessage(change('insert'));
      const token = (created.body.cancelPath as string).split('/').pop();
      expect((await pub('POST', `/bookings/${token}/cancel`, {})).status).toBe(200);
      await stream.waitForMessage(change('update'));
    } finally {
      stream.close();
    }
  });

  it('refuses to cancel a meeting that has already started', async () => {
    const { host, eventType } = await hostWithEventType();
    const token = 'started-meeting-token-0123456789';
    const start = new Date(Date.now() - 10 * 60_000);
    const end = new Date(start.getTime() + 30 * 60_000);
    await db()
      .insertInto('scheduling_bookings')
      .values({
        eventTypeId: eventType.id,
        userId: host.id,
        startTime: start,
        endTime: end,
        blockedDuring: `[${start.toISOString()},${end.toISOString()})`,
        inviteeName: 'Late',
        inviteeEmail: 'started@example.com',
        status: 'confirmed',
        cancelToken: token,
      })
      .execute();
    const answer = await pub('POST', `/bookings/${token}/cancel`, {});
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(M.bookingInPast);
    expect((await bookingsOf(host.id))[0]?.status).toBe('confirmed');
    expect(await mailsTo('started@example.com')).toEqual([]);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    const unknown = await pub('GET', `/bookings/${'A'.repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(M.bookingNotFound);
    expect((await pub('POST', '/bookings/short/cancel', {})).status).toBe(404);
  });
});
