// Issue 23's journey in chromium: the owner turns on a link's e-mail gate and watermark
// from the document's card; a visitor opens the link, gives their e-mail at the gate,
// reads the document, and the owner finds them as a lead in the CRM. A wrong password,
// an expired link and a download on a no-download link are refused, each on its own.
// A project shared as a data room: the owner makes its link in the project's sheet, a
// visitor passes the gate, sees the project's PDFs in a list and reads one, and the sheet
// shows that document's view under the link.
import { describe, expect, it } from 'vitest';
import { DATA_ROOM_MESSAGES as R } from '../../src/core/data-room-schemas';
import type { DocumentView, TrackingLinkView } from '../../src/core/documents';
import { DOCUMENT_MESSAGES as M } from '../../src/core/messages';
import { addSessionCookies, signUpApiUser } from '../support/api-user';
import { expectNoHorizontalOverflow } from '../support/axe';
import { openPage } from '../support/browser';
import { setUpMailJourney } from '../support/mail-journey';
import { makePdf } from '../support/make-pdf';

// Headless chromium says "HeadlessChrome", which the tracker rightly ignores as a bot.
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const journey = setUpMailJourney();

describe('document link controls', () => {
  it('gates a link by e-mail, turns the reader into a lead, and refuses what it must', async () => {
    const { server } = journey;
    const owner = await signUpApiUser(server, 'link-controls');
    await server.database.db
      .updateTable('profiles')
      .set({ username: 'grace-controls', displayName: 'Grace Owner' })
      .where('userId', '=', owner.id)
      .execute();
    const query = new URLSearchParams({ title: 'Deck', filename: 'Deck.pdf' });
    const uploaded = await owner.call('POST', `/documents?${query}`, makePdf(3), {
      'content-type': 'application/pdf',
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const uploadedDocument = uploaded.body as DocumentView;
    const created = await owner.call('POST', `/documents/${uploadedDocument.id}/links`, {
      label: 'Acme — Jane',
    });
    const link = created.body as TrackingLinkView;

    // The owner: the card lists the link with its views; its settings turn on the gate.
    const ownerContext = await journey.browser.newContext({
      viewport: { width: 375, height: 800 },
    });
    await addSessionCookies(ownerContext, owner, server.url);
    const { page: ownerPage, errors: ownerErrors } = await openPage(ownerContext);
    await ownerPage.goto(`${server.url}/dashboard?tab=documents`);
    const cardLink = ownerPage.getByTestId('card-link').filter({ hasText: 'Acme — Jane' });
    await cardLink.getByText('0 views').waitFor();
    // By keyboard: focus the settings button and press Enter.
    await cardLink.getByRole('button', { name: 'Settings of the link for Acme — Jane' }).focus();
    await ownerPage.keyboard.press('Enter');
    const dialog = ownerPage.getByRole('dialog', { name: M.linkSettingsTitle('Acme — Jane') });
    await dialog.waitFor();
    expect(await dialog.getByLabel(M.settingAllowDownload).isChecked()).toBe(false);
    // A password of 1,000 characters is refused in the page; nothing is stored.
    await dialog.getByLabel(M.settingPassword).fill('x'.repeat(1000));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(M.passwordTooLong).waitFor();
    await dialog.getByLabel(M.settingPassword).fill('');
    await dialog.getByLabel(M.settingRequireEmail).check();
    await dialog.getByLabel(M.settingWatermark).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await cardLink.getByText(M.linkProtectedBadge).waitFor();
    const hasSideways = await ownerPage.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(hasSideways).toBe(false);

    // The visitor meets the gate: nothing of the document on it.
    const visitor = await journey.browser.newContext({
      viewport: { width: 1280, height: 900 },
      userAgent: DESKTOP_CHROME,
    });
    const { page, errors } = await openPage(visitor);
    await page.goto(link.url);
    await page.getByRole('heading', { name: M.gateTitle }).waitFor();
    expect(await page.content()).not.toContain('Deck');
    await page.getByLabel('E-mail').fill('not an address');
    await page.getByRole('button', { name: M.gateContinue }).click();
    await page.getByText(M.gateEmailInvalid).waitFor();
    await page.getByLabel('E-mail').fill('jane@acme.example');
    await page.getByLabel('Name (optional)').fill('Jane Reader');
    await page.getByRole('button', { name: M.gateContinue }).click();
    await page.locator('[data-rendered-page="1"]').waitFor();
    await page.getByRole('heading', { name: 'Deck' }).waitFor();
    expect(await page.getByTestId('watermark').textContent()).toContain('jane@acme.example');
    // No download button on a no-download link, and the file refuses a download.
    expect(await page.getByRole('link', { name: M.download }).count()).toBe(0);
    const fileUrl = `${server.url}/api/v1/public/documents/grace-controls/${link.code}/file`;
    const download = await visitor.request.get(`${fileUrl}?download=1`);
    expect(download.status()).toBe(403);
    const opened = await page.goto(fileUrl);
    expect(opened?.status()).toBe(403);

    // The view was recorded as the viewer opened; the lead is in the owner's CRM.
    await expect
      .poll(
        async () =>
          (
            await server.database.db
              .selectFrom('clients')
              .select(['name', 'leadSource'])
              .where('userId', '=', owner.id)
              .execute()
          ).map((client) => `${client.name} ${client.leadSource}`),
        { timeout: 10_000 },
      )
      .toEqual(['Jane Reader document']);
    await ownerPage.goto(`${server.url}/dashboard?tab=clients`);
    await ownerPage.getByText('Jane Reader').first().waitFor();
    const notes = await server.database.db
      .selectFrom('client_interactions')
      .innerJoin('clients', 'clients.id', 'client_interactions.clientId')
      .select('client_interactions.content')
      .where('clients.userId', '=', owner.id)
      .execute();
    expect(notes[0]?.content).toMatch(/^Opened “Deck\.pdf” — /);

    // A wrong password is refused on its own page; the right one opens the document.
    const passworded = await owner.call('PATCH', `/document-links/${link.id}`, {
      requireEmail: false,
      password: 'open sesame',
    });
    expect(passworded.status).toBe(200);
    const second = await journey.browser.newContext({ userAgent: DESKTOP_CHROME });
    const { page: secondPage, errors: secondErrors } = await openPage(second);
    await secondPage.goto(link.url);
    await secondPage.getByLabel('Password').fill('sesame');
    await secondPage.getByRole('button', { name: M.gateContinue }).click();
    await secondPage.getByRole('heading', { name: M.wrongPasswordTitle }).waitFor();
    await secondPage.getByRole('alert').filter({ hasText: M.gateWrongPassword }).waitFor();
    await secondPage.getByLabel('Password').fill('open sesame');
    await secondPage.getByRole('button', { name: M.gateContinue }).click();
    await secondPage.locator('[data-rendered-page="1"]').waitFor();

    // Expired: its own page, even for a visitor who passed the gate.
    const expired = await owner.call('PATCH', `/document-links/${link.id}`, {
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(expired.status).toBe(200);
    const answer = await secondPage.goto(link.url);
    expect(answer?.status()).toBe(410);
    await secondPage.getByRole('heading', { name: M.expiredTitle }).waitFor();
    expect(await secondPage.content()).not.toContain('Deck');

    expect(errors).toEqual([]);
    expect(secondErrors).toEqual([]);
    expect(ownerErrors).toEqual([]);
    await Promise.all([ownerContext.close(), visitor.close(), second.close()]);
  }, 180_000);

  it('shares a project as a data room and shows which of its documents a visitor read', async () => {
    const { server } = journey;
    const owner = await signUpApiUser(server, 'room-journey');
    await server.database.db
      .updateTable('profiles')
      // Pro: a data room of two documents is past the Free plan's one.
      .set({ username: 'grace-room', displayName: 'Grace Room', tier: 'pro' })
      .where('userId', '=', owner.id)
      .execute();
    const project = await owner.call('POST', '/projects', { name: 'Series A' });
    expect(project.status, project.text).toBe(201);
    for (const [title, pages] of [
      ['Pitch Deck', 3],
      ['Term Sheet', 2],
    ] as const) {
      const query = new URLSearchParams({ title, filename: `${title}.pdf` });
      const uploaded = await owner.call('POST', `/documents?${query}`, makePdf(pages), {
        'content-type': 'application/pdf',
      });
      expect(uploaded.status, uploaded.text).toBe(201);
      const added = await owner.call('POST', `/projects/${project.body.id}/documents`, {
        documentId: (uploaded.body as DocumentView).id,
      });
      expect(added.status, added.text).toBe(201);
    }

    // The owner, at a phone's width: the project's sheet makes the room's link.
    const ownerContext = await journey.browser.newContext({
      viewport: { width: 375, height: 800 },
    });
    await addSessionCookies(ownerContext, owner, server.url);
    const { page: ownerPage, errors: ownerErrors } = await openPage(ownerContext);
    await ownerPage.goto(`${server.url}/dashboard?tab=documents`);
    await ownerPage
      .getByRole('list', { name: 'Projects' })
      .getByRole('button', { name: 'Series A' })
      .click();
    const sheet = ownerPage.getByRole('dialog', { name: 'Series A' });
    const section = sheet.getByRole('region', { name: R.sectionTitle });
    await section.getByText(R.empty, { exact: false }).waitFor();
    // An empty label is refused in the page; nothing is made.
    await section.getByRole('button', { name: R.create }).click();
    await section.getByText(M.labelRequired).waitFor();
    await section.getByLabel('Who is this link for?').fill('Fund <b>One</b>');
    await section.getByRole('button', { name: R.create }).click();
    const item = section.getByTestId('tracking-link').filter({ hasText: 'Fund <b>One</b>' });
    await item.getByText('0 views').waitFor();
    const opened = item.getByRole('list', {
      name: 'Documents opened through the link for Fund <b>One</b>',
    });
    expect(await opened.getByText('not opened').count()).toBe(2);
    // The gate, set by keyboard from the link's settings.
    await item.getByRole('button', { name: 'Settings of the link for Fund <b>One</b>' }).focus();
    await ownerPage.keyboard.press('Enter');
    const dialog = ownerPage.getByRole('dialog', { name: M.linkSettingsTitle('Fund <b>One</b>') });
    await dialog.getByLabel(M.settingRequireEmail).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await item.getByText(M.linkProtectedBadge).waitFor();
    const address = await item.getByLabel('Address of the link for Fund <b>One</b>').inputValue();
    expect(address).toMatch(new RegExp(`^${server.url}/d/grace-room/[A-Za-z0-9_-]+$`));
    await expectNoHorizontalOverflow(ownerPage, 'the data room links');

    // The visitor: the gate, then the room's documents, then one of them in the viewer.
    const visitor = await journey.browser.newContext({ userAgent: DESKTOP_CHROME });
    const { page, errors } = await openPage(visitor);
    await page.goto(address);
    await page.getByRole('heading', { name: M.gateTitle }).waitFor();
    expect(await page.content()).not.toContain('Pitch Deck');
    await page.getByLabel('E-mail').fill('lp@fund.example');
    await page.getByRole('button', { name: M.gateContinue }).click();
    await page.getByRole('heading', { name: 'Series A' }).waitFor();
    await page.getByText(R.pageIntro('Grace Room')).waitFor();
    await page.getByRole('link', { name: /Term Sheet/ }).waitFor();
    await page.getByRole('link', { name: /Pitch Deck/ }).click();
    await page.locator('[data-rendered-page="1"]').waitFor();
    await page.getByRole('heading', { name: 'Pitch Deck' }).waitFor();

    // The owner's sheet: one view of the deck through this link, none of the terms.
    await opened.getByText(/^1 view · /).waitFor({ timeout: 15_000 });
    const rows = await opened.getByRole('listitem').allTextContents();
    expect(rows[0]).toMatch(/^Pitch Deck1 view · \d+:\d\d read · last /);
    expect(rows[1]).toBe('Term Sheetnot opened');

    expect(errors).toEqual([]);
    expect(ownerErrors).toEqual([]);
    await Promise.all([ownerContext.close(), visitor.close()]);
  }, 180_000);
});
