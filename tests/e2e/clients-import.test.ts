// The import journeys (issues 4 and 19): a file with a preamble goes through the mapping
// step — the header row found, one column's match changed, duplicates skipped — and the
// counts and the changed field show; a CSV, an .xlsx, an .xls and a .vcf made here each
// import with their result message; a file of another kind is refused in the dialog, the
// failed rows download as CSV, and the plan's limit is explained.
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, IMPORT_MESSAGES } from '../../src/core/messages';
import { signUpInBrowser } from '../support/api-user';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';

const journey = setUpBrowserJourney();

function workbook(rows: unknown[][], bookType: 'xlsx' | 'biff8'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Contacts');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

// The second row has nothing to name a client after (a row with only an e-mail is named
// after it): it fails, and is listed for download.
const CSV = [
  'Full Name,E-mail,Mobile,Company,Notes',
  'Ada Lovelace,ada@example.com,+1 415 555 2671,Analytical Engines,',
  ',,,,Met at the fair',
  'Grace Hopper,grace@example.com,,Navy,',
].join('\n');

const VCF = [
  'BEGIN:VCARD',
  'VERSION:2.1',
  'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen;;;',
  'TEL;CELL:+49 151 23456789',
  'EMAIL;INTERNET:juergen@example.de',
  'END:VCARD',
].join('\r\n');

async function chooseFile(page: Page, name: string, content: string | Buffer) {
  const dialog = page.getByRole('dialog', { name: 'Import clients' });
  await dialog.getByLabel('File to import').setInputFiles({
    name,
    mimeType: 'application/octet-stream',
    buffer: typeof content === 'string' ? Buffer.from(content) : content,
  });
  return dialog;
}

/** The mapping step's button: "Import 3 rows", "Import 1 contact", "Import all rows". */
const IMPORT_ACTION = /^Import (all|\d[\d,]*) (rows?|contacts?)$/;

/** Chooses a file and imports it with the mapping step's automatic choices. */
async function importFile(page: Page, name: string, content: string | Buffer) {
  const dialog = await chooseFile(page, name, content);
  await dialog.getByRole('button', { name: IMPORT_ACTION }).click();
  return dialog;
}

const WITH_PREAMBLE = [
  'Notes:',
  '"Exported from the old address book, 25 Nov 2026"',
  '',
  'First Name,Last Name,Email Address,Employer,Title',
  'Ada,Lovelace,ada@example.com,Analytical Engines,Countess',
  'Grace,Hopper,grace@example.com,US Navy,Rear Admiral',
  'Ken,Thompson,ken@example.com,Bell Labs,Engineer',
].join('\n');

describe('client import', () => {
  it('reads a file through the mapping step: header found, a match changed, duplicates skipped', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const { page, errors } = await openPage(context);
    const userId = await signUpInBrowser(journey.server, context, `map-${Date.now()}@example.com`);
    // Ada is a client already: her row is a duplicate.
    const { url } = journey.server;
    const ada = await context.request.post(`${url}/api/v1/clients`, {
      data: { name: 'Ada Lovelace', emails: [{ address: 'ada@example.com' }] },
      headers: { origin: url },
    });
    expect(ada.status()).toBe(201);
    await page.goto(`${url}/dashboard?tab=clients`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = await chooseFile(page, 'address-book.csv', WITH_PREAMBLE);

    // The preamble is skipped: the header is the fourth line (the third non-blank row).
    const headerRow = dialog.getByLabel('Header row');
    await headerRow.waitFor();
    expect(await headerRow.inputValue()).toBe('2');
    expect(await dialog.getByLabel('The first row is data').isChecked()).toBe(false);
    const titleMatch = dialog.getByLabel('Import “Title” as');
    expect(await titleMatch.locator('option:checked').textContent()).toBe('Position');
    await dialog
      .getByText("First, middle and last name are combined into the client's name.")
      .waitFor();
    // "Title" goes into the tags instead.
    await titleMatch.selectOption({ label: 'Tags' });
    await dialog.getByLabel('Lead source for rows without one').selectOption({ label: 'Event' });
    await dialog.getByRole('radio', { name: /Update the existing client/ }).check();
    await dialog.getByRole('radio', { name: /Skip them/ }).check();
    // On a phone the column table scrolls inside the dialog; the page itself does not.
    await page.setViewportSize({ width: 375, height: 800 });
    const widths = await page.evaluate(() => {
      const region = document.querySelector('[role="dialog"] section[aria-label="Columns"]');
      return {
        page: document.documentElement.scrollWidth,
        dialog: document.querySelector('[role="dialog"]')?.getBoundingClientRect().width ?? 0,
        table: region?.scrollWidth ?? 0,
        region: region?.clientWidth ?? 0,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(375);
    expect(widths.dialog).toBeLessThanOrEqual(375);
    expect(widths.table).toBeGreaterThan(widths.region);
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/mapping-375.png` });
    }
    await page.setViewportSize({ width: 1400, height: 1000 });
    await dialog.getByRole('button', { name: 'Import 3 rows' }).click();

    await dialog.getByText(CLIENT_MESSAGES.importCompleted(2, 3)).waitFor();
    await dialog.getByText(IMPORT_MESSAGES.skipped(1)).waitFor();
    expect(await dialog.getByText(/failed to import/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByTestId('client-card').filter({ hasText: 'Grace Hopper' }).first().waitFor();

    const stored = await journey.server.database.db
      .selectFrom('clients')
      .select(['name', 'company', 'position', 'tags', 'leadSource'])
      .where('userId', '=', userId)
      .orderBy('name')
      .execute();
    expect(stored).toEqual([
      { name: 'Ada Lovelace', company: null, position: null, tags: [], leadSource: 'scale_page' },
      {
        name: 'Grace Hopper',
        company: 'US Navy',
        position: null,
        tags: ['Rear Admiral'],
        leadSource: 'event',
      },
      {
        name: 'Ken Thompson',
        company: 'Bell Labs',
        position: null,
        tags: ['Engineer'],
        leadSource: 'event',
      },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('imports CSV, Excel and vCard files and shows each result', async () => {
    const context = await journey.browser.newContext({
      viewport: { width: 1400, height: 1000 },
      acceptDownloads: true,
    });
    const { page, errors } = await openPage(context);
    const userId = await signUpInBrowser(
      journey.server,
      context,
      `import-${Date.now()}@example.com`,
    );
    await page.goto(`${journey.server.url}/dashboard?tab=clients`);
    await page.getByText(CLIENT_MESSAGES.noClientsYet).waitFor();

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import clients' });

    // Another kind of file is refused before anything is sent.
    await chooseFile(page, 'notes.txt', 'Name\nAda\n');
    await dialog.getByText(CLIENT_MESSAGES.unsupportedImportFormat).waitFor();

    // CSV: two imported, the nameless row listed for download.
    await importFile(page, 'contacts.csv', CSV);
    await dialog.getByText(CLIENT_MESSAGES.importCompleted(2, 3)).waitFor();
    await dialog.getByText(CLIENT_MESSAGES.importFailures(1)).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download failed rows' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('contacts-failed-rows.csv');
    const failedRows = readFileSync((await download.path()) as string, 'utf8');
    expect(failedRows).toBe('\uFEFF"Line","Name","Reason"\r\n"3","","Name field is required"\r\n');

    await dialog.getByRole('button', { name: 'Import another file' }).click();
    await importFile(
      page,
      'contacts.xlsx',
      workbook(
        [
          ['Name', 'Email', 'Company'],
          ['Edsger Dijkstra', 'edsger@example.com', 'TU Eindhoven'],
          ['Barbara Liskov', 'barbara@example.com', 'MIT'],
        ],
        'xlsx',
      ),
    );
    await dialog.getByText(CLIENT_MESSAGES.importCompleted(2, 2)).waitFor();
    expect(await dialog.getByRole('button', { name: 'Download failed rows' }).count()).toBe(0);

    await dialog.getByRole('button', { name: 'Import another file' }).click();
    await importFile(
      page,
      'legacy.xls',
      workbook(
        [
          ['First Name', 'Last Name', 'E-mail'],
          ['Ken', 'Thompson', 'ken@example.com'],
          // Already imported from the CSV: a duplicate, skipped, not a second Ada.
          ['Ada', 'Lovelace', 'ada@example.com'],
        ],
        'biff8',
      ),
    );
    await dialog.getByText(CLIENT_MESSAGES.importCompleted(1, 2)).waitFor();
    await dialog.getByText(IMPORT_MESSAGES.skipped(1)).waitFor();

    await dialog.getByRole('button', { name: 'Import another file' }).click();
    await importFile(page, 'card.vcf', VCF);
    await dialog.getByText(CLIENT_MESSAGES.importCompleted(1, 1)).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The tab shows the imported clients without a reload.
    for (const name of [
      'Ada Lovelace',
      'Grace Hopper',
      'Edsger Dijkstra',
      'Barbara Liskov',
      'Ken Thompson',
      'Jürgen Müller',
    ]) {
      await page.getByTestId('client-card').filter({ hasText: name }).first().waitFor();
    }
    const stored = await journey.server.database.db
      .selectFrom('clients')
      .select(['name', 'status', 'phone'])
      .where('userId', '=', userId)
      .orderBy('name')
      .execute();
    expect(stored).toEqual([
      { name: 'Ada Lovelace', status: 'new_lead', phone: '+1 415 555 2671' },
      { name: 'Barbara Liskov', status: 'new_lead', phone: null },
      { name: 'Edsger Dijkstra', status: 'new_lead', phone: null },
      { name: 'Grace Hopper', status: 'new_lead', phone: null },
      { name: 'Jürgen Müller', status: 'new_lead', phone: '+49 1512 3456789' },
      { name: 'Ken Thompson', status: 'new_lead', phone: null },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the server's message for a file it refuses", async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const { page, errors } = await openPage(context);
    await signUpInBrowser(journey.server, context, `import-bad-${Date.now()}@example.com`);
    await page.goto(`${journey.server.url}/dashboard?tab=clients`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import clients' });
    const exe = Buffer.alloc(2048);
    exe.write('MZ', 0, 'latin1');
    await chooseFile(page, 'contacts.csv', exe);
    await dialog.getByText(CLIENT_MESSAGES.importFileUnreadable).waitFor();
    // A header alone: the preview shows it, the import finds no contact.
    await importFile(page, 'empty.csv', 'Name,Email\n');
    await dialog.getByText(CLIENT_MESSAGES.noCsvData).waitFor();

    // A large file on the Free plan: a progress bar while it runs, 50 imported, the rest
    // not imported because of the plan's limit — said so, with the usage and the plans.
    const rows = Array.from({ length: 20_000 }, (_, i) => `Lead ${i},lead${i}@example.com`);
    // The bar may come and go between two polls: an observer notes every state it shows.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Import progress"]');
        if (bar) seen.push(bar.parentElement?.textContent ?? '');
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await importFile(page, 'leads.csv', `Name,Email\n${rows.join('\n')}\n`);
    await dialog.getByText(CLIENT_MESSAGES.importCompleted(50, 20_000)).waitFor();
    await dialog
      .getByText(IMPORT_MESSAGES.limited(19_950, 'Free', 50, 50), { exact: false })
      .waitFor();
    expect(await dialog.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      // Every upsell leads to the plan page (issue 22).
      '/settings/plan',
    );
    expect(await dialog.getByText(/failed to import/).count()).toBe(0);
    // The refused rows are in the failed rows' download with the limit's reason, as many
    // as the list holds.
    await dialog.getByText(CLIENT_MESSAGES.importFailureListCapped(10_000)).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download failed rows' }).click(),
    ]);
    const refused = readFileSync((await download.path()) as string, 'utf8').split('\r\n');
    expect(refused.slice(0, 2)).toEqual([
      '\uFEFF"Line","Name","Reason"',
      `"52","Lead 50","${CLIENT_MESSAGES.clientLimit(50)}"`,
    ]);
    expect(refused).toHaveLength(1 + 10_000 + 1);
    const progress = await page.evaluate(
      () => (window as unknown as { progressSeen: string[] }).progressSeen,
    );
    expect(progress.some((text) => text.startsWith('Uploading leads.csv'))).toBe(true);
    // The server's progress lines are read as they arrive, not only at the end.
    expect(progress.some((text) => /^Importing… [1-9][\d,]* rows$/.test(text))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** A client with every field filled, each list's default first (the export's order). */
const FULL_CLIENT = {
  name: 'Ada Lovelace',
  company: 'Analytical Engines, Ltd.',
  position: 'Countess',
  status: 'proposal_sent',
  leadSource: 'referral',
  leadScore: 72,
  estimatedValueCents: 1_234_550,
  expectedCloseDate: '2027-03-31',
  tags: ['vip', 'north, east'],
  notes: '=HYPERLINK("http://evil.example") stays text\nMet at the fair.',
  phones: [
    { number: '+44 20 7946 0958', type: 'work', isDefault: true },
    { number: '+1 415 555 2671', type: 'mobile' },
  ],
  emails: [
    { address: 'ada@engines.example', type: 'work', isDefault: true },
    { address: 'ada@home.example', type: 'personal' },
  ],
  addresses: [
    {
      line1: '12 St James Sq',
      line2: 'Floor 2',
      city: 'London',
      postalCode: 'SW1Y 4JH',
      country: 'United Kingdom',
      type: 'office',
      isDefault: true,
    },
    { line1: '1 Ockham Park', city: 'Ockham', country: 'United Kingdom', type: 'home' },
  ],
  websites: [
    { url: 'https://engines.example', label: 'Website', isDefault: true },
    { url: 'https://ada.example/notes', label: 'Notes, personal' },
  ],
};

/** What the detail panel shows of the client named `name`: title, description, status and every field. */
async function panelText(page: Page, name: string) {
  await page.getByTestId('client-card').filter({ hasText: name }).first().click();
  const panel = page.getByRole('dialog', { name });
  await panel.waitFor();
  const shown = {
    description: await panel.locator('p').first().textContent(),
    status: await panel.getByLabel('Status').locator('option:checked').textContent(),
    fields: await panel.locator('dl').first().innerText(),
  };
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  return shown;
}

describe('CSV export → import', () => {
  it('brings back every field the panel shows', async () => {
    const context = await journey.browser.newContext({
      viewport: { width: 1400, height: 1000 },
      acceptDownloads: true,
    });
    const { page, errors } = await openPage(context);
    await signUpInBrowser(journey.server, context, `round-trip-${Date.now()}@example.com`);
    const { url } = journey.server;
    const created = await context.request.post(`${url}/api/v1/clients`, {
      data: FULL_CLIENT,
      headers: { origin: url },
    });
    expect(created.status()).toBe(201);
    const original = (await created.json()) as { id: string };
    const contacted = await context.request.post(
      `${url}/api/v1/clients/${original.id}/interactions`,
      { data: { type: 'call', content: 'Called about the proposal' }, headers: { origin: url } },
    );
    expect(contacted.status()).toBe(201);

    await page.goto(`${url}/dashboard?tab=clients`);
    const before = await panelText(page, FULL_CLIENT.name);
    expect(before.fields).toContain('+44 20 7946 0958');
    expect(before.fields).toContain('Notes, personal');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const exported = readFileSync((await download.path()) as string);
    // Phones read as typed in a spreadsheet: no apostrophe before "+44"; the formula keeps one.
    expect(exported.toString('utf8')).toContain(',+44 20 7946 0958,');
    expect(exported.toString('utf8')).toContain('"\'=HYPERLINK(');

    // The client goes; the exported file brings it back.
    const removed = await context.request.delete(`${url}/api/v1/clients/${original.id}`, {
      headers: { origin: url },
    });
    expect(removed.status()).toBe(204);
    await page.reload();
    await page.getByText(CLIENT_MESSAGES.noClientsYet).waitFor();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = await importFile(page, 'clients-export.csv', exported);
    await dialog.getByText(CLIENT_MESSAGES.importCompleted(1, 1)).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });

    expect(await panelText(page, FULL_CLIENT.name)).toEqual(before);
    expect(errors).toEqual([]);
    await context.close();
  });
});
