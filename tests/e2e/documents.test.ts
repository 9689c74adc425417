// The documents tab in chromium: upload a PDF with a progress bar, see it listed with
// its thumbnail, edit it, have bad input refused in the page (nothing stored), share it
// with a tracking link (copy, disable: the public API then says not found), delete it.
// A PDF's share links also open from its card, with their count (issue 16).
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '../../src/core/messages';
import { limitReachedMessage } from '../../src/core/plans';
import { signUpInBrowser } from '../support/api-user';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';
import { insertDocument } from '../support/document-rows';
import { makePdf } from '../support/make-pdf';
import { pdfFixture } from '../support/pdf-fixtures';

const journey = setUpBrowserJourney();

describe('documents tab', () => {
  it('uploads, edits, refuses bad input, shares and deletes a document', async () => {
    const { server } = journey;
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 1000 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const { page, errors } = await openPage(context);
    const userId = await signUpInBrowser(server, context, 'documents-journey@example.com');
    const username = 'ada-documents';
    // Pro keeps the upload open after the first document (Free holds one).
    await server.database.db
      .updateTable('profiles')
      .set({ username, tier: 'pro' })
      .where('userId', '=', userId)
      .execute();
    const documentRows = () =>
      server.database.db
        .selectFrom('documents')
        .select(['id', 'title', 'tags', 'storagePath'])
        .where('userId', '=', userId)
        .execute();

    await page.goto(`${server.url}/dashboard?tab=documents`);
    await page.getByText(DOCUMENT_MESSAGES.noDocumentsYet).waitFor();
    await page.getByText('0 of 10 documents').waitFor();

    // Bad files are refused before anything is sent.
    const fileInput = page.getByLabel('Document file');
    await fileInput.setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf(1, { minBytes: 11 * 1024 * 1024 }),
    });
    await page.getByText(DOCUMENT_MESSAGES.fileTooLarge).waitFor();
    await fileInput.setInputFiles({
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([
        Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
        Buffer.alloc(2048),
      ]),
    });
    await page.getByText(DOCUMENT_MESSAGES.wrongFileType).waitFor();
    // Looks like a PDF to the page; the server cannot open it and says why.
    await fileInput.setInputFiles({
      name: 'broken.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\nthis is not really a PDF\n%%EOF\n', 'latin1'),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText(DOCUMENT_MESSAGES.uploadFailed(DOCUMENT_MESSAGES.unreadablePdf)).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    // One that opens only with a password: the page says what to do about it.
    await fileInput.setInputFiles({
      name: 'contract.pdf',
      mimeType: 'application/pdf',
      buffer: pdfFixture('password'),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page
      .getByText(DOCUMENT_MESSAGES.uploadFailed(DOCUMENT_MESSAGES.passwordProtectedPdf))
      .waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await documentRows()).toEqual([]);

    // A real PDF: its name becomes the title; 11 tags are refused in the form.
    await fileInput.setInputFiles({
      name: 'Proposal.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf(3, { minBytes: 900_000 }),
    });
    const details = page.getByRole('form', { name: 'Document details' });
    expect(await details.getByLabel('Title').inputValue()).toBe('Proposal');
    await details.getByLabel('Description (optional)').fill('Our offer for Q3');
    for (let tag = 1; tag <= 11; tag++) {
      await details.getByRole('textbox', { name: 'Tags' }).fill(`tag-${tag}`);
      await details.getByRole('textbox', { name: 'Tags' }).press('Enter');
    }
    await details.getByRole('button', { name: 'Upload' }).click();
    await details.getByText(DOCUMENT_MESSAGES.tooManyTags).waitFor();
    expect(await documentRows()).toEqual([]);
    for (let tag = 3; tag <= 11; tag++) {
      await details.getByRole('button', { name: `Remove tag tag-${tag}` }).click();
    }

    // The upload, slowed down so the progress bar can be seen moving.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    await details.getByRole('button', { name: 'Upload' }).click();
    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await progress.waitFor();
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await page.getByText('"Proposal" uploaded').waitFor({ timeout: 20_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const list = page.getByRole('list', { name: 'My documents' });
    const card = list.getByTestId('document-card').filter({ hasText: 'Proposal' });
    await card.waitFor();
    await card.getByText('PDF', { exact: true }).waitFor();
    await card.getByText('3 pages').waitFor();
    await card.getByText('0 views').waitFor();
    await card.getByText('tag-2').waitFor();
    const thumbnail = card.getByRole('img', { name: 'Thumbnail of Proposal' });
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByText('1 of 10 documents').waitFor();
    const [stored] = await documentRows();
    expect(stored).toMatchObject({ title: 'Proposal', tags: ['tag-1', 'tag-2'] });

    // Edit: a 101-character title is refused and changes nothing; a good one is saved.
    await card.getByRole('button', { name: 'Edit Proposal' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit document' });
    await edit.getByLabel('Title').fill('x'.repeat(101));
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText(DOCUMENT_MESSAGES.titleTooLong).waitFor();
    expect((await documentRows())[0]?.title).toBe('Proposal');
    await edit.getByLabel('Title').fill('Q3 Proposal');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await list.getByRole('button', { name: 'Q3 Proposal', exact: true }).waitFor();
    expect((await documentRows())[0]?.title).toBe('Q3 Proposal');

    // The panel opens from the title and lives in ?document=, as the mail's link does.
    await list.getByRole('button', { name: 'Q3 Proposal', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('document')).toBe(stored?.id);
    const sheet = page.getByRole('dialog', { name: 'Q3 Proposal' });
    await sheet.getByText(DOCUMENT_MESSAGES.noViewsYet).waitFor();
    await sheet.getByRole('button', { name: 'Create link' }).click();
    await sheet.getByText(DOCUMENT_MESSAGES.labelRequired).waitFor();
    await sheet.getByLabel('Who is this link for?').fill('Acme – Jane');
    await sheet.getByRole('button', { name: 'Create link' }).click();
    const link = sheet.getByTestId('tracking-link').filter({ hasText: 'Acme – Jane' });
    await link.waitFor();
    const url = await link.getByLabel('Address of the link for Acme – Jane').inputValue();
    expect(url).toMatch(new RegExp(`^${server.url}/d/${username}/[A-Za-z0-9]{22}$`));
    await sheet.getByText('1 tracking links (unlimited)').waitFor();

    await link.getByRole('button', { name: 'Copy the link for Acme – Jane' }).click();
    await page.getByText(DOCUMENT_MESSAGES.linkCopied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const code = url.split('/').at(-1);
    const publicDocument = `${server.url}/api/v1/public/documents/${username}/${code}`;
    expect((await fetch(publicDocument)).status).toBe(200);

    // A visitor's view (the viewer's beacon) shows up in the panel's analytics live.
    const beacon = await fetch(`${server.url}/api/v1/track/document-view`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        'user-agent':
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      },
      body: JSON.stringify({
        username,
        code,
        viewKey: crypto.randomUUID(),
        visitorId: 'visitor-documents-journey',
        pageSeconds: { '1': 4, '2': 6 },
        totalSeconds: 10,
        referrer: 'https://mail.example.com/',
        isFinal: true,
      }),
    });
    expect(beacon.status).toBe(204);
    const totals = sheet.getByTestId('analytics-totals');
    await expect
      .poll(() => totals.innerText())
      .toMatch(/Views\s+1\s+Unique viewers\s+1\s+Total time\s+0:10\s+Average time\s+0:10/);
    await sheet.getByRole('img', { name: 'Time spent on each page' }).waitFor();
    const viewRow = sheet.getByTestId('document-view-row');
    await viewRow.getByRole('cell', { name: 'Acme – Jane', exact: true }).waitFor();
    await viewRow.getByRole('cell', { name: '1, 2', exact: true }).waitFor();
    await viewRow.getByRole('cell', { name: 'https://mail.example.com/' }).waitFor();
    await link.getByText('1 view').waitFor();
    await link.getByRole('switch', { name: 'Link for Acme – Jane active' }).click();
    await page.getByText(DOCUMENT_MESSAGES.linkDisabled).waitFor();
    await expect.poll(() => link.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    const disabled = await fetch(publicDocument);
    expect(disabled.status).toBe(404);
    expect((await disabled.json()).error.message).toBe(DOCUMENT_MESSAGES.linkNotFound);

    // A second link, deleted after a confirmation.
    await sheet.getByLabel('Who is this link for?').fill('Spare');
    await sheet.getByRole('button', { name: 'Create link' }).click();
    await sheet.getByText('2 tracking links (unlimited)').waitFor();
    await sheet.getByRole('button', { name: 'Delete the link for Spare' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete the link for Spare?' })
      .getByRole('button', { name: 'Delete link' })
      .click();
    await page.getByText(DOCUMENT_MESSAGES.linkDeleted).waitFor();
    await sheet.getByText('1 tracking links (unlimited)').waitFor();
    await expect.poll(() => sheet.getByTestId('tracking-link').count()).toBe(1);

    // Reloading at the panel's address opens it again.
    await page.reload();
    await sheet.getByTestId('tracking-link').filter({ hasText: 'Acme – Jane' }).waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('document')).toBeNull();

    // Delete, after a confirmation: the row and the file are gone.
    await card.getByRole('button', { name: 'Delete Q3 Proposal' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete "Q3 Proposal"?' });
    await confirm.getByRole('button', { name: 'Delete document' }).click();
    await page.getByText(DOCUMENT_MESSAGES.documentDeleted).waitFor();
    await page.getByText(DOCUMENT_MESSAGES.noDocumentsYet).waitFor();
    expect(await documentRows()).toEqual([]);
    expect(await server.deps.storage.get(stored?.storagePath ?? '')).toBeNull();
    expect((await fetch(publicDocument)).status).toBe(404);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a PDF’s share links from its card by keyboard, and says the plan’s limit once', async () => {
    const { server } = journey;
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const { page, errors } = await openPage(context);
    const userId = await signUpInBrowser(server, context, 'documents-card-links@example.com');
    const deck = await insertDocument(server, userId, { title: 'Pitch <Deck>' });
    await insertDocument(server, userId, { type: 'png', title: 'Logo' });
    // Four of the Free plan's five tracking links exist already.
    for (const label of ['Ann', 'Ben', 'Cat', 'Dan']) {
      const created = await context.request.post(
        `${server.url}/api/v1/documents/${deck.id}/links`,
        { data: { label }, headers: { origin: server.url } },
      );
      expect(created.status()).toBe(201);
    }
    const linkLabels = async () =>
      (
        await server.database.db
          .selectFrom('document_tracking_links')
          .select('label')
          .where('documentId', '=', deck.id)
          .orderBy('label')
          .execute()
      ).map((row) => row.label);

    await page.goto(`${server.url}/dashboard?tab=documents`);
    const cards = page.getByRole('list', { name: 'My documents' }).getByTestId('document-card');
    const card = cards.filter({ hasText: 'Pitch <Deck>' });
    const share = card.getByRole('button', { name: 'Share links (4) for Pitch <Deck>' });
    await share.waitFor();
    // Images cannot be shared by link (PDF only).
    await cards.filter({ hasText: 'Logo' }).getByRole('button', { name: 'Edit Logo' }).waitFor();
    expect(
      await cards.filter({ hasText: 'Logo' }).getByRole('button', { name: /Share/ }).count(),
    ).toBe(0);

    // By keyboard: the button opens the share links, the label field has the focus.
    await share.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Share links: Pitch <Deck>' });
    await expect.poll(() => dialog.getByTestId('tracking-link').count()).toBe(4);
    const label = dialog.getByLabel('Who is this link for?');
    expect(await label.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('Eve');
    await page.keyboard.press('Enter');
    await dialog.getByTestId('tracking-link').filter({ hasText: 'Eve' }).waitFor();
    await dialog.getByText('5 of 5 tracking links').waitFor();
    expect(await linkLabels()).toEqual(['Ann', 'Ben', 'Cat', 'Dan', 'Eve']);

    // The sixth is refused: the plan's limit is said once, in the usage line.
    const limit = limitReachedMessage('free', 'trackingLinks');
    await label.fill('Fay');
    const refused = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.status() === 403,
    );
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await refused;
    await dialog.getByRole('button', { name: 'Create link' }).waitFor();
    await dialog.getByText(limit).waitFor();
    expect(await page.getByText(limit).count()).toBe(1);
    expect(await label.getAttribute('aria-invalid')).toBeNull();
    expect(await linkLabels()).toEqual(['Ann', 'Ben', 'Cat', 'Dan', 'Eve']);

    // The same view's other actions: switch one off, delete one.
    const ann = dialog.getByTestId('tracking-link').filter({ hasText: 'Ann' });
    await ann.getByRole('switch', { name: 'Link for Ann active' }).click();
    await page.getByText(DOCUMENT_MESSAGES.linkDisabled).waitFor();
    await dialog.getByRole('button', { name: 'Delete the link for Eve' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete the link for Eve?' })
      .getByRole('button', { name: 'Delete link' })
      .click();
    await page.getByText(DOCUMENT_MESSAGES.linkDeleted).waitFor();
    await expect.poll(linkLabels).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
    const stored = await server.database.db
      .selectFrom('document_tracking_links')
      .select('isActive')
      .where('label', '=', 'Ann')
      .executeTakeFirstOrThrow();
    expect(stored.isActive).toBe(false);

    // Closed, the card's count follows, and the focus is back on its button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const updated = card.getByRole('button', { name: 'Share links (4) for Pitch <Deck>' });
    await updated.waitFor();
    expect(await updated.evaluate((element) => element === document.activeElement)).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone screen', async () => {
    const { server } = journey;
    const context = await journey.browser.newContext({ viewport: { width: 375, height: 800 } });
    const { page, errors } = await openPage(context);
    await signUpInBrowser(server, context, 'documents-phone@example.com');
    await page.goto(`${server.url}/dashboard?tab=documents`);
    await page.getByText(DOCUMENT_MESSAGES.noDocumentsYet).waitFor();
    await page.getByLabel('Document file').setInputFiles({
      name: 'Deck.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf(2),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('list', { name: 'My documents' }).getByText('Deck').waitFor();
    // The Free plan holds one document: the usage line says so and names the plan lifting it.
    await page.getByText('1 of 1 documents').waitFor();
    await page.getByText(/Upgrade to Pro for up to 10 documents/).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.getByRole('button', { name: 'Deck', exact: true }).click();
    await page.getByRole('dialog', { name: 'Deck' }).getByText('Tracking links').first().waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
