// The links editor journey: add, refuse a javascript: link, reorder by keyboard and by
// mouse, deactivate, then see the public Scale Page show the active links in order.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LINK_MESSAGES } from '../../src/core/messages';
import { signUpInBrowser } from '../support/api-user';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';
import { writePng } from '../support/make-png';

const journey = setUpBrowserJourney();

async function storedLinks(userId: string) {
  return journey.server.database.db
    .selectFrom('links')
    .select(['title', 'url', 'isActive', 'orderIndex'])
    .where('userId', '=', userId)
    .orderBy('orderIndex')
    .execute();
}

async function rowTitles(page: Page): Promise<string[]> {
  return page
    .getByTestId('link-row')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('p')?.textContent ?? ''));
}

async function addLink(page: Page, title: string, url: string) {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('URL', { exact: true }).fill(url);
  await page.getByRole('button', { name: 'Add link', exact: true }).click();
}

describe('links editor', () => {
  it('adds, reorders, deactivates, and the public page follows', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const { page, errors } = await openPage(context);
    const userId = await signUpInBrowser(
      journey.server,
      context,
      'links-journey@example.com',
      'Links',
    );
    const { username } = await journey.server.database.db
      .selectFrom('profiles')
      .select('username')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();

    await page.goto(`${journey.server.url}/dashboard`);
    const editor = page.getByRole('region', { name: 'Your links' });
    await editor.getByText(LINK_MESSAGES.noLinksYet).waitFor();
    await editor.getByRole('button', { name: 'Add link' }).click();

    // A javascript: URL is refused in the form, and nothing reaches the database.
    await addLink(page, 'Evil', 'javascript:alert(1)');
    await page.getByText(LINK_MESSAGES.urlScheme).waitFor();
    expect(await storedLinks(userId)).toEqual([]);

    // Typed as a browser's address bar shows it: saved and shown as an https:// address.
    await addLink(page, 'First', 'example.com/first');
    await page
      .getByTestId('link-row')
      .filter({ hasText: 'First' })
      .getByText('https://example.com/first', { exact: true })
      .waitFor();
    await addLink(page, 'Second', 'mailto:second@example.com');
    await page.getByTestId('link-row').filter({ hasText: 'Second' }).waitFor();
    await addLink(page, 'Third', 'tel:+15551234567');
    await page.getByTestId('link-row').filter({ hasText: 'Third' }).waitFor();
    await expect
      .poll(() => storedLinks(userId).then((r) => r.map((l) => l.title)))
      .toEqual(['First', 'Second', 'Third']);
    expect((await storedLinks(userId))[0]?.url).toBe('https://example.com/first');
    // The live preview beside the editor reloads after each save and shows the new links.
    const preview = page.frameLocator('iframe[title="Your Scale Page"]');
    await expect
      .poll(() => preview.locator('a[data-link-id]').allTextContents(), { timeout: 10_000 })
      .toEqual([
        expect.stringContaining('First'),
        expect.stringContaining('Second'),
        expect.stringContaining('Third'),
      ]);

    // Keyboard: lift "Third" with Space, move it up twice, drop it.
    const saved = () =>
      page.waitForResponse(
        (r) => r.url().endsWith('/api/v1/links/order') && r.request().method() === 'PUT',
      );
    let save = saved();
    await page.getByRole('button', { name: 'Reorder Third' }).focus();
    // dnd-kit animates each step; a person pauses between keys too.
    for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    expect((await save).status()).toBe(200);
    expect(await rowTitles(page)).toEqual(['Third', 'First', 'Second']);
    expect((await storedLinks(userId)).map((l) => l.title)).toEqual(['Third', 'First', 'Second']);

    // Mouse: drag "Second" by its handle above "Third".
    save = saved();
    const handle = page.getByRole('button', { name: 'Reorder Second' });
    const from = await handle.boundingBox();
    const to = await page.getByRole('button', { name: 'Reorder Third' }).boundingBox();
    if (!from || !to) throw new Error('drag handles not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 15 });
    await page.mouse.up();
    expect((await save).status()).toBe(200);
    expect(await rowTitles(page)).toEqual(['Second', 'Third', 'First']);
    expect((await storedLinks(userId)).map((l) => l.title)).toEqual(['Second', 'Third', 'First']);

    // A failed save puts the old order back and says so.
    await page.route('**/api/v1/links/order', (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'internal', message: 'An unexpected error occurred' } },
      }),
    );
    await page.getByRole('button', { name: 'Reorder First' }).focus();
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    await page.getByText('Your new order was not saved').waitFor();
    await expect.poll(() => rowTitles(page)).toEqual(['Second', 'Third', 'First']);
    expect((await storedLinks(userId)).map((l) => l.title)).toEqual(['Second', 'Third', 'First']);
    await page.unroute('**/api/v1/links/order');

    // Deactivate "Third".
    await page.getByRole('switch', { name: 'Show Third on your Scale Page' }).click();
    await expect
      .poll(() => storedLinks(userId).then((r) => r.find((l) => l.title === 'Third')?.isActive))
      .toBe(false);

    // The public page lists the active links in the new order.
    const publicPage = await context.newPage();
    const response = await publicPage.goto(`${journey.server.url}/${username}`);
    expect(response?.status()).toBe(200);
    const shown = await publicPage
      .locator('a[data-link-id]')
      .evaluateAll((links) => links.map((a) => a.textContent?.trim() ?? ''));
    expect(shown).toHaveLength(2);
    expect(shown[0]).toContain('Second');
    expect(shown[1]).toContain('First');

    // On a phone the editor takes the whole width and the preview is hidden.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.locator('iframe[title="Your Scale Page"]').isVisible()).toBe(false);
    expect(
      await page.getByRole('switch', { name: 'Show First on your Scale Page' }).isVisible(),
    ).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
    ).toBe(false);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives a link an image, refuses a text file named .png, and the public page shows it', async () => {
    const files = mkdtempSync(join(tmpdir(), 'scale-link-image-'));
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const { page, errors } = await openPage(context);
    const userId = await signUpInBrowser(journey.server, context, 'link-image@example.com', 'Pic');
    const { username } = await journey.server.database.db
      .selectFrom('profiles')
      .select('username')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    const thumbnail = async () =>
      (
        await journey.server.database.db
          .selectFrom('links')
          .select('thumbnailPath')
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow()
      ).thumbnailPath;

    await page.goto(`${journey.server.url}/dashboard`);
    const editor = page.getByRole('region', { name: 'Your links' });
    await editor.getByText(LINK_MESSAGES.noLinksYet).waitFor();
    await editor.getByRole('button', { name: 'Add link' }).click();
    await addLink(page, 'Portfolio', 'https://example.com/portfolio');
    await page.getByTestId('link-row').filter({ hasText: 'Portfolio' }).waitFor();

    // Text named like a picture is refused by its bytes; nothing is stored.
    const fake = join(files, 'fake.png');
    writeFileSync(fake, 'Only text pretending to be a picture.');
    await page.getByLabel('Add image for Portfolio').setInputFiles(fake);
    await page.getByText(LINK_MESSAGES.thumbnailWrongType).waitFor();
    expect(await thumbnail()).toBeNull();

    // A real picture: stored squared, shown in the row and on the public page.
    const picture = await writePng(
      join(files, 'portfolio.png'),
      { width: 300, height: 180 },
      { r: 240, g: 90, b: 30 },
    );
    await page.getByLabel('Add image for Portfolio').setInputFiles(picture);
    await page.getByText('Image saved').waitFor();
    await expect.poll(thumbnail).toMatch(/^links\//);
    // Shown from its stored place, with a version that outruns the browser's cache.
    const url = `/files/${await thumbnail()}`;
    await page.getByTestId('link-row').locator(`img[src^="${url}?v="]`).waitFor();
    const served = await context.request.get(`${journey.server.url}${url}`);
    expect(served.status()).toBe(200);
    const size = await sharp(await served.body()).metadata();
    expect([size.format, size.width, size.height]).toEqual(['webp', 200, 200]);

    const visitor = await journey.browser.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(`${journey.server.url}/${username}`);
    await publicPage.locator(`a[data-link-id] img[src^="${url}"]`).waitFor({ state: 'attached' });

    // Removed: the row offers "Add image" again and the stored address is gone.
    await page.getByRole('button', { name: 'Remove image of Portfolio' }).click();
    await page.getByLabel('Add image for Portfolio').waitFor({ state: 'attached' });
    await expect.poll(thumbnail).toBeNull();

    expect(errors).toEqual([]);
    await Promise.all([context.close(), visitor.close()]);
  });
});
