// Bulk actions in the list view (issue 20): select three clients, change their status at
// once, see the count in a toast and the new statuses in the rows, then undo and see them
// back; create a task for each and see it on the rows. (Its own file: a sign-up more elsewhere would run into the sign-up rate limit.)
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '../../src/core/messages';
import { setUpBrowserJourney } from '../support/browser-journey';
import { clientsJourney } from '../support/clients-journey';

const journey = setUpBrowserJourney();
const { newSignedInPage, addThroughApi, storedClients } = clientsJourney(journey);

/** Long enough for a page load or a refetch on a busy machine (the default is 1 s). */
const SETTLED = { timeout: 15_000 };

describe('bulk actions in the clients list', () => {
  it('changes the status of 3 selected clients at once, and undoes it', async () => {
    const { context, page, errors, userId } = await newSignedInPage('clients-bulk');
    for (const name of ['Bulk Ada', 'Bulk Ben', 'Bulk Cy', 'Bulk Dee']) {
      await addThroughApi(context, { name });
    }
    await page.goto(`${journey.server.url}/dashboard?tab=clients&view=list`);
    for (const name of ['Bulk Ada', 'Bulk Ben', 'Bulk Cy']) {
      await page.getByRole('checkbox', { name: `Select ${name}` }).check(SETTLED);
    }
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('3 selected').waitFor();
    await bar.getByLabel('Change status').selectOption('qualified');
    await bar.getByRole('button', { name: 'Apply' }).click();

    await page.getByText(CLIENT_MESSAGES.bulkChangedCount(3)).waitFor(SETTLED);
    const row = (name: string) => page.getByTestId('client-row').filter({ hasText: name });
    await row('Bulk Ada').getByText('Qualified').waitFor(SETTLED);
    await row('Bulk Cy').getByText('Qualified').waitFor(SETTLED);
    const statuses = async () =>
      Object.fromEntries((await storedClients(userId)).map((c) => [c.name, c.status]));
    expect(await statuses()).toEqual({
      'Bulk Ada': 'qualified',
      'Bulk Ben': 'qualified',
      'Bulk Cy': 'qualified',
      'Bulk Dee': 'new_lead',
    });

    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(CLIENT_MESSAGES.bulkUndone, { exact: true }).waitFor(SETTLED);
    await row('Bulk Ada').getByText('New Lead').waitFor(SETTLED);
    await expect.poll(statuses, SETTLED).toEqual({
      'Bulk Ada': 'new_lead',
      'Bulk Ben': 'new_lead',
      'Bulk Cy': 'new_lead',
      'Bulk Dee': 'new_lead',
    });

    // A task for each of the three (issue 20): the count, then the next task on each row.
    for (const name of ['Bulk Ada', 'Bulk Ben', 'Bulk Cy']) {
      await page.getByRole('checkbox', { name: `Select ${name}` }).check(SETTLED);
    }
    await bar.getByRole('button', { name: 'Create task' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Follow up');
    await dialog.getByRole('button', { name: 'Create 3 tasks' }).click();
    await page.getByText(CLIENT_MESSAGES.bulkTasksCreated(3)).waitFor(SETTLED);
    await row('Bulk Ada').getByTestId('task-due').waitFor(SETTLED);
    await row('Bulk Cy').getByTestId('task-due').waitFor(SETTLED);
    expect(await row('Bulk Dee').getByTestId('task-due').count()).toBe(0);

    // At 375 px the bar wraps inside the screen, and works by keyboard: Space selects a
    // row, Tab goes from the status choice to Apply, Enter applies it.
    await page.setViewportSize({ width: 375, height: 740 });
    const dee = page.getByRole('checkbox', { name: 'Select Bulk Dee' });
    await dee.focus();
    await page.keyboard.press('Space');
    await bar.getByText('1 selected').waitFor(SETTLED);
    const overflows = await bar.evaluate(
      (element) => element.getBoundingClientRect().right > window.innerWidth + 1,
    );
    expect(overflows).toBe(false);
    await bar.getByLabel('Change status').selectOption('contacted');
    await bar.getByLabel('Change status').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Apply');
    await page.keyboard.press('Enter');
    await page.getByText(CLIENT_MESSAGES.bulkChangedCount(1)).waitFor(SETTLED);
    await expect.poll(statuses, SETTLED).toMatchObject({ 'Bulk Dee': 'contacted' });
    expect(errors).toEqual([]);
  });
});
