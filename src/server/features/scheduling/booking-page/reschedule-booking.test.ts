// Issue 21 over real HTTP on a real database: the invitee's reschedule link moves the
// same booking (same UID, SEQUENCE + 1, old time free, both sides mailed), refusals
// change nothing; the host's reschedule, "request a reschedule" and decline with a
// reason; the confirmation page's calendar links and .ics; the friendly addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import {
  callPublic,
  createEventType,
  type EventTypeSetup,
  firstSlots,
  setUpHost,
} from '../../../../../tests/support/booking-host';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { SCHEDULING_MESSAGES as M } from '../../../../core/messages';
import { RESCHEDULE_MESSAGES as R } from '../../../../core/scheduling/reschedule-messages';
import type { MailAttachment } from '../../../platform/mail/tables';
import { unfoldIcs } from '../bookings/ics';

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

let mailCount = 0;
const newAddress = () => `moved-${mailCount++}-${Date.now()}@example.com`;

async function hostWithEventType(setup: Partial<EventTypeSetup> = {}) {
  const host = await signUpApiUser(server, 'resched-host');
  await setUpHost(db(), host);
  const slug = setup.slug ?? 'intro-call';
  const eventType = await createEventType(db(), host.id, { slug, name: 'Demo', ...setup });
  const { username } = await db()
    .selectFrom('profiles')
    .select('username')
    .where('userId', '=', host.id)
    .executeTakeFirstOrThrow();
  return { host, slug, eventType, username };
}

async function book(host: ApiUser, slug: string, startTime: string | undefined, email: string) {
  const created = await pub('POST', `/schedule/${host.id}/${slug}/bookings`, {
    name: 'Ivy Invitee',
    email,
    timeZone: 'Europe/Paris',
    startTime,
  });
  expect(created.status, created.text).toBe(201);
  const token = (created.body.cancelPath as string).split('/').pop() as string;
  return { id: created.body.booking.id as string, token };
}

async function bookingRow(id: string) {
  return db()
    .selectFrom('scheduling_bookings')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
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

function icsLines(mail: { attachments: MailAttachment[] } | undefined): string[] {
  const file = mail?.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!file) throw new Error('no calendar file');
  return unfoldIcs(file.content);
}

const field = (lines: string[], name: string) => lines.find((l) => l.startsWith(`${name}:`));
const icsStamp = (iso: string | undefined) =>
  new Date(iso ?? '')
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

describe('the invitee reschedules through their link', () => {
  it('moves the same booking, frees the old time, mails both sides the moved .ics', async () => {
    const { host, slug, username } = await hostWithEventType();
    const [first, , third] = await firstSlots(server.url, host.id, slug);
    const email = newAddress();
    const { id, token } = await book(host, slug, first?.start, email);

    // The mail offers the reschedule link; the page's details too, with calendar links.
    const [confirmation] = await mailsTo(email);
    expect(confirmation?.textBody).toContain(
      `Reschedule: ${server.url}/schedule/reschedule/${token}`,
    );
    const details = await pub('GET', `/bookings/${token}`);
    expect(details.body).toMatchObject({
      reschedulePath: `/schedule/reschedule/${token}`,
      bookingPath: `/schedule/${username}/${slug}`,
    });
    expect(details.body.calendar.google).toMatch(/^https:\/\/calendar\.google\.com\//);
    expect(details.body.calendar.outlook).toMatch(/^https:\/\/outlook\.live\.com\//);

    // The link leads to the booking page on the same event type, in its reschedule mode.
    const link = await fetch(`${server.url}/schedule/reschedule/${token}`, { redirect: 'manual' });
    expect(link.status).toBe(302);
    expect(link.headers.get('location')).toBe(`/schedule/${username}/${slug}?reschedule=${token}`);

    const moved = await pub('POST', `/bookings/${token}/reschedule`, { startTime: third?.start });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ startTime: third?.start, status: 'confirmed' });

    const row = await bookingRow(id);
    expect(row.startTime.toISOString()).toBe(third?.start);
    expect(row.status).toBe('confirmed');
    expect(row.icsSequence).toBe(1);
    expect(row.cancelToken).toBe(token);

    const inviteeMails = await mailsTo(email);
    expect(inviteeMails.map((m) => m.subject)).toEqual([
      'Booking confirmed: Demo with Ada Host',
      'Booking rescheduled: Demo with Ada Host',
    ]);
    const before = icsLines(inviteeMails[0]);
    const after = icsLines(inviteeMails[1]);
    expect(field(after, 'UID')).toBe(field(before, 'UID'));
    expect(field(after, 'SEQUENCE')).toBe('SEQUENCE:1');
    expect(field(after, 'DTSTART')).toBe(`DTSTART:${icsStamp(third?.start)}`);
    expect(after).toContain('METHOD:REQUEST');
    expect(inviteeMails[1]?.textBody).toContain('Was: ');
    const hostMails = await mailsTo(host.email);
    expect(hostMails.map((m) => m.subject)).toEqual([
      'New booking: Ivy Invitee – Demo',
      'Booking rescheduled: Ivy Invitee – Demo',
    ]);
    expect(field(icsLines(hostMails[1]), 'UID')).toBe(field(before, 'UID'));
    expect(field(icsLines(hostMails[1]), 'SEQUENCE')).toBe('SEQUENCE:1');

    // The old time is offered again, the new one is not.
    const starts = (await firstSlots(server.url, host.id, slug)).map((s) => s.start);
    expect(starts).toContain(first?.start);
    expect(starts).not.toContain(third?.start);

    // The .ics download is the moved event.
    const ics = await fetch(`${server.url}/api/v1/public/bookings/${token}/invite.ics`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    const lines = unfoldIcs(await ics.text());
    expect(field(lines, 'DTSTART')).toBe(`DTSTART:${icsStamp(third?.start)}`);
    expect(field(lines, 'UID')).toBe(field(before, 'UID'));
  });

  it("offers the booking's own time and the times overlapping it on its reschedule page, for its token only", async () => {
    const { host, slug, eventType } = await hostWithEventType({ duration: 60 });
    await createEventType(db(), host.id, { slug: 'other-call', name: 'Other' });
    const starts = async (query = '') => {
      const answer = await pub('GET', `/schedule/${host.id}/${slug}/slots${query}`);
      expect(answer.status, answer.text).toBe(200);
      return (answer.body.slots as { start: string }[]).map((slot) => slot.start);
    };
    const [, old] = await starts();
    const { token } = await book(host, slug, old, newAddress());
    // The meeting became half as long since: its hour now covers two starts.
    await db()
      .updateTable('scheduling_event_types')
      .set({ duration: 30 })
      .where('id', '=', eventType.id)
      .execute();
    const halfPast = new Date(new Date(old as string).getTime() + 1_800_000).toISOString();

    // Elsewhere the booking takes both; its own reschedule page offers them again.
    const plain = await starts();
    expect(plain).not.toContain(old);
    expect(plain).not.toContain(halfPast);
    const moving = await starts(`?reschedule=${token}`);
    expect(moving).toContain(old);
    expect(moving).toContain(halfPast);
    expect(moving).toEqual([...plain, old, halfPast].sort());

    // Any other token changes nothing: unknown, malformed, script, another event type's
    // booking, a canceled booking.
    const otherSlots = await firstSlots(server.url, host.id, 'other-call');
    const elsewhere = await book(host, 'other-call', otherSlots.at(-1)?.start, newAddress());
    const canceled = await book(host, slug, plain.at(-3), newAddress());
    expect((await pub('POST', `/bookings/${canceled.token}/cancel`, {})).status).toBe(200);
    const reference = await starts();
    for (const other of [
      'A'.repeat(32),
      'not a token',
      encodeURIComponent('<script>alert(1)</script>'),
      elsewhere.token,
      canceled.token,
      '',
    ]) {
      expect(await starts(`?reschedule=${other}`)).toEqual(reference);
    }
  });

  it('refuses a taken slot and keeps the old booking', async () => {
    const { host, slug } = await hostWithEventType();
    const [first, second] = await firstSlots(server.url, host.id, slug);
    const email = newAddress();
    const mine = await book(host, slug, first?.start, email);
    await book(host, slug, second?.start, newAddress());

    const answer = await pub('POST', `/bookings/${mine.token}/reschedule`, {
      startTime: second?.start,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(M.slotTaken);
    const row = await bookingRow(mine.id);
    expect(row.startTime.toISOString()).toBe(first?.start);
    expect(row.icsSequence).toBe(0);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('lets the exclusion constraint decide a race with a new booking of the same time', async () => {
    const { host, slug } = await hostWithEventType();
    const [first, , , fourth] = await firstSlots(server.url, host.id, slug);
    const mine = await book(host, slug, first?.start, newAddress());
    const [moved, created] = await Promise.all([
      pub('POST', `/bookings/${mine.token}/reschedule`, { startTime: fourth?.start }),
      pub('POST', `/schedule/${host.id}/${slug}/bookings`, {
        name: 'Rival',
        email: newAddress(),
        startTime: fourth?.start,
      }),
    ]);
    // Exactly one holds the time (the move answers 200, the new booking 201); the other
    // hears it was just taken.
    const movedWins = moved.status === 200;
    expect(movedWins ? created.status : moved.status).toBe(409);
    expect(movedWins ? moved.status : created.status).toBe(movedWins ? 200 : 201);
    const loser = movedWins ? created : moved;
    expect(loser.body.error.message).toBe(M.slotTaken);
    const live = await db()
      .selectFrom('scheduling_bookings')
      .select(['id', 'startTime'])
      .where('userId', '=', host.id)
      .where('status', '!=', 'canceled')
      .execute();
    expect(live.filter((b) => b.startTime.toISOString() === fourth?.start)).toHaveLength(1);
    if (moved.status === 409) {
      expect((await bookingRow(mine.id)).startTime.toISOString()).toBe(first?.start);
    }
  });

  it('refuses a canceled or past booking, a crafted time and a bad body, changing nothing', async () => {
    const { host, slug, eventType } = await hostWithEventType();
    const [first, second] = await firstSlots(server.url, host.id, slug);
    const canceled = await book(host, slug, first?.start, newAddress());
    expect((await pub('POST', `/bookings/${canceled.token}/cancel`, {})).status).toBe(200);
    const again = await pub('POST', `/bookings/${canceled.token}/reschedule`, {
      startTime: second?.start,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(R.rescheduleCanceled);
    expect((await pub('GET', `/bookings/${canceled.token}`)).body).toMatchObject({
      status: 'canceled',
      reschedulePath: null,
      calendar: null,
    });

    const pastToken = 'past-meeting-token-0123456789abcd';
    const start = new Date(Date.now() - 60 * 60_000);
    const end = new Date(start.getTime() + 30 * 60_000);
    const past = await db()
      .insertInto('scheduling_bookings')
      .values({
        eventTypeId: eventType.id,
        userId: host.id,
        startTime: start,
        endTime: end,
        blockedDuring: `[${start.toISOString()},${end.toISOString()})`,
        inviteeName: 'Late',
        inviteeEmail: 'past-resched@example.com',
        status: 'confirmed',
        cancelToken: pastToken,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const late = await pub('POST', `/bookings/${pastToken}/reschedule`, {
      startTime: second?.start,
    });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(R.rescheduleInPast);
    expect((await bookingRow(past.id)).startTime.toISOString()).toBe(start.toISOString());
    expect(await mailsTo('past-resched@example.com')).toEqual([]);

    const live = await book(host, slug, second?.start, newAddress());
    const offHour = new Date(new Date(second?.start ?? '').getTime() + 7 * 60_000).toISOString();
    const crafted = await pub('POST', `/bookings/${live.token}/reschedule`, { startTime: offHour });
    expect(crafted.status).toBe(400);
    expect(crafted.body.error.message).toBe(M.slotNotOffered);
    const same = await pub('POST', `/bookings/${live.token}/reschedule`, {
      startTime: second?.start,
    });
    expect(same.status).toBe(400);
    expect(same.body.error.message).toBe(R.rescheduleSameTime);
    for (const body of [{}, { startTime: 'tomorrow' }, { startTime: 42 }]) {
      expect((await pub('POST', `/bookings/${live.token}/reschedule`, body)).status).toBe(400);
    }
    expect((await pub('POST', `/bookings/${'Z'.repeat(32)}/reschedule`, {})).status).toBe(404);
    expect((await bookingRow(live.id)).icsSequence).toBe(0);
  });
});

describe('the host', () => {
  it('reschedules from the bookings list and gets the page link; another user gets 404', async () => {
    const { host, slug } = await hostWithEventType();
    const [first, second] = await firstSlots(server.url, host.id, slug);
    const email = newAddress();
    const { id, token } = await book(host, slug, first?.start, email);
    const stranger = await signUpApiUser(server, 'resched-stranger');
    expect((await stranger.call('GET', `/scheduling/bookings/${id}/reschedule-link`)).status).toBe(
      404,
    );
    for (const path of ['reschedule', 'request-reschedule', 'decline']) {
      const answer = await stranger.call('POST', `/scheduling/bookings/${id}/${path}`, {
        startTime: second?.start,
      });
      expect(answer.status, path).toBe(404);
    }
    expect((await bookingRow(id)).startTime.toISOString()).toBe(first?.start);

    const link = await host.call('GET', `/scheduling/bookings/${id}/reschedule-link`);
    expect(link.body).toEqual({ path: `/schedule/reschedule/${token}` });
    const moved = await host.call('POST', `/scheduling/bookings/${id}/reschedule`, {
      startTime: second?.start,
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ id, startTime: second?.start, status: 'confirmed' });
    expect((await mailsTo(email)).map((m) => m.subject)).toContain(
      'Booking rescheduled: Demo with Ada Host',
    );
  });

  it('requests a reschedule: the booking is canceled and the invitee gets the link', async () => {
    const { host, slug, username } = await hostWithEventType();
    const [first] = await firstSlots(server.url, host.id, slug);
    const email = newAddress();
    const { id } = await book(host, slug, first?.start, email);
    const tooLong = await host.call('POST', `/scheduling/bookings/${id}/request-reschedule`, {
      reason: 'x'.repeat(1001),
    });
    expect(tooLong.status).toBe(400);
    expect((await bookingRow(id)).status).toBe('confirmed');

    const asked = await host.call('POST', `/scheduling/bookings/${id}/request-reschedule`, {
      reason: 'I am traveling <that> week',
    });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.status).toBe('canceled');
    const mails = await mailsTo(email);
    const request = mails.at(-1);
    expect(request?.subject).toBe('Please pick a new time: Demo with Ada Host');
    expect(request?.textBody).toContain('Message: I am traveling <that> week');
    expect(request?.htmlBody).toContain('I am traveling &lt;that&gt; week');
    expect(request?.textBody).toContain(
      `Pick a new time: ${server.url}/schedule/${username}/${slug}`,
    );
    expect(icsLines(request)).toContain('METHOD:CANCEL');
    // The old time is free for the new booking.
    expect((await firstSlots(server.url, host.id, slug)).map((s) => s.start)).toContain(
      first?.start,
    );
  });

  it('declines a pending booking with a reason the invitee reads; a too-long one changes nothing', async () => {
    const { host, slug } = await hostWithEventType({ requiresConfirmation: true });
    const [first] = await firstSlots(server.url, host.id, slug);
    const email = newAddress();
    const { id } = await book(host, slug, first?.start, email);
    const tooLong = await host.call('POST', `/scheduling/bookings/${id}/decline`, {
      reason: 'x'.repeat(1001),
    });
    expect(tooLong.status).toBe(400);
    expect((await bookingRow(id)).status).toBe('pending');
    expect(await mailsTo(email)).toHaveLength(1);

    const declined = await host.call('POST', `/scheduling/bookings/${id}/decline`, {
      reason: 'Fully booked that day',
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      status: 'canceled',
      cancellationReason: 'Fully booked that day',
    });
    const mail = (await mailsTo(email)).at(-1);
    expect(mail?.subject).toBe('Booking declined: Demo with Ada Host');
    expect(mail?.textBody).toContain('Reason: Fully booked that day');
  });

  it('declines without a body as before ("Declined by host")', async () => {
    const { host, slug } = await hostWithEventType({ requiresConfirmation: true });
    const [first] = await firstSlots(server.url, host.id, slug);
    const { id } = await book(host, slug, first?.start, newAddress());
    const declined = await host.call('POST', `/scheduling/bookings/${id}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body.cancellationReason).toBe(M.declinedByHost);
  });
});

describe('friendly links', () => {
  it('serve the booking API by username and move the id form for good', async () => {
    const { slug, username } = await hostWithEventType({ slug: 'deep-dive' });
    const byName = await pub('GET', `/schedule/${username}/${slug}`);
    expect(byName.status).toBe(200);
    expect(byName.body.eventType.slug).toBe(slug);
    expect((await pub('GET', `/schedule/${username.toUpperCase()}`)).status).toBe(200);
    expect(
      (await pub('GET', `/schedule/${username}/${slug}/slots`)).body.slots.length,
    ).toBeGreaterThan(0);
    expect((await pub('GET', '/schedule/no-such-user-here/x')).status).toBe(404);
  });
});
