// Meeting locations and the reminder list through the API (decision 058): what the
// event type form may store (and every refusal, storing nothing), what the public
// page shows before a booking, and what every booking mail and its calendar file carry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import { callPublic, firstSlots, setUpHost } from '../../../../../tests/support/booking-host';
import { addEventType } from '../../../../../tests/support/scheduling-rows';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import {
  DEFAULT_REMINDERS,
  REMINDER_MESSAGES,
} from '../../../../core/scheduling/booking-reminders';
import { LOCATION_MESSAGES } from '../../../../core/scheduling/meeting-location';
import type { MailAttachment } from '../../../platform/mail/tables';
import { unfoldIcs } from '../bookings/ics';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    BOOKING_REMINDER_INTERVAL_MS: '0',
    MAIL_SENDER_INTERVAL_MS: '0',
  });
});

afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;
let count = 0;

async function host(): Promise<ApiUser> {
  const user = await signUpApiUser(server, `location-host-${++count}`);
  await setUpHost(db(), user, { displayName: 'Ada Host' });
  return user;
}

async function storedEventTypes(userId: string) {
  return db()
    .selectFrom('scheduling_event_types')
    .select('id')
    .where('userId', '=', userId)
    .execute();
}

async function bookFirstSlot(user: ApiUser, slug: string, extra: Record<string, unknown> = {}) {
  const [slot] = await firstSlots(server.url, user.id, slug);
  return callPublic(server.url, 'POST', `/schedule/${user.id}/${slug}/bookings`, {
    name: 'Ivy Invitee',
    email: `ivy-${slug}@example.com`,
    startTime: slot?.start,
    timeZone: 'Europe/Berlin',
    ...extra,
  });
}

async function mailsTo(address: string) {
  return db()
    .selectFrom('mailOutbox')
    .selectAll()
    .where('toAddress', '=', address)
    .orderBy('createdAt')
    .execute();
}

function icsLines(mail: { attachments: MailAttachment[] }): string[] {
  const file = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!file) throw new Error('no calendar file');
  return unfoldIcs(file.content);
}

describe('the event type form', () => {
  it('gives a new event type the default reminders, and stores an edited list', async () => {
    const user = await host();
    const created = await addEventType(user, { name: 'Defaults' });
    expect(created.reminders).toEqual(DEFAULT_REMINDERS);
    expect(created.locationKind).toBe('none');
    const edited = await user.call('PUT', `/scheduling/event-types/${created.id}`, {
      ...created,
      locationKind: 'video_link',
      location: 'https://zoom.us/j/123456789',
      reminders: [
        { offsetMinutes: 5, toHost: true },
        { offsetMinutes: 2880, toHost: false },
      ],
    });
    expect(edited.status, edited.text).toBe(200);
    const read = await user.call('GET', `/scheduling/event-types/${created.id}`);
    expect(read.body.locationKind).toBe('video_link');
    expect(read.body.location).toBe('https://zoom.us/j/123456789');
    // Earliest first.
    expect(read.body.reminders).toEqual([
      { offsetMinutes: 2880, toHost: false },
      { offsetMinutes: 5, toHost: true },
    ]);
  });

  const six = [1, 2, 3, 4, 5, 6].map((offsetMinutes) => ({ offsetMinutes, toHost: false }));
  const cases: [string, Record<string, unknown>, string][] = [
    [
      'a reminder 0 minutes before',
      { reminders: [{ offsetMinutes: 0 }] },
      REMINDER_MESSAGES.offsetRange,
    ],
    [
      'a reminder after the meeting',
      { reminders: [{ offsetMinutes: -60 }] },
      REMINDER_MESSAGES.offsetRange,
    ],
    [
      'a reminder 31 days before',
      { reminders: [{ offsetMinutes: 44_640 }] },
      REMINDER_MESSAGES.offsetRange,
    ],
    [
      'a reminder of half a minute',
      { reminders: [{ offsetMinutes: 0.5 }] },
      REMINDER_MESSAGES.offsetRange,
    ],
    [
      'a reminder offset as text',
      { reminders: [{ offsetMinutes: '60' }] },
      REMINDER_MESSAGES.offsetRange,
    ],
    ['six reminders', { reminders: six }, REMINDER_MESSAGES.tooMany],
    [
      'the same reminder twice',
      { reminders: [{ offsetMinutes: 60 }, { offsetMinutes: 60, toHost: true }] },
      REMINDER_MESSAGES.duplicate,
    ],
    [
      'a javascript: link',
      { locationKind: 'video_link', location: 'javascript:alert(document.cookie)' },
      LOCATION_MESSAGES.linkHttps,
    ],
    [
      'a plain http link',
      { locationKind: 'video_link', location: 'http://zoom.us/j/1' },
      LOCATION_MESSAGES.linkHttps,
    ],
    [
      'a link with a password',
      { locationKind: 'video_link', location: 'https://user:secret@zoom.us/j/1' },
      LOCATION_MESSAGES.linkHttps,
    ],
    [
      'a video link left empty',
      { locationKind: 'video_link', location: '' },
      LOCATION_MESSAGES.linkRequired,
    ],
    [
      'an address left empty',
      { locationKind: 'in_person', location: '  ' },
      LOCATION_MESSAGES.addressRequired,
    ],
    [
      'a phone number of letters',
      { locationKind: 'phone_host', location: 'call me <b>maybe</b>' },
      LOCATION_MESSAGES.phoneFormat,
    ],
    ['an unknown location kind', { locationKind: 'carrier_pigeon' }, ''],
  ];

  it.each(cases)('refuses %s and stores nothing', async (_, change, message) => {
    const user = await host();
    const answer = await user.call('POST', '/scheduling/event-types', { name: 'Bad', ...change });
    expect(answer.status, answer.text).toBe(400);
    if (message) expect(answer.body.error.message).toBe(message);
    expect(await storedEventTypes(user.id)).toEqual([]);
  });
});

describe('a booking', () => {
  it('in a Jitsi Meet room gets its own unguessable room, in the mails and the calendar file', async () => {
    const user = await host();
    await addEventType(user, { name: 'Video chat', slug: 'video', locationKind: 'jitsi' });
    const page = await callPublic(server.url, 'GET', `/schedule/${user.id}/video`);
    expect(page.body.eventType.location).toBe(
      'Video call (Jitsi Meet): the link comes with your confirmation',
    );
    const first = await bookFirstSlot(user, 'video');
    expect(first.status, first.text).toBe(201);
    const second = await bookFirstSlot(user, 'video', { email: 'other@example.com' });
    expect(second.status, second.text).toBe(201);
    const rooms = await db()
      .selectFrom('scheduling_bookings')
      .select('meetingUrl')
      .where('userId', '=', user.id)
      .execute();
    const [room, other] = rooms.map((row) => row.meetingUrl ?? '');
    expect(room).toMatch(/^https:\/\/meet\.jit\.si\/Scale-[A-Za-z0-9_-]{24}$/);
    expect(other).toMatch(/^https:\/\/meet\.jit\.si\/Scale-[A-Za-z0-9_-]{24}$/);
    expect(room).not.toBe(other);

    const [mail] = await mailsTo('ivy-video@example.com');
    expect(mail?.textBody).toContain(`Where: Video call: ${room}`);
    const lines = icsLines(mail as { attachments: MailAttachment[] });
    expect(lines).toContain(`URL:${room}`);
    expect(
      lines.some((line) => line.startsWith('LOCATION:Video call: https://meet.jit.si/Scale-')),
    ).toBe(true);
    const hostMail = (await mailsTo(user.email)).find((m) => m.subject.startsWith('New booking'));
    expect(icsLines(hostMail as { attachments: MailAttachment[] })).toContain(`URL:${room}`);

    // The invitee's own page (the cancel/reschedule link) shows that booking's room too.
    const ivys = await db()
      .selectFrom('scheduling_bookings')
      .select(['cancelToken', 'meetingUrl'])
      .where('inviteeEmail', '=', 'ivy-video@example.com')
      .executeTakeFirstOrThrow();
    const own = await callPublic(server.url, 'GET', `/bookings/${ivys.cancelToken}`);
    expect(own.status, own.text).toBe(200);
    expect(own.body.eventType).toMatchObject({
      location: `Video call: ${ivys.meetingUrl}`,
      meetingUrl: ivys.meetingUrl,
    });
  });

  it('in person carries a hostile address escaped in HTML and in the calendar file', async () => {
    const user = await host();
    const address = '<img src=x onerror=alert(1)>, Main St; floor 2';
    await addEventType(user, {
      name: 'Visit',
      slug: 'visit',
      locationKind: 'in_person',
      location: address,
    });
    const page = await callPublic(server.url, 'GET', `/schedule/${user.id}/visit`);
    expect(page.body.eventType.location).toBe(address);
    const booked = await bookFirstSlot(user, 'visit');
    expect(booked.status, booked.text).toBe(201);
    const [mail] = await mailsTo('ivy-visit@example.com');
    expect(mail?.htmlBody).not.toContain('<img');
    expect(mail?.htmlBody).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(icsLines(mail as { attachments: MailAttachment[] })).toContain(
      'LOCATION:<img src=x onerror=alert(1)>\\, Main St\\; floor 2',
    );
  });

  it('by phone, the host calling, needs the invitee’s number', async () => {
    const user = await host();
    await addEventType(user, { name: 'Call', slug: 'call', locationKind: 'phone_invitee' });
    const refused = await bookFirstSlot(user, 'call');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(LOCATION_MESSAGES.inviteePhoneRequired);
    expect(
      await db()
        .selectFrom('scheduling_bookings')
        .select('id')
        .where('userId', '=', user.id)
        .execute(),
    ).toEqual([]);
    const booked = await bookFirstSlot(user, 'call', { phone: '+49 30 1234567' });
    expect(booked.status, booked.text).toBe(201);
    const [mail] = await mailsTo('ivy-call@example.com');
    expect(mail?.textBody).toContain('Where: Phone call: the host calls +49 30 1234567');
  });

  it('with a fixed video link keeps the link off the public page and puts it in the mail', async () => {
    const user = await host();
    await addEventType(user, {
      name: 'Zoom',
      slug: 'zoom',
      locationKind: 'video_link',
      location: 'https://zoom.us/j/987654321?pwd=abc',
    });
    const page = await callPublic(server.url, 'GET', `/schedule/${user.id}/zoom`);
    expect(page.text).not.toContain('zoom.us');
    const booked = await bookFirstSlot(user, 'zoom');
    expect(booked.status, booked.text).toBe(201);
    const [mail] = await mailsTo('ivy-zoom@example.com');
    expect(mail?.textBody).toContain('Where: Video call: https://zoom.us/j/987654321?pwd=abc');
    expect(icsLines(mail as { attachments: MailAttachment[] })).toContain(
      'URL:https://zoom.us/j/987654321?pwd=abc',
    );
  });
});
