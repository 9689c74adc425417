// Issue 21 in chromium: an invitee reschedules from the link in their mail. The booking
// page shows the old time, a new time is picked, the same booking moves, both sides get
// the updated calendar file (same UID, SEQUENCE 1) and the page offers "Add to calendar".
// The old time is in the list of times, marked "Current".
// Also: declining a pending booking asks first and mails the reason.
import { describe, expect, it } from 'vitest';
import { RESCHEDULE_MESSAGES as R } from '../../src/core/scheduling/reschedule-messages';
import { unfoldIcs } from '../../src/server/features/scheduling/bookings/ics';
import { signUpInBrowser } from '../support/api-user';
import { callPublic, firstSlots } from '../support/booking-host';
import { openPage } from '../support/browser';
import { setUpMailJourney } from '../support/mail-journey';
import { openEveryMorning } from '../support/scheduling-setup';
import { type CapturedMail, linkIn } from '../support/smtp-capture';

const journey = setUpMailJourney();

const icsField = (mail: CapturedMail, name: string) => {
  const file = mail.attachments.find((a) => a.filename.endsWith('.ics'));
  return unfoldIcs(file?.content ?? '').find((line) => line.startsWith(`${name}:`));
};

describe('rescheduling a booking', () => {
  it('moves it from the mail link and mails both sides the moved .ics', async () => {
    const { browser, server, smtp } = journey;
    const hostContext = await browser.newContext();
    const hostEmail = `resched-host-${Date.now()}@example.com`;
    const hostId = await signUpInBrowser(server, hostContext, hostEmail, 'Rhea Host');
    const asHost = {
      call: async (method: string, path: string, data?: unknown) => {
        const response = await hostContext.request.fetch(`${server.url}/api/v1${path}`, {
          method,
          data,
          headers: { origin: server.url },
        });
        const text = await response.text();
        return { status: response.status(), text, body: text ? JSON.parse(text) : undefined };
      },
    };
    await openEveryMorning(asHost);
    const created = await asHost.call('POST', '/scheduling/event-types', {
      name: 'Intro Call',
      slug: '',
      duration: 30,
    });
    expect(created.status).toBe(201);

    const inviteeEmail = `resched-invitee-${Date.now()}@example.com`;
    const [slot] = await firstSlots(server.url, hostId, 'intro-call');
    const booked = await callPublic(server.url, 'POST', `/schedule/${hostId}/intro-call/bookings`, {
      name: 'Remy Invitee',
      email: inviteeEmail,
      startTime: slot?.start,
    });
    expect(booked.status).toBe(201);
    const confirmation = await smtp.waitFor(
      (m) => m.to.includes(inviteeEmail) && m.subject.startsWith('Booking confirmed'),
    );

    const { page, errors } = await openPage(
      await browser.newContext({ viewport: { width: 375, height: 800 } }),
    );
    await page.goto(linkIn(confirmation, '/schedule/reschedule/'));
    // The friendly address of the same event type, in its reschedule mode.
    await page.waitForURL(/\/schedule\/[^/]+\/intro-call\?reschedule=/);
    await page.getByText(/^You are rescheduling: /).waitFor();
    const times = page.getByRole('list', { name: 'Available times' });
    // The booking's own time is in the list, marked as the current one and not offered.
    const current = times.getByRole('button', { name: /, your current time$/ });
    await current.waitFor();
    expect(await current.isDisabled()).toBe(true);
    expect(await current.textContent()).toContain(R.currentTime);
    await times.locator('button:enabled').first().click();
    await page.getByRole('button', { name: R.rescheduleConfirm }).click();
    await page.getByText(R.bookingRescheduled).waitFor();
    await page.getByRole('link', { name: R.googleCalendar }).waitFor();
    await page.getByRole('link', { name: R.downloadIcs }).waitFor();

    const moved = await smtp.waitFor(
      (m) => m.to.includes(inviteeEmail) && m.subject.startsWith('Booking rescheduled'),
    );
    const hostMail = await smtp.waitFor(
      (m) => m.to.includes(hostEmail) && m.subject.startsWith('Booking rescheduled'),
    );
    for (const mail of [moved, hostMail]) {
      expect(icsField(mail, 'UID')).toBe(icsField(confirmation, 'UID'));
      expect(icsField(mail, 'SEQUENCE')).toBe('SEQUENCE:1');
      expect(icsField(mail, 'DTSTART')).not.toBe(icsField(confirmation, 'DTSTART'));
    }
    expect(moved.text).toContain('Was: ');
    expect(errors).toEqual([]);
  });

  it('asks before declining a pending booking and mails the reason', async () => {
    const { browser, server, smtp } = journey;
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const hostId = await signUpInBrowser(
      server,
      context,
      `decline-host-${Date.now()}@example.com`,
      'Dee Host',
    );
    const call = async (method: string, path: string, data?: unknown) => {
      const response = await context.request.fetch(`${server.url}/api/v1${path}`, {
        method,
        data,
        headers: { origin: server.url },
      });
      return { status: response.status(), text: await response.text() };
    };
    await openEveryMorning({ call });
    expect(
      (
        await call('POST', '/scheduling/event-types', {
          name: 'Review',
          requiresConfirmation: true,
        })
      ).status,
    ).toBe(201);
    const inviteeEmail = `decline-invitee-${Date.now()}@example.com`;
    const [slot] = await firstSlots(server.url, hostId, 'review');
    const booked = await callPublic(server.url, 'POST', `/schedule/${hostId}/review/bookings`, {
      name: 'Dora Invitee',
      email: inviteeEmail,
      startTime: slot?.start,
    });
    expect(booked.status).toBe(201);

    const { page, errors } = await openPage(context);
    await page.goto(`${server.url}/scheduling?section=bookings`);
    await page.getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText(R.declineTitle, { exact: false }).waitFor();
    await dialog.getByLabel(R.declineReasonLabel).fill('Fully booked that week');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await dialog.waitFor({ state: 'detached' });

    const mail = await smtp.waitFor(
      (m) => m.to.includes(inviteeEmail) && m.subject.startsWith('Booking declined'),
    );
    expect(mail.text).toContain('Reason: Fully booked that week');
    expect(errors).toEqual([]);
  });
});
