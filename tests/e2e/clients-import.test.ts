// The import journey (issue 4): from the clients tab, import a CSV, an .xlsx, an .xls
// and a .vcf made here, see the result message each time and the clients appear; a
// file of another kind is refused in the dialog, and the failed rows download as CSV.
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '../../src/core/messages';
import { signUpInBrowser } from '../support/api-user';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';

const journey = setUpBrowserJourney();

function workbook(rows: unknown[][], bookType: 'xlsx' | 'biff8'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Contacts');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

const CSV = [
  'Full Name,E-mail,Mobile,Company',
  'Ada Lovelace,ada@example.com,+1 415 555 2671,Analytical Engines',
  ',nobody@example.com,,',
  'Grace Hopper,grace@example.com,,Navy',
].join('\n');

const VCF = [
  'BEGIN:VCARD',
  'VERSION:2.1',
  'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen;;;',
  'TEL;CELL:+49 151 23456789',
  'EMAIL;INTERNET:juergen@example.de',
  'END:VCARD',
].join('\r\n');

async function importFile(page: Page, name: string, content: string | Buffer) {
  const dialog = page.getByRole('dialog', { name: 'Import clients' });
  await dialog.getByLabel('File to import').setInputFiles({
    name,
    mimeType: 'application/octet-stream',
    buffer: typeof content === 'string' ? Buffer.from(content) : content,
  });
  return dialog;
}

describe('client import', () => {
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
    await importFile(page, 'notes.txt', 'Name\nAda\n');
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
          // Already imported from the CSV: a duplicate, not a second Ada.
          ['Ada', 'Lovelace', 'ada@example.com'],
        ],
        'biff8',
      ),
    );
    await dialog.getByText(CLIENT_MESSAGES.importCompleted(1, 2)).waitFor();
    await dialog.getByText(CLIENT_MESSAGES.importFailures(1)).waitFor();

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
    await importFile(page, 'contacts.csv', exe);
    await dialog.getByText(CLIENT_MESSAGES.importFileUnreadable).waitFor();
    await importFile(page, 'empty.csv', 'Name,Email\n');
    await dialog.getByText(CLIENT_MESSAGES.noCsvData).waitFor();

    // A large file on the Free plan: a progress bar while it runs, 50 imported, the rest
    // refused with the plan's limit, and the downloadable list capped at 10,000 rows.
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
    await dialog.getByText(CLIENT_MESSAGES.importFailures(19_950)).waitFor();
    await dialog.getByText(CLIENT_MESSAGES.importFailureListCapped(10_000)).waitFor();
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
