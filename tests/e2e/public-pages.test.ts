// The landing, features, pricing and demo pages, at phone and desktop widths.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PLAN_LIMITS } from '../../src/core/plans';
import { setUpBrowserJourney } from '../support/browser-journey';

const journey = setUpBrowserJourney();

async function open(path: string, width = 1280): Promise<Page> {
  const context = await journey.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const response = await page.goto(`${journey.server.url}${path}`);
  expect(response?.status()).toBe(200);
  return page;
}

async function hasHorizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

describe('landing page', () => {
  it('shows every section of the spec in order and works without JavaScript', async () => {
    const context = await journey.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/`);
    const text = await page.locator('body').innerText();
    const order = [
      'One link for everything',
      'Get Started Free',
      'View Demo',
      'More than just links',
      '100K+',
      '1M+',
      '99.9%',
      '24/7',
      'Free',
      'Pro',
      'Business',
      'Why choose',
      'Create Your Scale Page',
    ];
    let position = -1;
    for (const fragment of order) {
      const next = text.indexOf(fragment, position + 1);
      expect(next, `"${fragment}" after position ${position}`).toBeGreaterThan(position);
      position = next;
    }
    for (const feature of [
      /mobile/i,
      /click analytics/i,
      /SEO/,
      /lead capture/i,
      /pipeline/i,
      /document/i,
      /template/i,
    ]) {
      expect(text).toMatch(feature);
    }
    expect(await page.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe(
      '/auth',
    );
    expect(
      await page.getByRole('link', { name: 'Create Your Scale Page' }).getAttribute('href'),
    ).toBe('/auth');
    expect(await page.title()).toMatch(/Scale/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBeTruthy();
    await context.close();
  });

  it('fits a 375 px phone screen', async () => {
    for (const path of ['/', '/features', '/pricing', '/demo', '/auth']) {
      const page = await open(path, 375);
      expect(await hasHorizontalOverflow(page), path).toBe(false);
      await page.context().close();
    }
  });

  it('opens the built-in demo Scale Page from View Demo', async () => {
    const page = await open('/');
    await page.getByRole('link', { name: 'View Demo' }).click();
    await page.waitForURL('**/demo');
    await page.getByText('Powered by Scale').waitFor();
    expect(await page.getByRole('link').count()).toBeGreaterThan(3);
    await page.context().close();
  });

  it('sends Sign In and Get Started to /auth', async () => {
    const page = await open('/');
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await page.waitForURL('**/auth');
    await page.getByText('Welcome to Scale').waitFor();
    await page.context().close();
  });
});

describe('pricing page', () => {
  it('renders the plan table from the one plans table', async () => {
    const page = await open('/pricing');
    const text = await page.locator('main').innerText();
    expect(text).toContain('$0');
    expect(text).toContain('$15');
    expect(text).toContain('$25');
    expect(text).toMatch(/Unlimited/);
    expect(text).toContain(String(PLAN_LIMITS.free.clients));
    expect(text).toContain(String(PLAN_LIMITS.pro.documents));
    await page.context().close();
  });
});

describe('health endpoints', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await fetch(`${journey.server.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${journey.server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { status: string }).status).toBe('ready');
  });
});
