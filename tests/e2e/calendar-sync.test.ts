// Calendar sync in chromium (issue 21): a host connects the local Radicale in the
// Calendars tab and picks the calendar that receives bookings; an event added there by
// another calendar app takes its slot off the booking page; a visitor books another slot
// and the booking appears in the host's calendar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULING_MESSAGES as M } from '../../src/core/messages';
import { signUpInBrowser } from '../support/api-user';
import { openPage } from '../support/browser';
import { startTestCalDav, type TestCalDav } from '../support/caldav-server';
import { setUpMailJourney } from '../support/mail-journey';
import { openEveryMorning } from '../support/scheduling-setup';

const journey = setUpMailJourney({ CALENDAR_SYNC_INTERVAL_MS: '300' });
const user = { username: 'hana', password: 'hana-app-password' };
let caldav: TestCalDav;
let workUrl: string;
let bookingsUrl: string;

beforeAll(async () => {
  caldav = await startTestCalDav([user]);
  workUrl = await caldav.makeCalendar(user, 'Work');
  bookingsUrl = await caldav.makeCalendar(user, 'Bookings');
}, 60_000);

afterAll(async () => {
  await caldav?.close();
});

/** The time a slot button shows in UTC: "9:00 AM". */
function slotLabel(start: string): string {
  return new Date(start).toLocaleTimeString('en-US', {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
}

const icsTime = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');

async function waitFor<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('calendar sync', () => {
  it('connects Radicale, hides a busy slot, and writes the booking to the calendar', async () => {
    const { server, browser } = journey;
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const { page } = await openPage(context);
    const userId = await signUpInBrowser(
      server,
      context,
      `cal-host-${Date.now()}@example.com`,
      'Hana Host',
    );
    const call = async (method: string, path: string, data?: unknown) => {
      const response = await context.request.fetch(`${server.url}/api/v1${path}`, {
        method,
        data,
        headers: { origin: server.url },
      });
      const text = await response.text();
      return { status: response.status(), text, body: text ? JSON.parse(text) : undefined };
    };
    await openEveryMorning({ call });
    expect(
      (
        await call('POST', '/scheduling/event-types', {
          name: 'Intro Call',
          slug: '',
          duration: 30,
        })
      ).status,
    ).toBe(201);

    // Connect in the Calendars tab.
    await page.goto(`${server.url}/scheduling?section=calendars`);
    await page.getByText('No calendar connected yet.').waitFor();
    await page.getByLabel('CalDAV server address').fill(caldav.url);
    await page.getByLabel('User name').fill(user.username);
    await page.getByLabel('App password').fill('wrong password');
    await page.getByRole('button', { name: 'Connect calendar' }).click();
    await page.getByText('The calendar server refused the user name or password.').waitFor();
    await page.getByLabel('App password').fill(user.password);
    await page.getByRole('button', { name: 'Connect calendar' }).click();
    await page.getByText(/^Last synced/).waitFor();
    await page.getByLabel('Add bookings to').selectOption({ label: 'Bookings' });
    await page.getByRole('checkbox', { name: 'Bookings' }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Calendar choices saved').waitFor();
    // On a 375 px phone nothing sticks out sideways, and the form is reachable by keyboard.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    const bookingsBox = page.getByRole('checkbox', { name: 'Bookings' });
    await bookingsBox.focus();
    await page.keyboard.press('Space');
    expect(await bookingsBox.isChecked()).toBe(true);
    await page.keyboard.press('Space');
    expect(await bookingsBox.isChecked()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 1000 });

    // The first two slots the page offers; the first becomes busy in the Work calendar.
    const slotsPath = `/public/schedule/${userId}/intro-call/slots`;
    const before = (await call('GET', slotsPath)).body.slots as { start: string; end: string }[];
    const [busy, free] = before;
    if (!busy || !free) throw new Error('no slots');
    await caldav.putEvent(
      user,
      workUrl,
      'dentist.ics',
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//other app//EN',
        'BEGIN:VEVENT',
        'UID:dentist-1',
        'DTSTAMP:20260101T000000Z',
        `DTSTART:${icsTime(busy.start)}`,
        `DTEND:${icsTime(busy.end)}`,
        'SUMMARY:Dentist',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.getByText('1 busy time ahead', { exact: false }).waitFor();

    // The visitor no longer sees the busy time: the first time offered is the next one.
    const visitorContext = await browser.newContext({
      viewport: { width: 375, height: 800 },
      timezoneId: 'UTC',
    });
    const { page: visitor } = await openPage(visitorContext);
    await visitor.goto(`${server.url}/schedule/${userId}/intro-call`);
    const times = visitor.getByRole('list', { name: 'Available times' }).getByRole('button');
    await times.first().waitFor();
    expect(await times.first().textContent()).toBe(slotLabel(free.start));
    const after = (await call('GET', slotsPath)).body.slots as { start: string }[];
    expect(after.map((slot) => slot.start)).not.toContain(busy.start);

    // Book the free slot; it appears in the Bookings calendar.
    await times.first().click();
    await visitor.getByRole('button', { name: 'Next' }).click();
    await visitor.getByLabel('Name').fill('Vera Visitor');
    await visitor.getByLabel('Email').fill(`vera-${Date.now()}@example.com`);
    await visitor.getByRole('button', { name: 'Next' }).click();
    await visitor.getByRole('button', { name: 'Confirm Booking' }).click();
    await visitor.getByText(M.bookingConfirmed).waitFor();
    const events = await waitFor(
      () => caldav.events(user, bookingsUrl),
      (list) => list.some((ics) => ics.includes('Vera Visitor')),
    );
    const written = events.find((ics) => ics.includes('Vera Visitor'));
    expect(written).toContain(`DTSTART:${icsTime(free.start)}`);
    expect(written).toContain('SUMMARY:Intro Call with Vera Visitor');
    await visitorContext.close();
    await context.close();
  }, 120_000);
});
