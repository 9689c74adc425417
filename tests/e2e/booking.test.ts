// The public booking page in chromium (issue 5): a host creates an event type with a
// required question; a visitor who is not signed in books it through the wizard; the host's
// Upcoming list shows it live; the invitee's mail carries an .ics and a cancel link that
// cancels it, and the booking moves to Past as Canceled. Also: the link of an inactive
// event type, the error texts, a changed time zone, and a slot taken meanwhile (409).
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCHEDULING_MESSAGES as M } from '../../src/core/messages';
import { signUpInBrowser } from '../support/api-user';
import { openPage } from '../support/browser';
import { setUpMailJourney } from '../support/mail-journey';
import { openEveryMorning } from '../support/scheduling-setup';
import { linkIn } from '../support/smtp-capture';

const journey = setUpMailJourney();

type Host = { userId: string; context: BrowserContext; page: Page; errors: string[] };

let hostCount = 0;

/** A signed-in host with a browser page and JSON calls to the API as them. */
async function signUpHost(name: string): Promise<Host> {
  const { browser, server } = journey;
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const { page, errors } = await openPage(context);
  const email = `booking-host-${hostCount++}-${Date.now()}@example.com`;
  const userId = await signUpInBrowser(server, context, email, name);
  return { userId, context, page, errors };
}

async function call(request: APIRequestContext, method: string, path: string, data?: unknown) {
  const { server } = journey;
  const response = await request.fetch(`${server.url}/api/v1${path}`, {
    method,
    data,
    headers: { origin: server.url },
  });
  const text = await response.text();
  return { status: response.status(), body: text ? JSON.parse(text) : undefined };
}

/** The time buttons of the date-and-time step. */
const availableTimes = (page: Page) =>
  page.getByRole('list', { name: 'Available times' }).getByRole('button');

/** The host's JSON calls, in the shape the shared set-up helpers take. */
const asCaller = (host: Host) => ({
  call: (method: string, path: string, body?: unknown) =>
    call(host.context.request, method, path, body),
});

async function createEventType(host: Host, values: Record<string, unknown>) {
  const answer = await call(host.context.request, 'POST', '/scheduling/event-types', values);
  expect(answer.status).toBe(201);
  return answer.body as { id: string; slug: string; questions: { id: string }[] };
}

/** A visitor's browser: not signed in, a phone-sized window, a zone of its own. */
async function openVisitor(timezoneId = 'America/New_York') {
  const context = await journey.browser.newContext({
    viewport: { width: 375, height: 800 },
    timezoneId,
  });
  const { page, errors } = await openPage(context);
  return { context, page, errors };
}

/** The time a slot button shows in a zone: "9:00 AM". */
function slotLabel(start: string, timeZone: string): string {
  return new Date(start).toLocaleTimeString('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
}

describe('the public booking page', () => {
  it('books, shows it live to the host, mails an .ics, and cancels from the mail', async () => {
    const { server, smtp } = journey;
    const host = await signUpHost('Hana Host');
    await openEveryMorning(asCaller(host));
    const eventType = await createEventType(host, {
      name: 'Intro Call',
      slug: '',
      description: 'A first conversation about your project.',
      location: 'Google Meet',
      duration: 30,
      questions: [{ question: 'What should we discuss?', type: 'text', isRequired: true }],
    });
    expect(eventType.slug).toBe('intro-call');
    const bookingPath = `/schedule/${host.userId}/intro-call`;

    // The host watches their bookings while the visitor books.
    await host.page.goto(`${server.url}/scheduling?section=bookings`);
    const upcoming = host.page.getByRole('list', { name: M.upcomingBookings });
    await host.page.getByText(M.noUpcomingBookings).waitFor();

    const visitor = await openVisitor();
    const { page } = visitor;
    await page.goto(`${server.url}${bookingPath}`);
    await page.getByRole('heading', { level: 1, name: 'Hana Host Booking Page' }).waitFor();
    // The tab names the meeting too; the server's HTML has the same title, so it never changes.
    expect(await page.title()).toBe('Intro Call | Hana Host Booking Page');
    await page.getByRole('heading', { name: 'Intro Call' }).waitFor();
    await page.getByText('30 minutes').waitFor();
    await page.getByText('Google Meet').waitFor();
    await page.getByText('A first conversation about your project.').waitFor();
    const steps = page.getByRole('navigation', { name: 'Booking steps' });
    expect(await steps.locator('[aria-current="step"]').textContent()).toContain(M.stepSelect);

    // Step 1 needs a slot.
    const dates = page.getByRole('list', { name: 'Available dates' });
    await dates.getByRole('button').first().waitFor();
    // The first date is chosen for the visitor; the time is not.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(M.selectTimeSlot).waitFor();
    const chips = dates.getByRole('button');
    expect(await chips.count()).toBeGreaterThan(0);
    expect(await chips.count()).toBeLessThanOrEqual(7);
    await chips.nth(Math.min(1, (await chips.count()) - 1)).click();
    const times = availableTimes(page);
    await times.first().waitFor();
    const slotText = (await times.first().textContent()) ?? '';
    // Nothing sticks out sideways on a 375 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(slotText).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    await times.first().click();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2 needs valid information.
    await page.getByRole('heading', { name: M.stepInformation }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(M.nameRequired).waitFor();
    await page.getByText(M.emailRequired).waitFor();
    await page.getByText(M.fieldRequired).waitFor();
    await page.getByLabel('Name').fill('Vera Visitor');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(M.invalidEmail).waitFor();
    // A fixed field stops being marked.
    expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByText(M.nameRequired).count()).toBe(0);
    const inviteeEmail = `vera-${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(inviteeEmail);
    await page.getByLabel('Phone (optional)').fill('+1 415 555 2671');
    await page.getByLabel('What should we discuss?').fill('Pricing for a team of five');
    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: M.stepSelect }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByLabel('Name').inputValue()).toBe('Vera Visitor');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3 confirms.
    await page.getByRole('heading', { name: M.stepConfirm }).waitFor();
    const summary = page.getByRole('definition');
    await summary.filter({ hasText: 'Vera Visitor' }).waitFor();
    await summary.filter({ hasText: 'Pricing for a team of five' }).waitFor();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText(M.bookingConfirmed).waitFor();
    await page.getByText(M.confirmationSent(inviteeEmail)).waitFor();
    await page.getByText(new RegExp(`^${slotText} – `)).waitFor();
    await page.getByRole('button', { name: M.bookAnotherTime }).waitFor();

    // The host's open page shows it without a reload.
    await upcoming.getByText('Vera Visitor').waitFor();
    await upcoming.getByText('Intro Call').waitFor();

    // The invitee's mail: a calendar file and a cancel link that needs no sign-in.
    const mail = await smtp.waitFor(
      (m) => m.to.includes(inviteeEmail) && m.attachments.some((a) => a.filename.endsWith('.ics')),
    );
    const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'));
    expect(ics?.content).toContain('BEGIN:VCALENDAR');
    expect(ics?.content).toContain('METHOD:REQUEST');
    const cancelLink = linkIn(mail, '/schedule/cancel/');

    await page.goto(cancelLink);
    await page.getByRole('heading', { name: M.cancelBookingHeading }).waitFor();
    await page.getByText('Vera Visitor').waitFor();
    await page.getByLabel(/Reason for canceling/).fill('Something came up');
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByText(M.bookingCanceled).waitFor();

    // The host sees it move to Past, labelled Canceled.
    const past = host.page.getByRole('list', { name: M.pastBookings });
    const row = past.getByTestId('booking-row').filter({ hasText: 'Vera Visitor' });
    await row.getByText('Canceled').waitFor();
    await host.page.getByText(M.noUpcomingBookings).waitFor();

    // "Pick a new time" leads back to the event type's page (a reschedule).
    await page.getByRole('link', { name: M.pickNewTime }).click();
    // The friendly address (issue 21): /schedule/{username}/intro-call.
    await page.waitForURL(/\/schedule\/[^/]+\/intro-call$/);
    await page.getByRole('heading', { level: 1, name: 'Hana Host Booking Page' }).waitFor();
    // The canceled time is free again.
    await page.getByRole('list', { name: 'Available dates' }).getByRole('button').first().waitFor();

    // The link answers the same afterwards: already canceled.
    await page.goto(cancelLink);
    await page.getByText(M.bookingAlreadyCanceled).waitFor();

    expect(visitor.errors).toEqual([]);
    expect(host.errors).toEqual([]);
    await visitor.context.close();
    await host.context.close();
  });

  it('shows the error texts for bad links and an inactive event type', async () => {
    const { server } = journey;
    const host = await signUpHost('Nameless');
    // A host who removed their display name is shown as "User".
    await server.database.db
      .updateTable('profiles')
      .set({ displayName: null })
      .where('userId', '=', host.userId)
      .execute();
    await openEveryMorning(asCaller(host));
    await createEventType(host, { name: 'Open Hours', slug: 'open-hours', isActive: true });
    await createEventType(host, { name: 'Paused Call', slug: 'paused-call', isActive: false });

    const visitor = await openVisitor();
    const { page } = visitor;
    await page.goto(`${server.url}/schedule/${host.userId}/paused-call`);
    await page.getByText(M.errorPrefix(M.eventTypeNotFound)).waitFor();
    await page.goto(`${server.url}/schedule/${host.userId}/no-such-slug`);
    await page.getByText(M.errorPrefix(M.eventTypeNotFound)).waitFor();
    await page.goto(`${server.url}/schedule`);
    await page.getByText(M.userIdMissing).waitFor();
    await page.goto(`${server.url}/schedule/no-such-user`);
    await page.getByText(M.profileLoadFailed).waitFor();
    await page.goto(`${server.url}/schedule/cancel/not-a-real-token-000000000000`);
    await page.getByText(M.invalidBookingLink).waitFor();

    // The chooser lists the active event type only; a host without a name is "User".
    await page.goto(`${server.url}/schedule/${host.userId}`);
    await page.getByRole('heading', { level: 1, name: 'User Booking Page' }).waitFor();
    const list = page.getByRole('list', { name: 'Event types' });
    await list.getByRole('link', { name: /Open Hours/ }).waitFor();
    expect(await list.getByRole('link').count()).toBe(1);
    await list.getByRole('link', { name: /Open Hours/ }).click();
    // The id form moved to the friendly one (issue 21): the chooser links to that.
    await page.waitForURL(/\/schedule\/[^/]+\/open-hours$/);
    expect(page.url()).not.toContain(host.userId);
    await page.getByRole('heading', { name: 'Open Hours' }).waitFor();

    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    await host.context.close();
  });

  it('shows the times in the zone the visitor picks', async () => {
    const { server } = journey;
    const host = await signUpHost('Zoe Zone');
    await openEveryMorning(asCaller(host));
    await createEventType(host, { name: 'Zone Check', slug: 'zone-check', duration: 60 });
    const slots = await call(
      host.context.request,
      'GET',
      `/public/schedule/${host.userId}/zone-check/slots`,
    );
    expect(slots.status).toBe(200);
    const first = (slots.body as { slots: { start: string }[] }).slots[0]?.start;
    expect(first).toBeDefined();

    const visitor = await openVisitor('America/New_York');
    const { page } = visitor;
    await page.goto(`${server.url}/schedule/${host.userId}/zone-check`);
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    expect(await zone.inputValue()).toBe('America/New York');
    const times = availableTimes(page);
    await times.first().waitFor();
    expect(await times.first().textContent()).toBe(slotLabel(first!, 'America/New_York'));

    // The list of every zone is drawn when the invitee opens the control, the browser's
    // zone first; typing part of a city finds it and the keyboard picks it.
    const options = page.locator('#booking-time-zone-listbox [role="option"]');
    expect(await options.count()).toBe(0);
    await zone.click();
    await expect.poll(() => options.count()).toBeGreaterThan(300);
    expect(await options.first().textContent()).toMatch(/^America\/New York\s*\(detected\)/);
    await page.keyboard.type('toky');
    await expect.poll(() => options.first().textContent()).toMatch(/^Asia\/Tokyo/);
    await page.keyboard.press('Enter');
    expect(await zone.inputValue()).toBe('Asia/Tokyo');
    await expect.poll(() => times.first().textContent()).toBe(slotLabel(first!, 'Asia/Tokyo'));
    expect(slotLabel(first!, 'Asia/Tokyo')).not.toBe(slotLabel(first!, 'America/New_York'));

    // The month view looks further ahead than the chips, one month at a time.
    await page.getByRole('button', { name: 'Show more dates' }).click();
    const monthView = page.locator('#booking-month-view');
    expect(await monthView.getByRole('button', { name: 'Previous month' }).isDisabled()).toBe(true);
    await monthView.getByRole('button', { name: 'Next month' }).click();
    const day = monthView.getByRole('table').getByRole('button', { disabled: false }).first();
    await day.waitFor();
    const dayName = (await day.getAttribute('aria-label')) ?? '';
    await day.click();
    await page.getByRole('heading', { name: dayName }).waitFor();
    await times.first().waitFor();
    await times.first().click();
    await expect.poll(() => times.first().getAttribute('aria-pressed')).toBe('true');

    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    await host.context.close();
  });

  it('sends the visitor back to fresh slots when the time was just taken', async () => {
    const { server } = journey;
    const host = await signUpHost('Rita Race');
    await openEveryMorning(asCaller(host));
    await createEventType(host, { name: 'Race Call', slug: 'race-call' });

    const visitor = await openVisitor('UTC');
    const { page } = visitor;
    await page.goto(`${server.url}/schedule/${host.userId}/race-call`);
    const times = availableTimes(page);
    await times.first().waitFor();
    const taken = (await times.first().textContent()) ?? '';
    await times.first().click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Name').fill('Late Larry');
    await page.getByLabel('Email').fill('larry@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: M.stepConfirm }).waitFor();

    // Someone else books the same time first.
    const slots = await call(
      host.context.request,
      'GET',
      `/public/schedule/${host.userId}/race-call/slots`,
    );
    const start = (slots.body as { slots: { start: string }[] }).slots.find(
      (slot) => slotLabel(slot.start, 'UTC') === taken,
    )?.start;
    const first = await visitor.context.request.post(
      `${server.url}/api/v1/public/schedule/${host.userId}/race-call/bookings`,
      {
        data: { startTime: start, name: 'Quick Quinn', email: 'quinn@example.com' },
        headers: { origin: server.url },
      },
    );
    expect(first.status()).toBe(201);

    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.getByText(M.slotTaken).waitFor();
    await page.getByRole('heading', { name: M.stepSelect }).waitFor();
    await expect.poll(() => times.first().textContent()).not.toBe(taken);

    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    await host.context.close();
  });

  it('shows what is being booked before any script runs, nothing moves when it does, a dropped connection loses nothing and Next retries', async () => {
    const host = await signUpHost('Paint Host');
    await openEveryMorning(asCaller(host));
    const eventType = await createEventType(host, {
      name: 'First paint',
      duration: 25,
      location: 'Video call',
      description: 'What we will cover.',
    });
    const path = `/schedule/${host.userId}/${eventType.slug}`;

    // A browser that runs no script (and a link preview) still reads the page's frame.
    const noScript = await journey.browser.newContext({
      viewport: { width: 375, height: 800 },
      javaScriptEnabled: false,
    });
    const still = await noScript.newPage();
    await still.goto(`${journey.server.url}${path}`);
    await still
      .getByRole('heading', { level: 1, name: M.bookingPageTitle('Paint Host') })
      .waitFor();
    await still.getByRole('heading', { level: 2, name: 'First paint' }).waitFor();
    await still.getByText('25 minutes').waitFor();
    await still.getByText('Video call').waitFor();
    await noScript.close();

    // With script: the wizard replaces its placeholder without shifting anything on screen.
    const visitor = await openVisitor();
    await visitor.page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await visitor.page.goto(`${journey.server.url}${path}`);
    await availableTimes(visitor.page).first().waitFor();
    const shifts = await visitor.page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    expect(shifts).toEqual([]);
    // The event type came with the page: the API was not asked for it again.
    const requests: string[] = [];
    visitor.page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await visitor.page.reload();
    await availableTimes(visitor.page).first().waitFor();
    expect(requests).not.toContain(`/api/v1/public/schedule/${host.userId}/${eventType.slug}`);
    expect(requests.some((request) => request.endsWith('/slots'))).toBe(true);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    // The form's rules are their own chunk, fetched once a time is chosen. When it never
    // arrives (the connection dropped), Next says so and keeps what was typed.
    const offline = await openVisitor();
    await offline.page.route(/booking-form-validation-[\w-]+\.js$/, (route) => route.abort());
    await offline.page.goto(`${journey.server.url}${path}`);
    await availableTimes(offline.page).first().click();
    await offline.page.getByRole('button', { name: 'Next' }).click();
    await offline.page.getByLabel('Name').fill('Ada Lovelace');
    await offline.page.getByLabel('Email').fill('ada@example.com');
    await offline.page.getByRole('button', { name: 'Next' }).click();
    await offline.page
      .getByText('Could not reach the server. Check your connection and try again.')
      .waitFor();
    expect(await offline.page.getByLabel('Name').inputValue()).toBe('Ada Lovelace');
    expect(await offline.page.getByLabel('Email').inputValue()).toBe('ada@example.com');
    // Back online, Next tries again and goes on with what was typed.
    await offline.page.unroute(/booking-form-validation-[\w-]+\.js$/);
    await offline.page.getByRole('button', { name: 'Next' }).click();
    await offline.page.getByText('Ada Lovelace').waitFor();
    await offline.page.getByRole('button', { name: 'Confirm booking' }).waitFor();
    await offline.context.close();
    await host.context.close();
  });
});
