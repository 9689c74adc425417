// Recent Activity on the overview (issue 16): with the overview open, a visitor's
// contact form message and a booking appear without a reload and lead to the client's
// panel and to the booking; a hostile name stays text; older entries come with
// "Show more"; a failed load says so and can be retried.
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES, LEAD_FORM_MESSAGES } from '../../src/core/messages';
import { type ApiUser, addSessionCookies, signUpApiUser } from '../support/api-user';
import { callPublic, firstSlots } from '../support/booking-host';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';
import { usernameOf } from '../support/document-rows';
import { openEveryMorning } from '../support/scheduling-setup';

const journey = setUpBrowserJourney();

const HOSTILE_NAME = '<img src=x onerror="window.xss=1">Eve';

async function signedInContext(user: ApiUser): Promise<BrowserContext> {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await addSessionCookies(context, user, journey.server.url);
  return context;
}

/** A user whose Scale Page has the contact form on, and their username. */
async function signUpFormOwner(prefix: string) {
  const owner = await signUpApiUser(journey.server, prefix);
  expect((await owner.call('PATCH', '/me/profile', { leadFormEnabled: true })).status).toBe(200);
  return { owner, username: await usernameOf(journey.server, owner) };
}

/** A visitor without JavaScript sends the Scale Page's contact form. */
async function sendContactForm(username: string, name: string, email: string) {
  const context = await journey.browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto(`${journey.server.url}/${username}`);
  const form = visitor.getByRole('region', { name: LEAD_FORM_MESSAGES.heading });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('Could you send me a quote?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await visitor.getByText(LEAD_FORM_MESSAGES.sent).waitFor();
  await context.close();
}

describe('Recent Activity on the overview', () => {
  it('shows a new lead and a booking live and opens their records', async () => {
    const { server } = journey;
    const { owner, username } = await signUpFormOwner('activity-journey');

    const context = await signedInContext(owner);
    const { page, errors } = await openPage(context);
    await page.goto(`${server.url}/dashboard`);
    const list = page.getByRole('list', { name: ACTIVITY_MESSAGES.heading });
    await page.getByText(ACTIVITY_MESSAGES.empty).waitFor();
    // A reload would lose this mark: the entries must come without one.
    await page.evaluate(() => {
      (window as { stillHere?: boolean }).stillHere = true;
    });
    // Let the event stream connect before anything happens.
    await page.waitForTimeout(500);

    await sendContactForm(username, 'Ada Lovelace', 'ada@example.com');
    const lead = list.getByRole('link', { name: ACTIVITY_MESSAGES.leadNew('Ada Lovelace') });
    await lead.waitFor();
    await list.getByText('just now').waitFor();
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);

    await lead.click();
    await page.waitForURL(/tab=clients&client=[0-9a-f-]{36}/);
    const panel = page.getByRole('dialog', { name: 'Ada Lovelace' });
    await panel.getByRole('heading', { name: 'Ada Lovelace' }).waitFor();
    await panel.getByText('Could you send me a quote?').waitFor();

    // Back on the overview, a visitor books a meeting.
    await page.goBack();
    await lead.waitFor();
    const eventType = await owner.call('POST', '/scheduling/event-types', {
      name: 'Intro call',
      slug: 'intro-call',
    });
    expect(eventType.status).toBe(201);
    await openEveryMorning(owner);
    const [slot] = await firstSlots(server.url, owner.id, 'intro-call');
    const booked = await callPublic(
      server.url,
      'POST',
      `/schedule/${owner.id}/intro-call/bookings`,
      {
        startTime: slot?.start,
        name: 'Grace Hopper',
        email: 'grace@example.com',
      },
    );
    expect(booked.status, booked.text).toBe(201);
    const booking = list.getByRole('link', { name: /^Grace Hopper booked Intro call for / });
    await booking.waitFor();
    // Newest first.
    const texts = await list.getByTestId('activity-item').allTextContents();
    expect(texts[0]).toContain('Grace Hopper booked Intro call');
    expect(texts[1]).toContain(ACTIVITY_MESSAGES.leadNew('Ada Lovelace'));

    await booking.click();
    await page.waitForURL(/tab=scheduling&section=bookings&booking=/);
    const row = page.locator('[data-testid="booking-row"][aria-current="true"]');
    await row.getByText('Grace Hopper').waitFor();
    expect(await row.getByText('grace@example.com').isVisible()).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a hostile name as text, pages with "Show more" and recovers from a failed load', async () => {
    const { server } = journey;
    const { owner, username } = await signUpFormOwner('activity-more');
    await sendContactForm(username, HOSTILE_NAME, 'eve@example.com');
    // Eleven older imports: with the lead, one more than a page.
    const hourAgo = Date.now() - 3_600_000;
    await server.database.db
      .insertInto('activity')
      .values(
        Array.from({ length: 11 }, (_, index) => ({
          userId: owner.id,
          kind: 'clients_imported' as const,
          data: JSON.stringify({ fileName: `list-${index + 1}.csv`, imported: 3 }),
          createdAt: new Date(hourAgo - index * 60_000),
        })),
      )
      .execute();

    const context = await signedInContext(owner);
    const { page, errors } = await openPage(context);
    await page.goto(`${server.url}/dashboard`);
    const list = page.getByRole('list', { name: ACTIVITY_MESSAGES.heading });
    await list.getByRole('link', { name: ACTIVITY_MESSAGES.leadNew(HOSTILE_NAME) }).waitFor();
    expect(await page.evaluate(() => (window as { xss?: number }).xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);

    const items = list.getByTestId('activity-item');
    expect(await items.count()).toBe(10);
    const older = list.getByText('Imported 3 clients from list-1.csv');
    expect(await older.getAttribute('href')).toBe(
      '/dashboard?tab=clients&view=list&sort=created_at',
    );
    const exact = await list.locator('time').first().getAttribute('title');
    expect(exact).toMatch(/\d{4}, \d{1,2}:\d{2}/);
    expect(await list.getByText('1 hour ago').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: ACTIVITY_MESSAGES.showMore }).click();
    await list.getByText('Imported 3 clients from list-11.csv').waitFor();
    expect(await items.count()).toBe(12);
    expect(await page.getByRole('button', { name: ACTIVITY_MESSAGES.showMore }).count()).toBe(0);

    // A link to a booking that does not exist (any more) says so in the Bookings tab.
    await page.goto(
      `${server.url}/dashboard?tab=scheduling&section=bookings&booking=00000000-0000-4000-8000-000000000000`,
    );
    await page.getByText(ACTIVITY_MESSAGES.bookingGone).waitFor();

    // The server fails: the card says so, and "Try again" loads it once it answers.
    await page.route('**/api/v1/activity*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'internal', message: 'An unexpected error occurred' },
        }),
      }),
    );
    await page.goto(`${server.url}/dashboard`);
    await page
      .getByText(
        `${ACTIVITY_MESSAGES.loadFailed} could not be loaded: An unexpected error occurred`,
      )
      .waitFor();
    await page.unroute('**/api/v1/activity*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await list.getByRole('link', { name: ACTIVITY_MESSAGES.leadNew(HOSTILE_NAME) }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
