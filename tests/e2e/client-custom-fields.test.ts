// Custom fields (issue 20, decisions 049 and 053): add a single-select field in Settings,
// fill it in the add-client form and in the detail panel, filter the list by it, show its
// column, save that as a view and get the filter and the column back by applying it; a
// from–to filter on an amount. Then the CSV import (decision 054): a column of option
// labels mapped to such a field in the mapping step, its value on the client's panel, an
// unknown option a failed row.
// (Its own file: a sign-up more elsewhere would run into the sign-up rate limit.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CustomField } from '../../src/core/custom-field-schemas';
import {
  CLIENT_MESSAGES,
  FILTER_MESSAGES,
  CUSTOM_FIELD_MESSAGES as M,
} from '../../src/core/messages';
import { setUpBrowserJourney } from '../support/browser-journey';
import { clientsJourney } from '../support/clients-journey';

const journey = setUpBrowserJourney();
const { newSignedInPage, addThroughApi } = clientsJourney(journey);

/** Long enough for a page load or a refetch on a busy machine (the default is 1 s). */
const SETTLED = { timeout: 15_000 };

describe('custom fields', () => {
  it('adds a select field, fills it, filters and shows it as a column, and keeps that as a view', async () => {
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

    // Filled in the add-client form.
    await page.goto(`${journey.server.url}/dashboard?tab=clients&view=list`);
    await page.getByRole('button', { name: CLIENT_MESSAGES.addClient }).first().click(SETTLED);
    const form = page.getByRole('dialog');
    await form.getByLabel('Name', { exact: true }).fill('Field Cy');
    await form.getByLabel('Industry').selectOption({ label: 'Retail' });
    await form.getByRole('button', { name: 'Add Client' }).click();
    await form.waitFor({ state: 'hidden', ...SETTLED });

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

    // The field's column, from the Columns menu: its value by label, kept in the URL.
    await page.getByRole('button', { name: M.columns }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Industry' }).click();
    await page.keyboard.press('Escape');
    const cells = page.getByTestId('client-custom-cell');
    await expect.poll(() => cells.allInnerTexts(), SETTLED).toEqual(['Finance']);
    expect(page.url()).toMatch(/cols=name%2C/);

    // Saved as a view; a bare list shows everyone without the column; the view brings both back.
    await page.getByRole('button', { name: FILTER_MESSAGES.views }).click();
    await page.getByRole('menuitem', { name: FILTER_MESSAGES.saveView }).click();
    const save = page.getByRole('dialog');
    await save.getByLabel(FILTER_MESSAGES.viewName).fill('Finance clients');
    await save.getByRole('button', { name: FILTER_MESSAGES.saveView }).click();
    await page.getByText(FILTER_MESSAGES.viewSaved).waitFor(SETTLED);
    await page.goto(`${journey.server.url}/dashboard?tab=clients&view=list`);
    await expect.poll(() => rows.count(), SETTLED).toBe(3);
    expect(await cells.count()).toBe(0);
    await page.getByRole('button', { name: FILTER_MESSAGES.views }).click();
    await page.getByRole('menuitem', { name: 'Finance clients' }).click();
    await expect
      .poll(() => rows.allInnerTexts(), SETTLED)
      .toEqual([expect.stringContaining('Field Ada')]);
    await expect.poll(() => cells.allInnerTexts(), SETTLED).toEqual(['Finance']);
    expect(page.url()).toMatch(/cf\.[0-9a-f-]{36}=.*cols=/);

    // The form's value was kept: the other option finds the client added there (the
    // custom filters stand open while one is set).
    await page.getByLabel('Industry').selectOption({ label: 'Retail' });
    await expect
      .poll(() => rows.allInnerTexts(), SETTLED)
      .toEqual([expect.stringContaining('Field Cy')]);
    await expect.poll(() => cells.allInnerTexts(), SETTLED).toEqual(['Retail']);

    // A from–to filter on an amount: typed in units, kept in the URL in cents.
    const { url } = journey.server;
    const made = await context.request.post(`${url}/api/v1/client-fields`, {
      data: { label: 'Budget', type: 'currency' },
      headers: { origin: url },
    });
    expect(made.status()).toBe(201);
    const budget = (await made.json()) as { id: string };
    const valued = await context.request.patch(`${url}/api/v1/clients/${ada.id}`, {
      data: { customValues: { [budget.id]: 150_000 } },
      headers: { origin: url },
    });
    expect(valued.status()).toBe(200);
    await page.goto(`${url}/dashboard?tab=clients&view=list`);
    await page.locator('summary', { hasText: M.filterTitle }).click(SETTLED);
    await page.getByLabel(M.filterMin('Budget')).fill('1,000');
    await page.getByLabel(M.filterMax('Budget')).focus();
    await expect
      .poll(() => rows.allInnerTexts(), SETTLED)
      .toEqual([expect.stringContaining('Field Ada')]);
    expect(page.url()).toContain(`cf.${budget.id}.min=100000`);
    await page.reload();
    await page.getByLabel(M.filterMin('Budget')).waitFor(SETTLED);
    expect(await page.getByLabel(M.filterMin('Budget')).inputValue()).toBe('1000');
    await page.getByLabel('Industry').selectOption({ label: 'Retail' });
    await expect.poll(() => rows.count(), SETTLED).toBe(0);
    await page.getByLabel(M.filterMin('Budget')).fill('');
    await page.getByLabel(M.filterMax('Budget')).focus();
    await expect
      .poll(() => rows.allInnerTexts(), SETTLED)
      .toEqual([expect.stringContaining('Field Cy')]);

    // At 375 px the filter still fits the screen.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.reload();
    await expect
      .poll(() => rows.allInnerTexts(), SETTLED)
      .toEqual([expect.stringContaining('Field Cy')]);
    const overflows = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflows).toBe(false);
    expect(errors).toEqual([]);
  });

  it('imports a column of option labels into a select field chosen in the mapping step', async () => {
    const { context, page, errors, userId } = await newSignedInPage('custom-import');
    const { url } = journey.server;
    const created = await context.request.post(`${url}/api/v1/client-fields`, {
      data: {
        label: 'Sector',
        type: 'single_select',
        options: [{ label: 'Retail' }, { label: 'Finance' }],
      },
      headers: { origin: url },
    });
    expect(created.status()).toBe(201);
    const sector = (await created.json()) as CustomField;
    const optionId = (label: string) => sector.options.find((o) => o.label === label)?.id;

    // "Branche" is no label of the field: the column is mapped to it by hand. Labels
    // are read in any case; "Mining" is no option of the field.
    const csv = ['Name,Branche', 'Import Ada,Retail', 'Import Ben,finance', 'Import Cy,Mining'];
    await page.goto(`${url}/dashboard?tab=clients&view=list`);
    await page.getByRole('button', { name: 'Import', exact: true }).click(SETTLED);
    const dialog = page.getByRole('dialog', { name: 'Import clients' });
    await dialog.getByLabel('File to import').setInputFiles({
      name: 'sectors.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${csv.join('\n')}\n`),
    });
    const column = dialog.getByLabel('Import “Branche” as');
    await column.waitFor(SETTLED);
    expect(await column.locator('option:checked').textContent()).not.toBe('Sector');
    await column.selectOption({ label: 'Sector' });
    await dialog.getByRole('button', { name: 'Import 3 rows' }).click();

    await dialog.getByText(CLIENT_MESSAGES.importCompleted(2, 3)).waitFor(SETTLED);
    await dialog.getByText(CLIENT_MESSAGES.importFailures(1)).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download', SETTLED),
      dialog.getByRole('button', { name: 'Download failed rows' }).click(),
    ]);
    expect(readFileSync((await download.path()) as string, 'utf8')).toBe(
      `\uFEFF"Line","Name","Reason"\r\n"4","Import Cy","${M.optionExpected('Sector')}"\r\n`,
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const stored = await journey.server.database.db
      .selectFrom('clients')
      .select(['id', 'name', 'customValues'])
      .where('userId', '=', userId)
      .orderBy('name')
      .execute();
    expect(stored.map(({ name, customValues }) => ({ name, customValues }))).toEqual([
      { name: 'Import Ada', customValues: { [sector.id]: optionId('Retail') } },
      { name: 'Import Ben', customValues: { [sector.id]: optionId('Finance') } },
    ]);

    // The client's panel shows the option's label.
    const ben = stored.find((client) => client.name === 'Import Ben');
    await page.goto(`${url}/dashboard?tab=clients&view=list&client=${ben?.id}`);
    const panel = page.getByRole('dialog', { name: 'Import Ben' });
    await panel.getByRole('definition').filter({ hasText: 'Finance' }).waitFor(SETTLED);
    expect(errors).toEqual([]);
    await context.close();
  });
});
