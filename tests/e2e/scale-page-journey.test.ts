// The Scale Page issue's main journey in chromium: sign up, build the links in the
// dashboard, see them on the public page, click one and watch the count and the
// analytics tab follow, then make the profile private and get the 404 page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LINK_MESSAGES, MESSAGES, VERIFY_MESSAGES } from '../../src/core/messages';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';
import { verificationLinkFor } from '../support/verify-email';

// Headless chromium says "HeadlessChrome", which the tracker rightly ignores as a bot;
// the visitor here is a person on an ordinary desktop Chrome.
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const journey = setUpBrowserJourney();

async function addLink(page: Page, title: string, url: string) {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('URL', { exact: true }).fill(url);
  await page.getByRole('button', { name: 'Add link', exact: true }).click();
  await page.getByTestId('link-row').filter({ hasText: title }).waitFor();
}

async function storedClicks(title: string) {
  const link = await journey.server.database.db
    .selectFrom('links')
    .select(['id', 'clickCount'])
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
  const rows = await journey.server.database.db
    .selectFrom('linkClicks')
    .select('id')
    .where('linkId', '=', link.id)
    .execute();
  return { rows: rows.length, clickCount: link.clickCount };
}

async function publicLinkTitles(page: Page): Promise<string[]> {
  return page
    .locator('a[data-link-id]')
    .evaluateAll((links) => links.map((a) => a.textContent?.trim() ?? ''));
}

describe('Scale Page journey', () => {
  it('links, public page, click tracking, analytics, private profile', async () => {
    const context = await journey.browser.newContext({
      viewport: { width: 1280, height: 1000 },
      userAgent: DESKTOP_CHROME,
    });
    const { page, errors } = await openPage(context);
    const email = 'scale-page-journey@example.com';

    // Sign up.
    await page.goto(`${journey.server.url}/auth`);
    await page.getByText('Need an account? Sign up').click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('journey-password');
    await page.getByLabel('Confirm Password').fill('journey-password');
    await page.getByRole('button', { name: /sign up|create account/i }).click();
    // No session until the mailed link is followed (issue 16).
    await page.getByRole('heading', { name: VERIFY_MESSAGES.checkInboxTitle }).waitFor();
    await page.goto(await verificationLinkFor(journey.server, email));
    await page.waitForURL('**/dashboard**');
    const { username } = await journey.server.database.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.userId')
      .select('profiles.username')
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();

    // Add three links in the dashboard. The first two lead to pages of this journey.server, so
    // following them works without the internet.
    const editor = page.getByRole('region', { name: 'Your links' });
    await editor.getByText(LINK_MESSAGES.noLinksYet).waitFor();
    await editor.getByRole('button', { name: 'Add link' }).click();
    await addLink(page, 'Pricing', `${journey.server.url}/pricing`);
    await addLink(page, 'Features', `${journey.server.url}/features`);
    await addLink(page, 'Write to me', 'mailto:journey@example.com');

    // Reorder by keyboard: "Write to me" to the top.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/links/order') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Reorder Write to me' }).focus();
    for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    expect((await saved).status()).toBe(200);

    // Deactivate "Features".
    await page.getByRole('switch', { name: 'Show Features on your Scale Page' }).click();
    await expect
      .poll(async () => {
        const row = await journey.server.database.db
          .selectFrom('links')
          .select('isActive')
          .where('title', '=', 'Features')
          .executeTakeFirstOrThrow();
        return row.isActive;
      })
      .toBe(false);

    // The public page shows the active links in the new order.
    const visitor = await context.newPage();
    const response = await visitor.goto(`${journey.server.url}/${username}`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => publicLinkTitles(visitor)).toEqual(['Write to me', 'Pricing']);

    // A visitor follows "Pricing": the beacon counts it once, the count rises in the
    // dashboard (live) and the analytics tab shows the click.
    await visitor.locator('a[data-link-id]', { hasText: 'Pricing' }).click();
    await visitor.waitForURL('**/pricing');
    await expect
      .poll(() => storedClicks('Pricing'), { timeout: 10_000 })
      .toEqual({
        rows: 1,
        clickCount: 1,
      });
    await page
      .getByTestId('link-row')
      .filter({ hasText: 'Pricing' })
      .getByText('1 click', { exact: true })
      .waitFor();

    await page.getByRole('tab', { name: 'Analytics' }).click();
    const totals = page.getByRole('list', { name: 'Totals' });
    await totals
      .getByRole('listitem')
      .filter({ has: page.getByText('Clicks', { exact: true }) })
      .getByText('1', { exact: true })
      .waitFor();
    const perLink = page.getByRole('list', { name: 'Clicks per link' });
    await perLink.getByRole('listitem').filter({ hasText: 'Pricing' }).getByText('1').waitFor();
    await page.getByRole('img', { name: 'Views, unique visitors and clicks per day' }).waitFor();
    // The CSV export carries the same click.
    const csv = await context.request.get(
      `${journey.server.url}/api/v1/analytics/export.csv?range=30`,
    );
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain('Pricing,1');

    // Make the profile private: the public page answers 404 with the spec's texts.
    await page.goto(`${journey.server.url}/settings`);
    await page.getByRole('switch', { name: 'Public profile' }).click();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText(MESSAGES.profileUpdated).waitFor();
    const hidden = await visitor.goto(`${journey.server.url}/${username}`);
    expect(hidden?.status()).toBe(404);
    await visitor.getByText(MESSAGES.scalePageNotFound).waitFor();
    await visitor.getByText(MESSAGES.scalePageNotFoundDetail).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
