// Booking reminders over a real database (decision 058): each reminder of a confirmed
// booking is queued once in the outbox when its moment comes — however many passes,
// job instances or processes run — to the invitee in their zone and, when the event
// type asks, to the host in theirs (honouring their e-mail switches). A moved booking's
// reminders follow it, a canceled booking's are dropped, and a booking made after a
// reminder's moment skips it. Event types go through the API; bookings straight in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import { setUpHost } from '../../../../../tests/support/booking-host';
import { addEventType, seedBooking } from '../../../../../tests/support/scheduling-rows';
import { TEST_DATABASE_URL } from '../../../../../tests/support/test-database';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import type { BookingReminder } from '../../../../core/scheduling/booking-reminders';
import { openDatabase } from '../../../db/connection';
import { toStoredPreferences } from '../../profiles/notification-preferences';
import { formatBookingTime } from '../bookings/booking-mail-content';
import { type BookingReminderJob, createBookingReminderJob } from './booking-reminder-job';

let server: TestServer;
let job: BookingReminderJob;

beforeAll(async () => {
  // Both loops off: each test runs the passes itself and reads the outbox as queued.
  server = await startTestServer({
    BOOKING_REMINDER_INTERVAL_MS: '0',
    MAIL_SENDER_INTERVAL_MS: '0',
  });
  job = newJob();
});

afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;

/** A job as a freshly started server process would have it. */
function newJob(database = server.database): BookingReminderJob {
  return createBookingReminderJob({ config: server.deps.config, database });
}

/** A start this many minutes ahead, less a few seconds: that reminder is due now. */
const dueIn = (offsetMinutes: number, lateSeconds = 5) =>
  new Date(Date.now() + offsetMinutes * 60_000 - lateSeconds * 1000);

async function reminderMails(to: string) {
  return db()
    .selectFrom('mailOutbox')
    .select(['subject', 'textBody', 'htmlBody', 'toAddress'])
    .where('toAddress', '=', to)
    .where('subject', 'like', 'Reminder:%')
    .orderBy('createdAt')
    .execute();
}

let hosts = 0;
async function hostWith(reminders: BookingReminder[], extra: Record<string, unknown> = {}) {
  const host: ApiUser = await signUpApiUser(server, `remind-host-${++hosts}`);
  await setUpHost(db(), host, { displayName: 'Ada Host', timeZone: 'Europe/Paris' });
  const eventType = await addEventType(host, {
    name: 'Intro call',
    slug: `intro-${hosts}`,
    reminders,
    ...extra,
  });
  return { host, eventType };
}

let invitees = 0;
function book(
  hostId: string,
  eventTypeId: string,
  start: Date,
  zone: string | null = null,
  minutes = 30,
) {
  const inviteeEmail = `invitee-${++invitees}@example.com`;
  return seedBooking(server, {
    userId: hostId,
    eventTypeId,
    start,
    minutes,
    inviteeName: 'Ivy Invitee',
    inviteeEmail,
  }).then(async (id) => {
    if (zone) {
      await db()
        .updateTable('scheduling_bookings')
        .set({ inviteeTimeZone: zone })
        .where('id', '=', id)
        .execute();
    }
    return { id, inviteeEmail };
  });
}

async function move(bookingId: string, start: Date) {
  const end = new Date(start.getTime() + 30 * 60_000);
  await db()
    .updateTable('scheduling_bookings')
    .set({
      startTime: start,
      endTime: end,
      blockedDuring: `[${start.toISOString()},${end.toISOString()})`,
    })
    .where('id', '=', bookingId)
    .execute();
}

describe('a reminder’s branding follows the plan (decision 073)', () => {
  async function remindersOnPlan(tier: 'free' | 'pro' | 'business') {
    const { host, eventType } = await hostWith([{ offsetMinutes: 60, toHost: true }]);
    await db().updateTable('profiles').set({ tier }).where('userId', '=', host.id).execute();
    const booking = await book(host.id, eventType.id, dueIn(60));
    await job.runDue();
    const mails = await db()
      .selectFrom('mailOutbox')
      .select(['toAddress', 'textBody', 'htmlBody', 'fromName'])
      .where('toAddress', 'in', [booking.inviteeEmail, host.email])
      .where('subject', 'like', 'Reminder:%')
      .execute();
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(
      [booking.inviteeEmail, host.email].sort(),
    );
    return mails;
  }

  it('Free and Pro: both reminders say "Sent with Scale", from Scale', async () => {
    for (const tier of ['free', 'pro'] as const) {
      for (const mail of await remindersOnPlan(tier)) {
        expect(mail.textBody).toContain(`Sent with Scale: ${server.url}`);
        expect(mail.htmlBody ?? '').toContain('Sent with Scale');
        expect(mail.fromName).toBeNull();
      }
    }
  });

  it('Business: no Scale footer, and the person’s name as the sender', async () => {
    for (const mail of await remindersOnPlan('business')) {
      expect(mail.textBody).not.toContain('Sent with Scale');
      expect(mail.htmlBody ?? '').not.toContain('Sent with Scale');
      expect(mail.fromName).toBe('Ada Host');
    }
  });
});

describe('a reminder whose moment has come', () => {
  it('is mailed once to the invitee, in the zone they booked in, with location and links', async () => {
    const { host, eventType } = await hostWith([{ offsetMinutes: 60, toHost: false }], {
      location: '10 Downing St, London; ring twice',
      locationKind: 'in_person',
    });
    const start = dueIn(60);
    const booking = await book(host.id, eventType.id, start, 'Asia/Tokyo');

    const pass = await job.runDue();
    expect(pass.mailed).toBeGreaterThanOrEqual(1);

    const mails = await reminderMails(booking.inviteeEmail);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Reminder: Intro call with Ada Host starts in 1 hour');
    const when = formatBookingTime(start, new Date(start.getTime() + 30 * 60_000), 'Asia/Tokyo');
    expect(mail?.textBody).toContain(`When: ${when}`);
    expect(mail?.textBody).toContain('Where: 10 Downing St, London; ring twice');
    const token = (
      await db()
        .selectFrom('scheduling_bookings')
        .select('cancelToken')
        .where('id', '=', booking.id)
        .executeTakeFirstOrThrow()
    ).cancelToken;
    expect(mail?.textBody).toContain(`Cancel: ${server.url}/schedule/cancel/${token}`);
    expect(mail?.textBody).toContain(`Reschedule: ${server.url}/schedule/reschedule/${token}`);
    // No host copy unless asked.
    expect(await reminderMails(host.email)).toHaveLength(0);

    // Another pass, and a new job as after a restart: nothing more.
    await job.runDue();
    await newJob().runDue();
    expect(await reminderMails(booking.inviteeEmail)).toHaveLength(1);
  });

  it('is not mailed before its moment', async () => {
    const { host, eventType } = await hostWith([{ offsetMinutes: 60, toHost: false }]);
    const booking = await book(host.id, eventType.id, new Date(Date.now() + 2 * 3600_000));
    await job.runDue();
    expect(await reminderMails(booking.inviteeEmail)).toHaveLength(0);
  });

  it('goes to the host too when asked, in the host’s zone', async () => {
    const { host, eventType } = await hostWith([{ offsetMinutes: 30, toHost: true }]);
    const start = dueIn(30);
    const booking = await book(host.id, eventType.id, start, 'America/New_York');
    await job.runDue();
    const hostMails = await reminderMails(host.email);
    expect(hostMails).toHaveLength(1);
    expect(hostMails[0]?.subject).toBe('Reminder: Ivy Invitee – Intro call starts in 30 minutes');
    const when = formatBookingTime(start, new Date(start.getTime() + 30 * 60_000), 'Europe/Paris');
    expect(hostMails[0]?.textBody).toContain(`When: ${when}`);
    expect(await reminderMails(booking.inviteeEmail)).toHaveLength(1);
  });

  it('is not copied to a host who turned "Reminders" off; the invitee’s is sent', async () => {
    const { host, eventType } = await hostWith([{ offsetMinutes: 30, toHost: true }]);
    await db()
      .updateTable('profiles')
      .set({
        notificationPreferences: JSON.stringify(
          toStoredPreferences({
            emailNotifications: true,
            emailMarketing: false,
            emailSystem: true,
            pushNotifications: true,
            pushMessages: true,
            pushReminders: false,
          }),
        ),
      })
      .where('userId', '=', host.id)
      .execute();
    const second = await book(host.id, eventType.id, dueIn(30));
    await job.runDue();
    expect(await reminderMails(host.email)).toHaveLength(0);
    expect(await reminderMails(second.inviteeEmail)).toHaveLength(1);
  });
});

describe('a reminder skipped or dropped', () => {
  it('is skipped when the booking is made after its moment', async () => {
    const { host, eventType } = await hostWith([
      { offsetMinutes: 1440, toHost: true },
      { offsetMinutes: 60, toHost: true },
    ]);
    // Booked 20 minutes before the meeting: both moments had passed.
    const booking = await book(host.id, eventType.id, new Date(Date.now() + 20 * 60_000));
    const pass = await job.runDue();
    expect(await reminderMails(booking.inviteeEmail)).toHaveLength(0);
    expect(await reminderMails(host.email)).toHaveLength(0);
    expect(pass.claimed).toBeGreaterThanOrEqual(2);
    // Claimed, so no pass reads them again.
    const rows = await db()
      .selectFrom('scheduling_booking_reminders')
      .select('sentForStart')
      .where('bookingId', '=', booking.id)
      .execute();
    expect(rows.every((row) => row.sentForStart !== null)).toBe(true);
  });

  it('is dropped with a canceled booking', async () => {
    const { host, eventType } = await hostWith([{ offsetMinutes: 60, toHost: true }]);
    const booking = await book(host.id, eventType.id, new Date(Date.now() + 2 * 3600_000));
    await db()
      .updateTable('scheduling_bookings')
      .set({ status: 'canceled', canceledAt: new Date() })
      .where('id', '=', booking.id)
      .execute();
    // Even once its moment comes.
    await move(booking.id, dueIn(60));
    await job.runDue();
    expect(await reminderMails(booking.inviteeEmail)).toHaveLength(0);
    const left = await db()
      .selectFrom('scheduling_booking_reminders')
      .select('id')
      .where('bookingId', '=', booking.id)
      .execute();
    expect(left).toHaveLength(0);
  });

  it('is not sent for a booking still waiting for the host’s confirmation', async () => {
    const { host, eventType } = await hostWith([{ offsetMinutes: 60, toHost: false }]);
    const id = await seedBooking(server, {
      userId: host.id,
      eventTypeId: eventType.id,
      start: dueIn(60),
      status: 'pending',
      inviteeEmail: 'pending-invitee@example.com',
    });
    await job.runDue();
    expect(id).toBeTruthy();
    expect(await reminderMails('pending-invitee@example.com')).toHaveLength(0);
  });
});

describe('a moved booking', () => {
  it('has its reminders move with it: sent again for the new start, and not before', async () => {
    const { host, eventType } = await hostWith([{ offsetMinutes: 60, toHost: false }]);
    const booking = await book(host.id, eventType.id, dueIn(60));
    await job.runDue();
    expect(await reminderMails(booking.inviteeEmail)).toHaveLength(1);

    // Moved two days on: nothing now.
    await move(booking.id, new Date(Date.now() + 48 * 3600_000));
    await job.runDue();
    expect(await reminderMails(booking.inviteeEmail)).toHaveLength(1);

    // The reminder of a later booking that has not fired yet follows it too.
    const other = await book(host.id, eventType.id, new Date(Date.now() + 5 * 3600_000));
    const [before] = await db()
      .selectFrom('scheduling_booking_reminders')
      .select('remindAt')
      .where('bookingId', '=', other.id)
      .execute();
    const newStart = new Date(Date.now() + 10 * 3600_000);
    await move(other.id, newStart);
    const [after] = await db()
      .selectFrom('scheduling_booking_reminders')
      .select('remindAt')
      .where('bookingId', '=', other.id)
      .execute();
    expect(after?.remindAt.getTime()).toBe(newStart.getTime() - 3600_000);
    expect(after?.remindAt.getTime()).not.toBe(before?.remindAt.getTime());
  });

  it('is reminded once for its new start when that moment comes', async () => {
    const { host, eventType } = await hostWith([{ offsetMinutes: 60, toHost: false }]);
    const booking = await book(host.id, eventType.id, dueIn(60));
    await job.runDue();
    // Moved to a start whose reminder moment is now (moved within the minute's grace).
    await move(booking.id, dueIn(60, 20));
    await job.runDue();
    await newJob().runDue();
    expect(await reminderMails(booking.inviteeEmail)).toHaveLength(2);
  });
});

describe('an edited reminder list', () => {
  it('applies to bookings still to come', async () => {
    const { host, eventType } = await hostWith([{ offsetMinutes: 60, toHost: false }]);
    const booking = await book(host.id, eventType.id, new Date(Date.now() + 3 * 3600_000));
    const answer = await host.call('PUT', `/scheduling/event-types/${eventType.id}`, {
      ...eventType,
      reminders: [{ offsetMinutes: 120, toHost: true }],
    });
    expect(answer.status, answer.text).toBe(200);
    const rows = await db()
      .selectFrom('scheduling_booking_reminders')
      .select(['offsetMinutes', 'toHost'])
      .where('bookingId', '=', booking.id)
      .execute();
    expect(rows).toEqual([{ offsetMinutes: 120, toHost: true }]);
  });
});

describe('two passes at once', () => {
  it('queue each reminder once', async () => {
    const { host, eventType } = await hostWith([{ offsetMinutes: 60, toHost: false }]);
    const emails: string[] = [];
    for (let i = 0; i < 40; i++) {
      // Short meetings a second apart (the host's bookings may not overlap), all due.
      const booking = await book(host.id, eventType.id, dueIn(60, 5 + i), null, 0.01);
      emails.push(booking.inviteeEmail);
    }
    const passes = await Promise.all([job.runDue(), newJob().runDue()]);
    expect(passes.reduce((sum, pass) => sum + pass.mailed, 0)).toBe(40);
    for (const email of emails) expect(await reminderMails(email)).toHaveLength(1);
  });

  it.runIf(TEST_DATABASE_URL)(
    'queue each reminder once from two processes on PostgreSQL',
    async () => {
      const { host, eventType } = await hostWith([{ offsetMinutes: 60, toHost: false }]);
      const emails: string[] = [];
      for (let i = 0; i < 120; i++) {
        const booking = await book(host.id, eventType.id, dueIn(60, 5 + i * 0.4), null, 0.005);
        emails.push(booking.inviteeEmail);
      }
      const other = await openDatabase({ kind: 'postgres', url: server.database.url ?? '' });
      try {
        const passes = await Promise.all([
          job.runDue(),
          newJob(other).runDue(),
          job.runDue(),
          newJob(other).runDue(),
        ]);
        expect(passes.reduce((sum, pass) => sum + pass.mailed, 0)).toBe(120);
        const sent = await db()
          .selectFrom('mailOutbox')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('toAddress', 'in', emails)
          .executeTakeFirstOrThrow();
        expect(Number(sent.count)).toBe(120);
      } finally {
        await other.close();
      }
    },
  );
});
