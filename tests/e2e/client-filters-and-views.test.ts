// Filters and saved views on the clients tab (issue 20): apply two filters, see them in
// the URL and the list narrow, save the view, reload (the URL restores it), switch views,
// make one the default and open the tab bare to see it applied; several statuses at once,
// in the list, a saved view and the board, by keyboard and on a phone.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { FILTER_MESSAGES } from '../../src/core/messages';
import { setUpBrowserJourney } from '../support/browser-journey';
import { chooseStatuses, clientsJourney, kanbanColumn } from '../support/clients-journey';

const journey = setUpBrowserJourney();
const { newSignedInPage, addThroughApi } = clientsJourney(journey);

const SETTLED = { timeout: 15_000 };

describe('client filters and saved views', () => {
  it('filters by tag and source in the URL, saves a view, reloads, switches and sets a default', async () => {
    const { context, page, errors } = await newSignedInPage('client-filters');
    await addThroughApi(context, { name: 'Vip Referral', tags: ['vip'], leadSource: 'referral' });
    await addThroughApi(context, { name: 'Vip Event', tags: ['vip'], leadSource: 'event' });
    await addThroughApi(context, { name: 'Plain Referral', tags: [], leadSource: 'referral' });
    await page.goto(`${journey.server.url}/dashboard?tab=clients&view=list`);
    const row = (name: string) => page.getByTestId('client-row').filter({ hasText: name });
    await row('Plain Referral').waitFor(SETTLED);

    await page.getByRole('button', { name: FILTER_MESSAGES.filters }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(`${FILTER_MESSAGES.tags} (a, b)`).fill('vip');
    await dialog.getByLabel('Referral').check();
    await dialog.getByRole('button', { name: FILTER_MESSAGES.apply }).click();

    await expect.poll(() => new URL(page.url()).searchParams.get('tags'), SETTLED).toBe('vip');
    expect(new URL(page.url()).searchParams.get('source')).toBe('referral');
    await row('Vip Referral').waitFor(SETTLED);
    await row('Vip Event').waitFor({ state: 'detached', ...SETTLED });
    await row('Plain Referral').waitFor({ state: 'detached', ...SETTLED });

    // Saved as a view.
    await page.getByRole('button', { name: FILTER_MESSAGES.views }).click();
    await page.getByRole('menuitem', { name: FILTER_MESSAGES.saveView }).click();
    await page.getByLabel(FILTER_MESSAGES.viewName).fill('VIP referrals');
    await page.getByRole('dialog').getByRole('button', { name: FILTER_MESSAGES.saveView }).click();
    await page.getByText(FILTER_MESSAGES.viewSaved).waitFor(SETTLED);

    // Reload: the URL keeps the filters.
    await page.reload();
    await row('Vip Referral').waitFor(SETTLED);
    await page.getByText(`${FILTER_MESSAGES.tags}: vip`).waitFor(SETTLED);
    expect(await row('Vip Event').count()).toBe(0);

    // Clear all, then switch to the saved view.
    await page.getByRole('button', { name: FILTER_MESSAGES.clearAll }).click();
    await row('Vip Event').waitFor(SETTLED);
    await page.getByRole('button', { name: FILTER_MESSAGES.views }).click();
    await page.getByRole('menuitem', { name: 'VIP referrals' }).click();
    await row('Vip Event').waitFor({ state: 'detached', ...SETTLED });
    expect(new URL(page.url()).searchParams.get('tags')).toBe('vip');

    // My default: opening the tab bare applies it.
    await page.getByRole('button', { name: 'VIP referrals' }).click();
    await page.getByRole('menuitem', { name: FILTER_MESSAGES.setDefault }).click();
    await page.waitForTimeout(500);
    await page.goto(`${journey.server.url}/dashboard?tab=clients`);
    await expect
      .poll(() => new URL(page.url()).searchParams.get('source'), SETTLED)
      .toBe('referral');
    expect(errors).toEqual([]);
  });

  it('filters by two statuses in the URL, list and board, saves them in a view', async () => {
    const { context, page, errors } = await newSignedInPage('client-statuses');
    await addThroughApi(context, { name: 'Nora Lead', status: 'new_lead' });
    await addThroughApi(context, { name: 'Will Won', status: 'closed_won' });
    await addThroughApi(context, { name: 'Lola Lost', status: 'closed_lost' });
    const { url } = journey.server;
    await page.goto(`${url}/dashboard?tab=clients&view=list`);
    const row = (name: string) => page.getByTestId('client-row').filter({ hasText: name });
    await row('Lola Lost').waitFor(SETTLED);

    await chooseStatuses(page, ['New Lead', 'Closed Won']);
    await expect
      .poll(() => new URL(page.url()).searchParams.get('status'), SETTLED)
      .toBe('new_lead,closed_won');
    await row('Lola Lost').waitFor({ state: 'detached', ...SETTLED });
    await expect.poll(() => page.getByTestId('client-row').count(), SETTLED).toBe(2);
    await row('Nora Lead').waitFor();
    await row('Will Won').waitFor();
    await page.getByRole('button', { name: 'Status: 2 chosen', exact: true }).waitFor();
    const chip = `${FILTER_MESSAGES.status}: New Lead, Closed Won`;
    await page.getByText(chip).waitFor();

    // Saved as a view, then the chip removes the filter and the view brings it back.
    await page.getByRole('button', { name: FILTER_MESSAGES.views }).click();
    await page.getByRole('menuitem', { name: FILTER_MESSAGES.saveView }).click();
    await page.getByLabel(FILTER_MESSAGES.viewName).fill('Leads and won');
    await page.getByRole('dialog').getByRole('button', { name: FILTER_MESSAGES.saveView }).click();
    await page.getByText(FILTER_MESSAGES.viewSaved).waitFor(SETTLED);
    const stored = await journey.server.database.db
      .selectFrom('client_views')
      .select(sql<string>`state::text`.as('state'))
      .where('name', '=', 'Leads and won')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.state).filters).toEqual({ status: 'new_lead,closed_won' });
    await page.getByRole('button', { name: FILTER_MESSAGES.removeFilter(chip) }).click();
    await row('Lola Lost').waitFor(SETTLED);
    expect(new URL(page.url()).searchParams.has('status')).toBe(false);
    // (The menu's button names the view last chosen.)
    await page.getByRole('button', { name: 'Leads and won' }).click();
    await page.getByRole('menuitem', { name: 'Leads and won', exact: true }).click();
    await row('Lola Lost').waitFor({ state: 'detached', ...SETTLED });
    expect(new URL(page.url()).searchParams.get('status')).toBe('new_lead,closed_won');

    // The board shows only the two statuses' columns, after a reload too.
    await page.getByRole('button', { name: 'Kanban' }).click();
    await page.reload();
    await kanbanColumn(page, 'closed_won').getByText('Will Won').waitFor(SETTLED);
    await kanbanColumn(page, 'new_lead').getByText('Nora Lead').waitFor();
    expect(await page.locator('[data-testid^="kanban-column-"]').count()).toBe(2);

    // A link from before, with one status, still works; an unknown one shows all.
    await page.goto(`${url}/dashboard?tab=clients&view=list&status=closed_lost`);
    await row('Lola Lost').waitFor(SETTLED);
    await expect.poll(() => page.getByTestId('client-row').count(), SETTLED).toBe(1);
    await page.getByRole('button', { name: 'Status: Closed Lost', exact: true }).waitFor();
    await page.goto(`${url}/dashboard?tab=clients&view=list&status=bogus`);
    await expect.poll(() => page.getByTestId('client-row').count(), SETTLED).toBe(3);

    // On a phone the menu fits the screen and still works by keyboard.
    await page.setViewportSize({ width: 375, height: 740 });
    await chooseStatuses(page, ['Closed Lost', 'Closed Won']);
    await row('Nora Lead').waitFor({ state: 'detached', ...SETTLED });
    await page.getByRole('button', { name: /^Status:/ }).click();
    const box = await page.getByRole('menu').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });
});
