// Filters and saved views on the clients tab (issue 20): apply two filters, see them in
// the URL and the list narrow, save the view, reload (the URL restores it), switch views,
// make one the default and open the tab bare to see it applied.
import { describe, expect, it } from 'vitest';
import { FILTER_MESSAGES } from '../../src/core/messages';
import { setUpBrowserJourney } from '../support/browser-journey';
import { clientsJourney } from '../support/clients-journey';

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
});
