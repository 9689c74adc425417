// The clients tab journey (issue 4): the empty state, the add form with two phones and a
// changed default, the form's refusals (nothing stored, each said once, the Free plan's
// limit included), moving cards between columns by mouse and keyboard (tiles and stored
// status follow), the detail panel with an interaction and a delete, search/filter empty
// states, the sorted list, a long virtualized column, and a phone-sized screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '../../src/core/messages';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';
import {
  clientCard as card,
  chooseStatuses,
  clientsJourney,
  kanbanColumn as column,
  listNames,
} from '../support/clients-journey';

const journey = setUpBrowserJourney();

const { newSignedInPage, addThroughApi, storedClients } = clientsJourney(journey);

function tile(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true }).getByTestId('tile-value');
}

describe('clients tab', () => {
  it('adds a client with two phones and a new default, refuses bad input and the 51st on Free', async () => {
    const { context, page, errors, userId } = await newSignedInPage('clients-form');
    await page.goto(`${journey.server.url}/dashboard?tab=clients`);
    await page.getByText(CLIENT_MESSAGES.noClientsYet).waitFor();
    await page.getByRole('button', { name: CLIENT_MESSAGES.addFirstClient }).click();
    const form = page.getByRole('dialog', { name: 'Add Client' });
    const submit = form.getByRole('button', { name: 'Add Client', exact: true });

    // Empty name.
    await submit.click();
    await form.getByText(CLIENT_MESSAGES.nameRequired).waitFor();
    expect(await storedClients(userId)).toEqual([]);

    // A negative value.
    await form.getByLabel('Name', { exact: true }).fill('  Ada Lovelace  ');
    await form.getByLabel('Company').fill('Analytical Engines');
    await form.getByLabel('Lead score (0-100)').fill('500');
    await form.getByLabel('Estimated value ($)').fill('-5');
    await submit.click();
    await form.getByText(CLIENT_MESSAGES.estimatedValueNegative).waitFor();
    expect(await storedClients(userId)).toEqual([]);

    // A javascript: website.
    await form.getByLabel('Estimated value ($)').fill('1234.5');
    await form.getByRole('button', { name: 'Add website' }).click();
    await form.getByLabel('Website 1 URL').fill('javascript:alert(1)');
    await submit.click();
    await form.getByText(CLIENT_MESSAGES.websiteScheme).waitFor();
    expect(await storedClients(userId)).toEqual([]);
    // Typed as a browser's address bar shows it: saved as https:// (checked below).
    await form.getByLabel('Website 1 URL').fill('ada.example/about');

    // Two phones; the second becomes the default.
    await form.getByRole('button', { name: 'Add phone' }).click();
    await form.getByLabel('Phone 1 number').fill('+1 415 555 2671');
    await form.getByRole('button', { name: 'Add phone' }).click();
    await form.getByLabel('Phone 2 number').fill('+44 20 7946 0958');
    await form.getByLabel('Phone 2 type').selectOption('work');
    expect(await form.getByRole('radio', { name: 'Make phone 1 the default' }).isChecked()).toBe(
      true,
    );
    await form.getByRole('radio', { name: 'Make phone 2 the default' }).check();
    expect(await form.getByRole('radio', { name: 'Make phone 1 the default' }).isChecked()).toBe(
      false,
    );

    // Tags by Enter and by the button; a duplicate is not added twice.
    await form.getByLabel('Tags', { exact: true }).fill(' vip ');
    await form.getByLabel('Tags', { exact: true }).press('Enter');
    await form.getByLabel('Tags', { exact: true }).fill('VIP');
    await form.getByRole('button', { name: 'Add tag' }).click();
    await form.getByLabel('Tags', { exact: true }).fill('math');
    await form.getByRole('button', { name: 'Add tag' }).click();
    expect(await form.getByRole('button', { name: /^Remove tag/ }).count()).toBe(2);

    await submit.click();
    await form.waitFor({ state: 'hidden' });
    await card(page, 'Ada Lovelace').waitFor();
    expect(await tile(page, 'Total Clients').textContent()).toBe('1');
    expect(await tile(page, 'Pipeline Value').textContent()).toBe('$1,234.50');

    const [stored] = await storedClients(userId);
    expect(stored?.name).toBe('Ada Lovelace');
    expect(stored?.leadScore).toBe(100);
    expect(Number(stored?.estimatedValueCents)).toBe(123450);
    expect(stored?.tags).toEqual(['vip', 'math']);
    const phones = stored?.contactDetails.phones as unknown as Record<string, unknown>[];
    expect(phones.map((phone) => phone.number)).toEqual(['+1 415 555 2671', '+44 20 7946 0958']);
    expect(phones.map((phone) => phone.isDefault ?? phone.is_default)).toEqual([false, true]);
    expect(stored?.phone).toBe('+44 20 7946 0958');

    // Editing keeps the lists: make the first phone the default again.
    await card(page, 'Ada Lovelace').click();
    const panel = page.getByRole('dialog', { name: 'Ada Lovelace' });
    await panel.getByRole('link', { name: 'Website' }).waitFor();
    expect(await panel.getByRole('link', { name: 'Website' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect(await panel.getByRole('link', { name: 'Website' }).getAttribute('href')).toBe(
      'https://ada.example/about',
    );
    await panel.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Client' });
    expect(await edit.getByLabel('Website 1 URL').inputValue()).toBe('https://ada.example/about');
    await edit.getByRole('radio', { name: 'Make phone 1 the default' }).check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await storedClients(userId))[0]?.phone).toBe('+1 415 555 2671');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    // An address another client has: refused once, beside the e-mails, nothing stored.
    await addThroughApi(context, {
      name: 'Grace Hopper',
      emails: [{ address: 'grace@example.com', isDefault: true }],
    });
    await page.getByRole('button', { name: CLIENT_MESSAGES.addClient, exact: true }).click();
    const twin = page.getByRole('dialog', { name: 'Add Client' });
    await twin.getByLabel('Name', { exact: true }).fill('Grace Twin');
    await twin.getByRole('button', { name: 'Add email' }).click();
    await twin.getByLabel('Email 1 address').fill('grace@example.com');
    await twin.getByRole('button', { name: 'Add Client', exact: true }).click();
    const duplicate = page.getByText(CLIENT_MESSAGES.duplicateEmail);
    await duplicate.first().waitFor();
    expect(await duplicate.count()).toBe(1);
    expect((await storedClients(userId)).map((client) => client.name)).not.toContain('Grace Twin');
    await page.keyboard.press('Escape');
    await twin.waitFor({ state: 'hidden' });

    // The Free plan holds 50 clients: the 51st is refused with the server's message, in
    // the form, and what was typed stays there.
    await journey.server.database.db
      .insertInto('clients')
      .values(
        Array.from({ length: 48 }, (_, index) => ({
          userId,
          name: `Seeded ${String(index).padStart(2, '0')}`,
          contactDetails: JSON.stringify({ phones: [], emails: [], addresses: [] }),
          websiteUrls: '[]',
        })),
      )
      .execute();
    await page.getByRole('button', { name: CLIENT_MESSAGES.addClient, exact: true }).click();
    const full = page.getByRole('dialog', { name: 'Add Client' });
    await full.getByLabel('Name', { exact: true }).fill('One Too Many');
    await full.getByRole('button', { name: 'Add Client', exact: true }).click();
    await full.getByText(CLIENT_MESSAGES.clientLimit(50)).waitFor();
    expect(await full.getByLabel('Name', { exact: true }).inputValue()).toBe('One Too Many');
    expect(await storedClients(userId)).toHaveLength(50);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves cards between columns by mouse, keyboard and touch', async () => {
    const { context, page, errors, userId } = await newSignedInPage('clients-drag');
    await addThroughApi(context, { name: 'Bob Mouse', estimatedValueCents: 10_000 });
    await addThroughApi(context, { name: 'Cleo Keys', tags: ['a', 'b', 'c', 'd', 'e'] });
    await addThroughApi(context, { name: 'Tia Touch' });
    await page.goto(`${journey.server.url}/dashboard?tab=clients`);
    await card(page, 'Bob Mouse').waitFor();
    expect(await tile(page, 'New Leads').textContent()).toBe('3');
    expect(await tile(page, 'Qualified').textContent()).toBe('0');
    // The first 3 tags, then "+2".
    expect(await card(page, 'Cleo Keys').getByRole('listitem').allTextContents()).toEqual([
      'a',
      'b',
      'c',
      '+2',
    ]);

    // Mouse: Bob from New Lead to Qualified.
    await column(page, 'qualified').scrollIntoViewIfNeeded();
    await card(page, 'Bob Mouse').scrollIntoViewIfNeeded();
    const from = await card(page, 'Bob Mouse').boundingBox();
    const to = await column(page, 'qualified').boundingBox();
    if (!from || !to) throw new Error('card or column not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 20 });
    await page.mouse.up();
    await column(page, 'qualified').getByText('Bob Mouse').waitFor();
    await expect.poll(() => tile(page, 'Qualified').textContent()).toBe('1');
    expect(await tile(page, 'New Leads').textContent()).toBe('2');
    await expect
      .poll(async () => (await storedClients(userId)).find((c) => c.name === 'Bob Mouse')?.status)
      .toBe('qualified');

    // Keyboard: Cleo two columns to the right (New Lead → Contacted → Qualified).
    await card(page, 'Cleo Keys').focus();
    for (const key of ['Space', 'ArrowRight', 'ArrowRight', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(200);
    }
    await column(page, 'qualified').getByText('Cleo Keys').waitFor();
    await expect.poll(() => tile(page, 'Qualified').textContent()).toBe('2');
    expect(await tile(page, 'New Leads').textContent()).toBe('1');
    await expect
      .poll(async () => (await storedClients(userId)).find((c) => c.name === 'Cleo Keys')?.status)
      .toBe('qualified');
    expect(await column(page, 'qualified').getByTestId('column-count').textContent()).toBe('2');

    // A refused move goes back to its column with a message.
    await page.route('**/api/v1/clients/*/status', (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'internal', message: 'An unexpected error occurred' } },
      }),
    );
    await card(page, 'Cleo Keys').focus();
    for (const key of ['Space', 'ArrowRight', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(200);
    }
    await page.getByText(CLIENT_MESSAGES.statusChangeFailed).waitFor();
    await column(page, 'qualified').getByText('Cleo Keys').waitFor();
    expect(await tile(page, 'Qualified').textContent()).toBe('2');
    expect((await storedClients(userId)).find((c) => c.name === 'Cleo Keys')?.status).toBe(
      'qualified',
    );
    await page.unroute('**/api/v1/clients/*/status');

    // Touch on a phone: press and hold Tia, then slide her onto the next column's edge.
    const phone = await journey.browser.newContext({
      viewport: { width: 375, height: 800 },
      hasTouch: true,
      isMobile: true,
      storageState: await context.storageState(),
    });
    const touch = await openPage(phone);
    await touch.page.goto(`${journey.server.url}/dashboard?tab=clients`);
    await card(touch.page, 'Tia Touch').scrollIntoViewIfNeeded();
    const tia = await card(touch.page, 'Tia Touch').boundingBox();
    const contacted = await column(touch.page, 'contacted').boundingBox();
    if (!tia || !contacted) throw new Error('card or column not on screen');
    const cdp = await phone.newCDPSession(touch.page);
    const at = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y) }];
    const startX = tia.x + tia.width / 2;
    const y = tia.y + tia.height / 2;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(startX, y) });
    await touch.page.waitForTimeout(400);
    const endX = Math.min(contacted.x + 12, 370);
    for (let step = 1; step <= 10; step++) {
      const x = startX + ((endX - startX) * step) / 10;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x, y) });
      await touch.page.waitForTimeout(30);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect
      .poll(async () => (await storedClients(userId)).find((c) => c.name === 'Tia Touch')?.status)
      .toBe('contacted');
    expect(touch.errors).toEqual([]);
    await phone.close();

    // Columns collapse to a strip and expand again.
    await page.getByRole('button', { name: 'Collapse On Hold' }).click();
    await page.getByRole('button', { name: 'Expand On Hold' }).click();
    await page.getByRole('button', { name: 'Collapse On Hold' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs an interaction in the panel and deletes a client after confirming', async () => {
    const { context, page, errors, userId } = await newSignedInPage('clients-panel');
    await addThroughApi(context, {
      name: 'Dora Panel',
      emails: [{ address: 'dora@example.com', type: 'work' }],
      phones: [{ number: '+1 415 555 2671', type: 'mobile' }],
    });
    await page.goto(`${journey.server.url}/dashboard?tab=clients`);
    await card(page, 'Dora Panel').click();
    const panel = page.getByRole('dialog', { name: 'Dora Panel' });
    expect(await panel.getByRole('link', { name: 'dora@example.com' }).getAttribute('href')).toBe(
      'mailto:dora@example.com',
    );
    expect(await panel.getByRole('link', { name: '+1 415 555 2671' }).getAttribute('href')).toBe(
      'tel:+14155552671',
    );
    expect(await panel.getByTestId('last-contacted').textContent()).toBe('Never');
    await panel.getByText('No interactions yet.').waitFor();

    // Content is required.
    await panel.getByRole('button', { name: 'Add Interaction' }).click();
    await panel.getByText(CLIENT_MESSAGES.interactionContentRequired).waitFor();

    await panel.getByLabel('Type').selectOption('call');
    await panel.getByLabel('Subject (optional)').fill('Intro call');
    await panel.getByLabel('Content').fill('Talked about the proposal.');
    await panel.getByLabel('Outcome').selectOption('positive');
    await panel.getByRole('button', { name: 'Add Interaction' }).click();
    const item = panel.getByTestId('interaction').filter({ hasText: 'Intro call' });
    await item.waitFor();
    expect(await item.textContent()).toContain('Positive');
    expect(await item.textContent()).toContain('Talked about the proposal.');
    await expect.poll(() => panel.getByTestId('last-contacted').textContent()).not.toBe('Never');
    expect((await storedClients(userId))[0]?.lastContactedAt).not.toBeNull();

    // Edit the interaction.
    await item.getByRole('button', { name: 'Edit interaction Intro call' }).click();
    const editing = panel.getByRole('listitem', { name: 'Edit Intro call' });
    await editing.getByLabel('Content').fill('Sent the proposal afterwards.');
    await editing.getByRole('button', { name: 'Save' }).click();
    await panel.getByText('Sent the proposal afterwards.').waitFor();

    // The status dropdown changes the status at once.
    await panel.getByLabel('Status').selectOption('negotiation');
    await expect.poll(async () => (await storedClients(userId))[0]?.status).toBe('negotiation');

    // Delete asks first; Cancel keeps the client.
    await panel.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(CLIENT_MESSAGES.deleteConfirm).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await storedClients(userId)).toHaveLength(1);
    await panel.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Client' }).click();
    await page.getByText(CLIENT_MESSAGES.noClientsYet).waitFor();
    expect(await storedClients(userId)).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches, filters, sorts the list and fits a phone', async () => {
    const { context, page, errors } = await newSignedInPage('clients-list');
    await addThroughApi(context, { name: 'Beta Corp', company: 'Zeta', estimatedValueCents: 500 });
    await addThroughApi(context, { name: 'Alpha Inc', company: 'Yankee', tags: ['priority'] });
    await addThroughApi(context, { name: 'Gamma LLC', status: 'closed_won' });
    await page.goto(`${journey.server.url}/dashboard?tab=clients`);
    await card(page, 'Gamma LLC').waitFor();

    // Search (kept in the URL) matches tags too; nothing matching shows the empty state.
    await page.getByLabel('Search clients').fill('priority');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('priority');
    await expect.poll(() => page.getByTestId('client-card').count()).toBe(1);
    await card(page, 'Alpha Inc').waitFor();
    await page.getByLabel('Search clients').fill('nobody-like-this');
    await page.getByText(CLIENT_MESSAGES.noClientsFound).waitFor();
    await page.getByText(CLIENT_MESSAGES.adjustFilters).waitFor();
    await page.getByLabel('Search clients').fill('');
    await card(page, 'Beta Corp').waitFor();

    // The status filter.
    await chooseStatuses(page, ['Closed Lost']);
    await page.getByText(CLIENT_MESSAGES.noClientsFound).waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('closed_lost');
    await chooseStatuses(page, []);

    // The list view, sorted by name both ways.
    await page.getByRole('button', { name: 'List' }).click();
    expect(new URL(page.url()).searchParams.get('view')).toBe('list');
    const names = listNames(page);
    await page.getByTestId('client-row').first().waitFor();
    await page.getByRole('button', { name: 'Name' }).click();
    await expect.poll(names).toEqual(['Alpha Inc', 'Beta Corp', 'Gamma LLC']);
    await page.getByRole('button', { name: 'Name' }).click();
    await expect.poll(names).toEqual(['Gamma LLC', 'Beta Corp', 'Alpha Inc']);
    const url = new URL(page.url());
    expect([url.searchParams.get('sort'), url.searchParams.get('dir')]).toEqual(['name', 'desc']);

    // The export links carry the current filter.
    await chooseStatuses(page, ['Closed Won']);
    await expect
      .poll(() => page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))
      .toBe('/api/v1/clients/export.csv?status=closed_won');

    // A reload keeps the view, the sort and the filter.
    await page.reload();
    // (A page load: longer than the poll's default second on a busy machine.)
    await expect.poll(names, { timeout: 15_000 }).toEqual(['Gamma LLC']);

    // On a phone nothing sticks out sideways; the board scrolls inside itself.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Kanban' }).click();
    expect(new URL(page.url()).searchParams.get('view')).toBe('kanban');
    await chooseStatuses(page, []);
    await card(page, 'Alpha Inc').waitFor();
    // (The tab itself: the development-only debug panels above it are not part of it.)
    const tab = page.getByRole('region', { name: 'Client & Lead Management' });
    const sticking = await tab.evaluate((section) => {
      const board = section.querySelector('[aria-label="Kanban board"]');
      return [...section.querySelectorAll('*')]
        .filter((element) => !(board?.contains(element) && element !== board))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((element) => element.outerHTML.slice(0, 80));
    });
    expect(sticking).toEqual([]);
    await page.getByRole('button', { name: CLIENT_MESSAGES.addClient }).click();
    const form = page.getByRole('dialog', { name: 'Add Client' });
    const box = await form.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads a long column page by page and renders only the cards in view', async () => {
    const { context, page, errors, userId } = await newSignedInPage('clients-long');
    await journey.server.database.db
      .updateTable('profiles')
      .set({ tier: 'pro' })
      .where('userId', '=', userId)
      .execute();
    const start = Date.now();
    await journey.server.database.db
      .insertInto('clients')
      .values(
        Array.from({ length: 160 }, (_, index) => ({
          userId,
          name: `Bulk ${String(index).padStart(3, '0')}`,
          contactDetails: JSON.stringify({ phones: [], emails: [], addresses: [] }),
          websiteUrls: '[]',
          // Newest first: Bulk 000 tops the column, Bulk 159 is last.
          updatedAt: new Date(start - index * 60_000),
        })),
      )
      .execute();
    await page.goto(`${journey.server.url}/dashboard?tab=clients`);
    const newLeads = column(page, 'new_lead');
    await card(page, 'Bulk 000').waitFor();
    expect(await newLeads.getByTestId('column-count').textContent()).toBe('160');
    // Only the cards in view (and a few around them) are in the page.
    expect(await newLeads.getByTestId('client-card').count()).toBeLessThan(40);

    // Scrolling to the end loads the next pages until the last card shows.
    const scroller = newLeads.getByTestId('column-scroll');
    await expect
      .poll(
        async () => {
          await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
          return card(page, 'Bulk 159').count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    expect(await newLeads.getByTestId('client-card').count()).toBeLessThan(40);
    expect(errors).toEqual([]);
    await context.close();
  });
});
