// Bulk actions in the list view (issue 20): select three clients, change their status at
// once, see the count in a toast and the new statuses in the rows, then undo and see them
// back; create a task for each and see it on the rows. The exports: two selected rows
// through the bar's Export (POST /clients/export/selected), the filtered list through the
// toolbar's Export CSV; and a status change over "all N matching", more than a page.
// (Its own file: a sign-up more elsewhere would run into the sign-up rate limit.)
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import type { Download } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '../../src/core/messages';
import { setUpBrowserJourney } from '../support/browser-journey';
import { clientsJourney } from '../support/clients-journey';

const journey = setUpBrowserJourney();
const { newSignedInPage, addThroughApi, storedClients } = clientsJourney(journey);

/** Long enough for a page load or a refetch on a busy machine (the default is 1 s). */
const SETTLED = { timeout: 15_000 };

/** The export's columns before the numbered contact lists (clients-csv.ts). */
const SCALAR_HEADERS = [
  'Name',
  'Company',
  'Position',
  'Status',
  'Lead Source',
  'Lead Score',
  'Estimated Value',
  'Expected Close Date',
  'Tags',
  'Notes',
  'Owner',
  'Created',
  'Last Contacted',
];

/** A downloaded CSV's rows (the BOM dropped): the header, then one row per client. */
async function csvRows(download: Download): Promise<string[][]> {
  return parse(readFileSync((await download.path()) as string), { bom: true }) as string[][];
}

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

  it('exports the 2 selected rows and the filtered list, and changes "all N matching"', async () => {
    const { context, page, errors, userId } = await newSignedInPage('clients-export');
    await addThroughApi(context, { name: 'Export Ada', tags: ['vip'] });
    await addThroughApi(context, { name: 'Export Ben' });
    await addThroughApi(context, { name: 'Export Cy', tags: ['vip'] });
    await page.goto(`${journey.server.url}/dashboard?tab=clients&view=list`);
    for (const name of ['Export Ada', 'Export Ben']) {
      await page.getByRole('checkbox', { name: `Select ${name}` }).check(SETTLED);
    }
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('2 selected').waitFor();
    expect(await bar.getByLabel('Export as').inputValue()).toBe('csv');
    const [selected] = await Promise.all([
      page.waitForEvent('download', SETTLED),
      bar.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    // Saved under the server's Content-Disposition name.
    expect(selected.suggestedFilename()).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header = [], ...rows] = await csvRows(selected);
    expect(header.slice(0, SCALAR_HEADERS.length)).toEqual(SCALAR_HEADERS);
    expect(header).toContain('Phone 1 - Value');
    expect(rows.map((row) => row[0]).sort()).toEqual(['Export Ada', 'Export Ben']);

    // The toolbar's export follows the list's filter: only the two tagged vip.
    await page.goto(`${journey.server.url}/dashboard?tab=clients&view=list&tags=vip`);
    const row = (name: string) => page.getByTestId('client-row').filter({ hasText: name });
    await row('Export Cy').waitFor(SETTLED);
    await row('Export Ben').waitFor({ state: 'detached', ...SETTLED });
    const [filtered] = await Promise.all([
      page.waitForEvent('download', SETTLED),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const [filteredHeader = [], ...filteredRows] = await csvRows(filtered);
    expect(filteredHeader.slice(0, SCALAR_HEADERS.length)).toEqual(SCALAR_HEADERS);
    expect(filteredRows.map((cells) => cells[0]).sort()).toEqual(['Export Ada', 'Export Cy']);
    expect(filteredRows.map((cells) => cells[SCALAR_HEADERS.indexOf('Tags')])).toEqual([
      'vip',
      'vip',
    ]);

    // "All N matching" over more than the 50 loaded rows: 70 more tagged vip (72 in all),
    // selected by the filter, not row by row; the one without the tag stays as it was.
    const db = journey.server.database.db;
    await sql`
      INSERT INTO clients (user_id, created_by, workspace_id, name, tags)
      SELECT user_id, user_id, workspace_id, 'Vip ' || n, ARRAY['vip']
      FROM (SELECT user_id, workspace_id FROM clients WHERE user_id = ${userId} LIMIT 1) AS me,
        generate_series(1, 70) AS n`.execute(db);
    await page.reload();
    // The first page (50 of them) has arrived once a row shows.
    await page.getByTestId('client-row').first().waitFor(SETTLED);
    await page.getByRole('checkbox', { name: 'Select all loaded clients' }).check(SETTLED);
    await page.getByRole('button', { name: 'Select all 72 matching' }).click(SETTLED);
    await bar.getByText('All 72 matching selected').waitFor(SETTLED);
    await bar.getByLabel('Change status').selectOption('contacted');
    await bar.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(CLIENT_MESSAGES.bulkChangedCount(72)).waitFor(SETTLED);
    const statuses = await db
      .selectFrom('clients')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('userId', '=', userId)
      .groupBy('status')
      .orderBy('status')
      .execute();
    expect(statuses.map((s) => [s.status, Number(s.n)])).toEqual([
      ['contacted', 72],
      ['new_lead', 1],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
