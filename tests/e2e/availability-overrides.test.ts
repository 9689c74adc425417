// Availability in chromium (issue 21): a weekly window edited in place by keyboard, an
// overlapping one refused with its message in the form, and a holiday added as a date
// override that removes that day's times from the public booking page.
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCHEDULING_MESSAGES as M } from '../../src/core/messages';
import { signUpInBrowser } from '../support/api-user';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';
import { openEveryMorning } from '../support/scheduling-setup';

const journey = setUpBrowserJourney();

async function call(request: APIRequestContext, method: string, path: string, data?: unknown) {
  const response = await request.fetch(`${journey.server.url}/api/v1${path}`, {
    method,
    data,
    headers: { origin: journey.server.url },
  });
  const text = await response.text();
  return { status: response.status(), text, body: text ? JSON.parse(text) : undefined };
}

describe('availability', () => {
  it('edits a window in place, refuses an overlap, and a holiday removes that day', async () => {
    const { server, browser } = journey;
    const context = await browser.newContext({
      viewport: { width: 375, height: 800 },
      timezoneId: 'UTC',
    });
    const userId = await signUpInBrowser(server, context, 'availability-host@example.com');
    await server.database.db
      .updateTable('profiles')
      .set({ timezone: 'UTC' })
      .where('userId', '=', userId)
      .execute();
    const host = { call: (m: string, p: string, b?: unknown) => call(context.request, m, p, b) };
    await openEveryMorning(host);
    const created = await host.call('POST', '/scheduling/event-types', {
      name: 'Consult',
      slug: 'consult',
      duration: 60,
    });
    expect(created.status, created.text).toBe(201);

    const { page, errors } = await openPage(context);
    await page.goto(`${server.url}/scheduling?section=availability`);
    const general = page.getByRole('region', { name: 'Default weekly availability' });

    // In place, by keyboard: Edit, the start field has focus, Enter saves.
    await general.getByRole('button', { name: 'Edit Monday 9:00 AM – 12:00 PM' }).focus();
    await page.keyboard.press('Enter');
    const editForm = general.getByRole('form', { name: 'Edit Monday 9:00 AM – 12:00 PM' });
    const start = editForm.getByLabel('Start');
    await expect.poll(() => start.evaluate((el) => el === document.activeElement)).toBe(true);
    await start.fill('08:00');
    await start.press('Enter');
    await general.getByRole('button', { name: 'Edit Monday 8:00 AM – 12:00 PM' }).waitFor();

    // An overlapping window: the server's message in the form, nothing added.
    await general.getByRole('button', { name: M.addTimeSlot }).click();
    const add = general.getByRole('form', { name: M.addTimeSlot });
    await add.getByLabel('Day').selectOption({ label: 'Monday' });
    await add.getByLabel('Start').fill('11:00');
    await add.getByLabel('End').fill('13:00');
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await add.getByText(M.windowsOverlap('Monday', '08:00', '12:00')).waitFor();
    await add.getByRole('button', { name: 'Cancel' }).click();

    // The date two days ahead has times on the booking page…
    const holiday = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const holidayLabel = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    }).format(new Date(`${holiday}T12:00:00Z`));
    const visitor = await browser.newContext({
      viewport: { width: 375, height: 800 },
      timezoneId: 'UTC',
    });
    const guest = await openPage(visitor);
    const dateChips = guest.page.getByRole('list', { name: 'Available dates' }).getByRole('button');
    await guest.page.goto(`${server.url}/schedule/${userId}/consult`);
    await dateChips.first().waitFor();
    expect(await dateChips.allTextContents()).toContainEqual(expect.stringContaining(holidayLabel));

    // …until the host marks it a holiday in "Date overrides".
    const overrides = page.getByRole('region', { name: M.dateOverrides });
    await overrides.getByText(M.noDateOverrides).waitFor();
    await overrides.getByRole('button', { name: 'Add date override' }).click();
    const form = overrides.getByRole('form', { name: 'Add date override' });
    // A date that has passed is refused with a message.
    await form.getByLabel('Date').fill('2020-01-01');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await form.getByText(M.overrideInPast).waitFor();
    await form.getByLabel('Date').fill(holiday);
    expect(await form.getByLabel('Unavailable all day').isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await overrides.getByTestId('date-override').getByText(M.unavailableAllDay).waitFor();

    await guest.page.reload();
    await dateChips.first().waitFor();
    const chips = await dateChips.allTextContents();
    expect(chips.length).toBeGreaterThan(0);
    expect(chips).not.toContainEqual(expect.stringContaining(holidayLabel));
    const slots = await host.call(
      'GET',
      `/public/schedule/${userId}/consult/slots?from=${holiday}&to=${holiday}`,
    );
    expect(slots.body.slots).toEqual([]);

    expect(errors).toEqual([]);
    expect(guest.errors).toEqual([]);
    await visitor.close();
    await context.close();
  });
});
