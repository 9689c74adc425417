// The React app under its Content-Security-Policy (issue 16): every HTML page it serves
// carries a hash-based policy, and the app's main screens, the booking page (its inline
// loader and seeded data) and the shared-document viewer (pdf.js and its worker) run under
// it without a single violation. A violation is what a missed inline script, an eval, or
// a foreign request would raise.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addSessionCookies } from '../support/api-user';
import { setUpBrowserJourney } from '../support/browser-journey';
import { EVENT_SLUG, type OwnerRows, seedOwnerRows } from '../support/owner-rows';

const journey = setUpBrowserJourney();

/** Every violation the page reports, kept on window by a script that runs before the app. */
async function watchViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

let rows: OwnerRows;

describe('the React app under its Content-Security-Policy', () => {
  it('sends a hash-based policy with every page and runs the main screens without a violation', async () => {
    rows = await seedOwnerRows(journey.server);
    const shell = await fetch(`${journey.server.url}/dashboard`);
    const policy = shell.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);

    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await watchViolations(context);
    await addSessionCookies(context, rows.owner, journey.server.url);
    const page = await context.newPage();
    const screens: [string, () => Promise<void>][] = [
      ['/dashboard', () => page.getByRole('heading', { name: 'Recent Activity' }).waitFor()],
      ['/dashboard?tab=clients', () => page.getByTestId('client-card').first().waitFor()],
      ['/dashboard?tab=analytics', () => page.getByRole('tabpanel').waitFor()],
      ['/dashboard?tab=documents', () => page.getByRole('tabpanel').waitFor()],
      ['/scheduling', () => page.getByRole('heading', { name: 'Scheduling' }).waitFor()],
      [
        '/settings',
        () =>
          page
            .getByRole('heading', { name: /settings/i })
            .first()
            .waitFor(),
      ],
      [
        '/organizations',
        () =>
          page
            .getByRole('heading', { name: /organization/i })
            .first()
            .waitFor(),
      ],
    ];
    for (const [path, ready] of screens) {
      const response = await page.goto(`${journey.server.url}${path}`);
      expect(response?.headers()['content-security-policy'], path).toBeTruthy();
      await ready();
      // Forms validate with zod: a parse is what would probe for eval.
      await page.waitForLoadState('networkidle');
      expect(await violations(page), path).toEqual([]);
    }
    await context.close();
  });

  it('runs the public booking page and the shared document viewer without a violation', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 390, height: 800 } });
    await watchViolations(context);
    const page = await context.newPage();

    const booking = await page.goto(
      `${journey.server.url}/schedule/${rows.owner.id}/${EVENT_SLUG}`,
    );
    const bookingPolicy = booking?.headers()['content-security-policy'] ?? '';
    // Its one inline loader is allowed by its hash, nothing else inline.
    expect(bookingPolicy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    await page.getByRole('button', { name: /AM|PM/ }).first().click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Name', { exact: false }).first().waitFor();
    expect(await violations(page)).toEqual([]);

    const username = rows.ids['documents.username'];
    const code = rows.ids['documents.code'];
    await page.goto(`${journey.server.url}/d/${username}/${code}`);
    await page.locator('canvas').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
