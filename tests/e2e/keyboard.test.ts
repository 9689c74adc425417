// The main journeys by keyboard alone (issue 8): sign in, add a client, move it to the
// next kanban column, and book a meeting on a phone-sized public booking page. Only
// page.keyboard is used: focus moves with Tab, fields are typed into once Tab reaches
// them, and buttons are pressed with Enter or Space — what a person without a mouse does.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, SCHEDULING_MESSAGES } from '../../src/core/messages';
import { signUpApiUser } from '../support/api-user';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';
import { openEveryMorning } from '../support/scheduling-setup';

const journey = setUpBrowserJourney();

// More than any of these pages needs; running out means the target cannot be reached
// by Tab (or focus is trapped somewhere else).
const MAX_TABS = 80;

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator, description: string) {
  await target.waitFor();
  for (let presses = 0; presses < MAX_TABS; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${description}`);
}

describe('by keyboard alone', () => {
  it('signs in, adds a client and moves it to the next kanban column', async () => {
    const { server, browser } = journey;
    const user = await signUpApiUser(server, 'keyboard');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, errors } = await openPage(context);

    // Sign in.
    await page.goto(`${server.url}/auth`);
    await tabTo(page, page.getByLabel('Email'), 'the email field');
    await page.keyboard.type(user.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }), 'the password field');
    await page.keyboard.type('long-enough-pw');
    await tabTo(page, page.getByRole('button', { name: 'Sign In', exact: true }), 'Sign In');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // Add a client from the empty clients tab.
    await page.goto(`${server.url}/dashboard?tab=clients`);
    const addFirst = page.getByRole('button', { name: CLIENT_MESSAGES.addFirstClient });
    await tabTo(page, addFirst, CLIENT_MESSAGES.addFirstClient);
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Add Client' });
    await tabTo(page, form.getByLabel('Name', { exact: true }), "the form's Name field");
    await page.keyboard.type('Katherine Johnson');
    await tabTo(page, form.getByRole('button', { name: 'Add Client', exact: true }), 'Add Client');
    await page.keyboard.press('Enter');
    await form.waitFor({ state: 'hidden' });
    const card = page.getByTestId('client-card').filter({ hasText: 'Katherine Johnson' });
    await page.getByTestId('kanban-column-new_lead').getByText('Katherine Johnson').waitFor();
    const stored = () =>
      server.database.db
        .selectFrom('clients')
        .select(['name', 'status'])
        .where('userId', '=', user.id)
        .execute();
    expect(await stored()).toEqual([{ name: 'Katherine Johnson', status: 'new_lead' }]);

    // Lift the card with Space, carry it one column right, drop it with Space.
    await tabTo(page, card, 'the client card');
    for (const key of ['Space', 'ArrowRight', 'Space']) {
      await page.keyboard.press(key);
      // dnd-kit animates each step; a person pauses between keys too.
      await page.waitForTimeout(250);
    }
    await page.getByTestId('kanban-column-contacted').getByText('Katherine Johnson').waitFor();
    expect(
      await page.getByTestId('kanban-column-new_lead').getByText('Katherine Johnson').count(),
    ).toBe(0);
    await expect.poll(stored).toEqual([{ name: 'Katherine Johnson', status: 'contacted' }]);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('books a meeting on a 375 px phone', async () => {
    const { server, browser } = journey;
    const host = await signUpApiUser(server, 'keyboard-host');
    await server.database.db
      .updateTable('profiles')
      .set({ displayName: 'Hedy Lamarr' })
      .where('userId', '=', host.id)
      .execute();
    await openEveryMorning(host);
    const eventType = await host.call('POST', '/scheduling/event-types', {
      name: 'Intro Call',
      slug: '',
      duration: 30,
      questions: [{ question: 'What should we discuss?', type: 'text', isRequired: true }],
    });
    expect(eventType.status, eventType.text).toBe(201);

    const context = await browser.newContext({
      viewport: { width: 375, height: 800 },
      timezoneId: 'Europe/Berlin',
    });
    const { page, errors } = await openPage(context);
    await page.goto(`${server.url}/schedule/${host.id}/${eventType.body.slug}`);

    // Step 1: a date (the first is chosen already) and its first free time.
    const firstTime = page
      .getByRole('list', { name: 'Available times' })
      .getByRole('button')
      .first();
    await firstTime.waitFor();
    const chosenTime = (await firstTime.textContent()) ?? '';
    await tabTo(page, firstTime, 'the first free time');
    await page.keyboard.press('Enter');
    expect(await firstTime.getAttribute('aria-pressed')).toBe('true');
    await tabTo(page, page.getByRole('button', { name: 'Next' }), 'Next');
    await page.keyboard.press('Enter');

    // Step 2: the visitor's details.
    await page.getByRole('heading', { name: SCHEDULING_MESSAGES.stepInformation }).waitFor();
    const inviteeEmail = `keyboard-visitor-${Date.now()}@example.com`;
    await tabTo(page, page.getByLabel('Name'), 'the Name field');
    await page.keyboard.type('Vera Visitor');
    await tabTo(page, page.getByLabel('Email'), 'the Email field');
    await page.keyboard.type(inviteeEmail);
    await tabTo(page, page.getByLabel('What should we discuss?'), 'the question');
    await page.keyboard.type('Radio guidance');
    await tabTo(page, page.getByRole('button', { name: 'Next' }), 'Next');
    await page.keyboard.press('Enter');

    // Step 3: confirm.
    await page.getByRole('heading', { name: SCHEDULING_MESSAGES.stepConfirm }).waitFor();
    const confirm = page.getByRole('button', { name: 'Confirm Booking' });
    await tabTo(page, confirm, 'Confirm Booking');
    await page.keyboard.press('Enter');
    await page.getByText(SCHEDULING_MESSAGES.bookingConfirmed).waitFor();
    await page.getByText(new RegExp(`^${chosenTime} – `)).waitFor();

    const bookings = await server.database.db
      .selectFrom('scheduling_bookings')
      .select(['inviteeName', 'inviteeEmail', 'status'])
      .where('userId', '=', host.id)
      .execute();
    expect(bookings).toEqual([{ inviteeName: 'Vera Visitor', inviteeEmail, status: 'confirmed' }]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
