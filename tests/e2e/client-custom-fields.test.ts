// Custom fields (issue 20, decision 049): add a single-select field in Settings, fill it
// on a client in the detail panel, and filter the list by it — the filter kept in the URL.
// (Its own file: a sign-up more elsewhere would run into the sign-up rate limit.)
import { describe, expect, it } from 'vitest';
import { CUSTOM_FIELD_MESSAGES as M } from '../../src/core/messages';
import { setUpBrowserJourney } from '../support/browser-journey';
import { clientsJourney } from '../support/clients-journey';

const journey = setUpBrowserJourney();
const { newSignedInPage, addThroughApi } = clientsJourney(journey);

/** Long enough for a page load or a refetch on a busy machine (the default is 1 s). */
const SETTLED = { timeout: 15_000 };

describe('custom fields', () => {
  it('adds a select field in settings, fills it on a client and filters the list by it', async () => {
    const { context, page, errors } = await newSignedInPage('custom-fields');
    const ada = await addThroughApi(context, { name: 'Field Ada' });
    await addThroughApi(context, { name: 'Field Ben' });

    await page.goto(`${journey.server.url}/settings/custom-fields`);
    await page.getByText(M.empty).waitFor(SETTLED);
    await page.getByRole('button', { name: M.add }).click();
    const editor = page.getByRole('form', { name: M.add });
    await editor.getByLabel(M.label).fill('Industry');
    await editor.getByLabel(M.type).selectOption('single_select');
    await editor.getByLabel(M.optionLabel(1)).fill('Retail');
    await editor.getByRole('button', { name: M.addOption }).click();
    await editor.getByLabel(M.optionLabel(2)).fill('Finance');
    await editor.getByRole('button', { name: M.save }).click();
    const list = page.getByRole('list', { name: M.sectionTitle });
    await list.getByText('Retail, Finance').waitFor(SETTLED);

    // Filled in the client's panel, by keyboard.
    await page.goto(`${journey.server.url}/dashboard?tab=clients&view=list&client=${ada.id}`);
    const panel = page.getByRole('dialog');
    await panel.getByRole('button', { name: M.editValues }).click(SETTLED);
    await panel.getByLabel('Industry').selectOption({ label: 'Finance' });
    await panel.getByRole('button', { name: 'Save', exact: true }).press('Enter');
    await panel.getByRole('definition').filter({ hasText: 'Finance' }).waitFor(SETTLED);
    await page.keyboard.press('Escape');

    // Filtered by it: only Ada is left, and the URL says why.
    await page.locator('summary', { hasText: M.filterTitle }).click();
    await page.getByLabel('Industry').selectOption({ label: 'Finance' });
    const rows = page.getByTestId('client-row');
    await expect
      .poll(() => rows.allInnerTexts(), SETTLED)
      .toEqual([expect.stringContaining('Field Ada')]);
    expect(page.url()).toMatch(/cf\.[0-9a-f-]{36}=/);

    // At 375 px the filter still fits the screen.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.reload();
    await expect
      .poll(() => rows.allInnerTexts(), SETTLED)
      .toEqual([expect.stringContaining('Field Ada')]);
    const overflows = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflows).toBe(false);
    expect(errors).toEqual([]);
  });
});
