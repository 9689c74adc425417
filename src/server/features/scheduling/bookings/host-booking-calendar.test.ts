// The host's booking mails carry the calendar file as the invitee's do (issue 19), read
// the way a mail program reads them: sent over SMTP by the outbox, received by a real
// SMTP server, the attachment parsed by an independent iCalendar reader (ical.js).
// Every change shows both sides the same event: the same UID and the same SEQUENCE,
// which rises with each change so calendars replace what they hold.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import {
  callPublic,
  createEventType,
  firstSlots,
  setUpHost,
} from '../../../../../tests/support/booking-host';
import {
  type CapturedMail,
  type SmtpCapture,
  startSmtpCapture,
} from '../../../../../tests/support/smtp-capture';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';

let smtp: SmtpCapture;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url, MAIL_SENDER_INTERVAL_MS: '50' });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

type CalendarFile = {
  filename: string;
  contentType: string;
  method: string;
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  description: string;
  organizer: string;
  attendee: string;
};

/** The mail's one calendar attachment, as a calendar program reads it. */
function calendarOf(mail: CapturedMail): CalendarFile {
  const files = mail.attachments.filter((file) => file.contentType === 'text/calendar');
  expect(files, `calendar files in "${mail.subject}"`).toHaveLength(1);
  const [file] = files as [CapturedMail['attachments'][number]];
  const calendar = new ICAL.Component(ICAL.parse(file.content));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error(`no VEVENT in "${mail.subject}"`);
  const text = (name: string) => String(event.getFirstPropertyValue(name) ?? '');
  return {
    filename: file.filename,
    contentType: file.contentType,
    method: String(calendar.getFirstPropertyValue('method')),
    uid: text('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: text('status'),
    summary: text('summary'),
    description: text('description'),
    organizer: text('organizer'),
    attendee: text('attendee'),
  };
}

/** The mail to `to` whose subject starts so (waits for the outbox to send it). */
const mailTo = (to: string, subject: string) =>
  smtp.waitFor((mail) => mail.to.includes(to) && mail.subject.startsWith(subject));

async function newHost(): Promise<ApiUser> {
  const host = await signUpApiUser(server, 'calendar-host');
  await setUpHost(server.database.db, host, { displayName: 'Ada Host' });
  return host;
}

let bookings = 0;

/** Books the host's first free slot through the public booking endpoint. */
async function book(host: ApiUser, slug: string) {
  const email = `calendar-invitee-${bookings++}-${Date.now()}@example.com`;
  const [slot] = await firstSlots(server.url, host.id, slug);
  const answer = await callPublic(server.url, 'POST', `/schedule/${host.id}/${slug}/bookings`, {
    name: 'Ivy Invitee',
    email,
    startTime: slot?.start,
  });
  expect(answer.status, answer.text).toBe(201);
  return {
    id: answer.body.booking.id as string,
    email,
    token: (answer.body.cancelPath as string).split('/').pop() as string,
  };
}

describe("the host's calendar file", () => {
  it('goes with the request, the confirmation and the cancel, in step with the invitee’s', async () => {
    const host = await newHost();
    const { id: eventTypeId } = await createEventType(server.database.db, host.id, {
      slug: 'strategy',
      name: 'Strategy session',
      requiresConfirmation: true,
      questions: [{ question: 'Company?' }],
    });
    expect(eventTypeId).toBeTruthy();
    const booking = await book(host, 'strategy');

    // The request: held as tentative on both sides.
    const requested = calendarOf(await mailTo(host.email, 'New booking request: Ivy Invitee'));
    const invitedTentatively = calendarOf(await mailTo(booking.email, 'Awaiting confirmation: '));
    expect(requested).toMatchObject({
      filename: 'invite.ics',
      method: 'REQUEST',
      status: 'TENTATIVE',
      sequence: 0,
      uid: invitedTentatively.uid,
      summary: 'Strategy session with Ivy Invitee',
      organizer: `mailto:${host.email}`,
      attendee: `mailto:${booking.email}`,
    });
    expect(requested.uid).toBe(`${booking.id}@127.0.0.1`);
    expect(invitedTentatively).toMatchObject({ method: 'REQUEST', sequence: 0 });
    // The host's copy says who booked, and is not the invitee's secret cancel link.
    expect(requested.description).toContain(`Email: ${booking.email}`);
    expect(requested.description).toContain(`${server.url}/scheduling`);
    expect(requested.description).not.toContain(booking.token);

    // The host confirms: both calendars turn the event confirmed, one number higher.
    expect((await host.call('POST', `/scheduling/bookings/${booking.id}/confirm`)).status).toBe(
      200,
    );
    const confirmed = calendarOf(await mailTo(host.email, 'You confirmed: Ivy Invitee'));
    const inviteeConfirmed = calendarOf(await mailTo(booking.email, 'Booking confirmed: '));
    expect(confirmed).toMatchObject({
      method: 'REQUEST',
      status: 'CONFIRMED',
      sequence: 1,
      uid: requested.uid,
    });
    expect(inviteeConfirmed).toMatchObject({
      status: 'CONFIRMED',
      sequence: 1,
      uid: requested.uid,
    });

    // The invitee cancels by their link: both calendars remove it, one number higher again.
    const cancel = await callPublic(server.url, 'POST', `/bookings/${booking.token}/cancel`, {
      reason: 'Plans changed',
    });
    expect(cancel.status).toBe(200);
    const canceledMail = await mailTo(host.email, 'Booking canceled: Ivy Invitee');
    const canceled = calendarOf(canceledMail);
    const inviteeCanceled = calendarOf(await mailTo(booking.email, 'Booking canceled: '));
    expect(canceled).toMatchObject({
      filename: 'cancel.ics',
      contentType: 'text/calendar',
      method: 'CANCEL',
      status: 'CANCELLED',
      sequence: 2,
      uid: requested.uid,
    });
    expect(canceled.description).toContain('Canceled. Plans changed');
    expect(inviteeCanceled).toMatchObject({ method: 'CANCEL', sequence: 2, uid: requested.uid });
    expect(canceledMail.text).toContain(
      'The attached calendar file removes the meeting from your calendar.',
    );
  });

  it('removes the meeting when the host cancels a confirmed booking or declines a request', async () => {
    const host = await newHost();
    await createEventType(server.database.db, host.id, { slug: 'call', name: 'Call' });
    await createEventType(server.database.db, host.id, {
      slug: 'vetted',
      name: 'Vetted call',
      requiresConfirmation: true,
    });

    const confirmedBooking = await book(host, 'call');
    const added = calendarOf(await mailTo(host.email, 'New booking: Ivy Invitee – Call'));
    expect(added).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED', sequence: 0 });
    await host.call('POST', `/scheduling/bookings/${confirmedBooking.id}/cancel`);
    const hostCanceled = calendarOf(await mailTo(host.email, 'You canceled: Ivy Invitee – Call'));
    const inviteeCanceled = calendarOf(await mailTo(confirmedBooking.email, 'Booking canceled: '));
    expect(hostCanceled).toMatchObject({ method: 'CANCEL', sequence: 1, uid: added.uid });
    expect(inviteeCanceled).toMatchObject({ method: 'CANCEL', sequence: 1, uid: added.uid });

    const request = await book(host, 'vetted');
    const held = calendarOf(await mailTo(host.email, 'New booking request: Ivy Invitee – Vetted'));
    await host.call('POST', `/scheduling/bookings/${request.id}/decline`);
    const declined = calendarOf(await mailTo(host.email, 'You declined: Ivy Invitee – Vetted'));
    const inviteeDeclined = calendarOf(await mailTo(request.email, 'Booking declined: '));
    expect(declined).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      sequence: 1,
      uid: held.uid,
    });
    expect(inviteeDeclined).toMatchObject({ method: 'CANCEL', sequence: 1, uid: held.uid });
    expect(held.uid).not.toBe(added.uid);
  });
});
