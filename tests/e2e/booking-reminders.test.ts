// Booking reminders in the browser (issue 21; decision 058): on a phone-sized screen the
// host sets up an event type whose meetings happen in a Jitsi Meet room, with one
// reminder a minute before, by keyboard; a visitor books a slot a few minutes ahead;
// the reminder mail arrives over SMTP at its moment — not before — with the time, the
// room, and the reschedule and cancel links.
import { describe, expect, it } from 'vitest';
import { SCHEDULING_MESSAGES } from '../../src/core/messages';
import { addSessionCookies, signUpApiUser } from '../support/api-user';
import { expectNoHorizontalOverflow } from '../support/axe';
import { callPublic, firstSlots, setUpHost } from '../support/booking-host';
import { openPage } from '../support/browser';
import { setUpMailJourney } from '../support/mail-journey';

const journey = setUpMailJourney({ BOOKING_REMINDER_INTERVAL_MS: '300' });

describe('a booking reminder', () => {
  it('arrives a minute before a meeting booked a few minutes ahead', {
    timeout: 300_000,
  }, async () => {
    const { server, smtp, browser } = journey;
    const host = await signUpApiUser(server, 'reminder-host');
    await setUpHost(server.database.db, host, { displayName: 'Ada Host' });
    // Open all day, so a slot starts within minutes whenever the test runs.
    const open = await host.call('PUT', '/scheduling/availability/quick-setup', {
      eventTypeId: null,
      days: [0, 1, 2, 3, 4, 5, 6],
      startTime: '00:00',
      endTime: '23:58',
    });
    expect(open.status, open.text).toBe(200);

    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    await addSessionCookies(context, host, server.url);
    const { page, errors } = await openPage(context);
    await page.goto(`${server.url}/scheduling`);
    await page.getByRole('heading', { name: SCHEDULING_MESSAGES.heading, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New Event Type' }).click();
    const form = page.getByRole('dialog', { name: 'New Event Type' });
    await form.getByLabel('Name', { exact: true }).fill('Quick check');
    await form.getByLabel('Duration (minutes)').fill('2');
    await form
      .getByLabel('Where the meeting happens')
      .selectOption({ label: 'Video: a Jitsi Meet room for each booking' });
    await form.getByText('Each booking gets its own Jitsi Meet room').waitFor();
    // The defaults (1 day, 1 hour) go; one reminder a minute before comes, by keyboard.
    await expect.poll(() => form.getByLabel(/^Reminder \d$/).count()).toBe(2);
    await form.getByRole('button', { name: 'Remove reminder 2' }).click();
    await form.getByRole('button', { name: 'Remove reminder 1' }).click();
    await form.getByText('No reminders: invitees get only the confirmation.').waitFor();
    await form.getByRole('button', { name: 'Add Reminder' }).focus();
    await page.keyboard.press('Enter');
    const amount = form.getByLabel('Reminder 1', { exact: true });
    await amount.focus();
    await amount.fill('1');
    await form.getByLabel('Before the meeting').selectOption('minutes');
    await expectNoHorizontalOverflow(page, 'the event type form with reminders at 375 px');
    await form.getByRole('button', { name: 'Create Event Type' }).click();
    await form.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();

    const saved = await server.database.db
      .selectFrom('scheduling_event_types')
      .select(['slug', 'reminders', 'locationKind'])
      .where('userId', '=', host.id)
      .executeTakeFirstOrThrow();
    expect(saved.reminders).toEqual([{ offsetMinutes: 1, toHost: false }]);
    expect(saved.locationKind).toBe('jitsi');

    // A visitor books the first slot at least 75 s ahead: its reminder is a minute before.
    const slots = await firstSlots(server.url, host.id, saved.slug);
    const slot = slots.find((s) => new Date(s.start).getTime() >= Date.now() + 75_000);
    expect(slot).toBeDefined();
    const start = new Date(slot?.start as string);
    const booked = await callPublic(
      server.url,
      'POST',
      `/schedule/${host.id}/${saved.slug}/bookings`,
      {
        name: 'Vera Visitor',
        email: 'vera-reminder@example.com',
        startTime: slot?.start,
        timeZone: 'America/New_York',
      },
    );
    expect(booked.status, booked.text).toBe(201);

    const mail = await smtp.waitFor(
      (message) =>
        message.to.includes('vera-reminder@example.com') && message.subject.startsWith('Reminder:'),
      240_000,
    );
    // At its moment, not before.
    expect(Date.now()).toBeGreaterThanOrEqual(start.getTime() - 60_000);
    expect(mail.subject).toBe('Reminder: Quick check with Ada Host starts in 1 minute');
    expect(mail.text).toContain('(America/New_York)');
    expect(mail.text).toMatch(/Join the meeting: https:\/\/meet\.jit\.si\/Scale-[\w-]{24}/);
    expect(mail.text).toMatch(/Reschedule: http.+\/schedule\/reschedule\/[\w-]+/);
    expect(mail.text).toMatch(/Cancel: http.+\/schedule\/cancel\/[\w-]+/);
  });
});
