// What the clients tab's browser journeys share: a signed-in page, clients added through
// the API as that browser's user, the rows stored for them, and the board's and the
// list's locators (names read top to bottom, as a person reads them).
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signUpInBrowser } from './api-user';
import { openPage } from './browser';
import type { BrowserJourney } from './browser-journey';

/**
 * The journey's clients helpers, bound to its server and browser (read when called: the
 * journey is filled in by its beforeAll).
 */
export function clientsJourney(journey: BrowserJourney) {
  return {
    /** A new browser context at desktop size, signed in as a new user. */
    async newSignedInPage(prefix: string) {
      const context = await journey.browser.newContext({
        viewport: { width: 1400, height: 1000 },
      });
      const { page, errors } = await openPage(context);
      const email = `${prefix}-${Date.now()}@example.com`;
      const userId = await signUpInBrowser(journey.server, context, email);
      return { context, page, errors, userId };
    },

    /** Creates a client through the API as the browser's signed-in user. */
    async addThroughApi(context: BrowserContext, body: Record<string, unknown>) {
      const { url } = journey.server;
      const response = await context.request.post(`${url}/api/v1/clients`, {
        data: body,
        headers: { origin: url },
      });
      expect(response.status()).toBe(201);
      return (await response.json()) as { id: string; name: string };
    },

    /** The user's clients as stored, by name. */
    storedClients(userId: string) {
      return journey.server.database.db
        .selectFrom('clients')
        .select([
          'id',
          'name',
          'status',
          'phone',
          'email',
          'leadScore',
          'estimatedValueCents',
          'contactDetails',
          'websiteUrls',
          'tags',
          'lastContactedAt',
        ])
        .where('userId', '=', userId)
        .orderBy('name')
        .execute();
    },
  };
}

export function kanbanColumn(page: Page, status: string) {
  return page.getByTestId(`kanban-column-${status}`);
}

export function clientCard(page: Page, name: string) {
  return page.getByTestId('client-card').filter({ hasText: name });
}

/** The names on a column's cards, top to bottom. */
export function columnNames(page: Page, status: string) {
  return () => kanbanColumn(page, status).getByTestId('card-name').allTextContents();
}

/**
 * The names in the list view, top to bottom: each row's name is its first button (a
 * selection checkbox may come first, issue 18).
 */
export function listNames(page: Page) {
  return () =>
    page
      .getByTestId('client-row')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('button')?.textContent ?? ''));
}

/**
 * Chooses exactly these statuses (their labels, none for all) in the toolbar's status menu,
 * by keyboard as a user without a mouse would, and closes the menu.
 */
export async function chooseStatuses(page: Page, labels: readonly string[]) {
  await page.getByRole('button', { name: /^Status:/ }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const items = menu.getByRole('menuitemcheckbox');
  for (const item of await items.all()) {
    const label = (await item.textContent())?.trim() ?? '';
    const checked = (await item.getAttribute('aria-checked')) === 'true';
    if (checked !== labels.includes(label)) {
      await item.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => item.getAttribute('aria-checked')).toBe(String(!checked));
    }
  }
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
}
