// The dashboard's seven tabs on a 375 × 740 phone (issue 16): every trigger is on the
// screen at a glance — none pushed off sideways — and each opens its tab, by tap and by
// the arrow keys of a tab list. At 1280 px they stay one row.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES } from '../../src/core/messages';
import { type ApiUser, addSessionCookies, signUpApiUser } from '../support/api-user';
import { expectNoHorizontalOverflow } from '../support/axe';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';

const journey = setUpBrowserJourney();

const PHONE = { width: 375, height: 740 };
const LABELS = ['Overview', 'Clients', 'Tasks', 'Scheduling', 'Analytics', 'Documents', 'Settings'];

/** What each tab shows once open, so a tab that only looks selected is caught. */
const OPENS: Record<string, (page: Page) => Locator> = {
  Overview: (page) => page.getByRole('heading', { name: ACTIVITY_MESSAGES.heading }),
  Clients: (page) => page.getByRole('heading', { name: 'Client & Lead Management' }),
  Tasks: (page) => page.getByRole('heading', { name: 'Tasks', level: 2 }),
  Scheduling: (page) => page.getByRole('tablist', { name: 'Scheduling sections' }),
  Analytics: (page) => page.getByRole('heading', { name: 'Analytics', level: 2 }),
  Documents: (page) => page.getByRole('heading', { name: 'Documents', level: 2 }),
  Settings: (page) => page.getByRole('link', { name: 'Open Settings' }),
};

async function openDashboard(user: ApiUser, viewport: { width: number; height: number }) {
  const context = await journey.browser.newContext({
    viewport,
    ...(viewport.width < 640 ? { isMobile: true, hasTouch: true } : {}),
  });
  await addSessionCookies(context, user, journey.server.url);
  const opened = await openPage(context);
  await opened.page.goto(`${journey.server.url}/dashboard`);
  await opened.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  return { context, ...opened };
}

function tabs(page: Page) {
  return page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab');
}

describe('the dashboard tabs on a phone', () => {
  it('shows all seven within the screen, and each opens its tab', async () => {
    const user = await signUpApiUser(journey.server, 'tabs-phone');
    const { context, page, errors } = await openDashboard(user, PHONE);

    const triggers = tabs(page);
    expect(await triggers.allTextContents()).toEqual(LABELS);
    // Scrolled to as a person scrolls down to it (in development the debug panels sit
    // above it): then all six are in view together, the page not moved sideways.
    const strip = page.getByRole('tablist', { name: 'Dashboard sections' });
    await strip.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.visualViewport?.pageLeft ?? 0)).toBe(0);
    for (const trigger of await triggers.all()) {
      const box = await trigger.boundingBox();
      const name = await trigger.textContent();
      if (!box) throw new Error(`${name} is not on the page`);
      expect(
        box.x >= 0 &&
          box.x + box.width <= PHONE.width &&
          box.y >= 0 &&
          box.y + box.height <= PHONE.height,
        `${name} at x ${Math.round(box.x)}–${Math.round(box.x + box.width)}, y ${Math.round(box.y)}`,
      ).toBe(true);
      // Big enough to tap.
      expect(box.height, `${name} is too small to tap`).toBeGreaterThanOrEqual(44);
    }
    // Nothing scrolls sideways: not the page, not the strip.
    const [scrollWidth, clientWidth] = await strip.evaluate((node) => [
      node.scrollWidth,
      node.clientWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectNoHorizontalOverflow(page, 'the dashboard');

    for (const label of [...LABELS.slice(1), 'Overview']) {
      const trigger = tabs(page).filter({ hasText: label });
      await trigger.tap();
      await OPENS[label]?.(page).waitFor();
      expect(await trigger.getAttribute('aria-selected'), label).toBe('true');
      expect(page.url()).toContain(`tab=${label.toLowerCase()}`);
    }

    // The arrow keys still walk the tabs in order, the last one included.
    await tabs(page).first().focus();
    for (const label of LABELS.slice(1)) {
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 5_000 })
        .toBe(label);
      await OPENS[label]?.(page).waitFor();
      expect(await tabs(page).filter({ hasText: label }).getAttribute('aria-selected')).toBe(
        'true',
      );
    }

    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps them in one row on a desktop screen', async () => {
    const user = await signUpApiUser(journey.server, 'tabs-desktop');
    const { context, page } = await openDashboard(user, { width: 1280, height: 900 });
    const tops = await Promise.all(
      (await tabs(page).all()).map(async (trigger) => (await trigger.boundingBox())?.y),
    );
    expect(new Set(tops).size).toBe(1);
    await context.close();
  });
});

describe('the development panels above the tabs (issue 17)', () => {
  it('start folded to one line, leaving the first screen to the dashboard, and stay open once opened', async () => {
    const user = await signUpApiUser(journey.server, 'debug-panels');
    const { context, page, errors } = await openDashboard(user, { width: 1280, height: 800 });
    const panels = page.locator('details[aria-labelledby="debug-heading"]');
    const status = page.getByText('Authentication Status');

    await page.getByText('Development tools').waitFor();
    expect(await status.isVisible()).toBe(false);
    expect((await panels.boundingBox())?.height).toBeLessThan(48);
    const strip = await page.getByRole('tablist', { name: 'Dashboard sections' }).boundingBox();
    expect(strip && strip.y + strip.height).toBeLessThan(800);

    // Opened by keyboard, as a summary is: it stays open across a reload.
    await panels.locator('summary').focus();
    await page.keyboard.press('Enter');
    await status.waitFor();
    await page.reload();
    await status.waitFor();

    // Folded again, it stays folded.
    await page.getByText('Development tools').click();
    await status.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByText('Development tools').waitFor();
    expect(await status.isVisible()).toBe(false);

    expect(errors).toEqual([]);
    await context.close();
  });
});
