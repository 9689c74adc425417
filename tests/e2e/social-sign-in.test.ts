// Social sign-in through a real OpenID Connect provider running in the test process.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { type OidcProvider, startOidcProvider } from '../support/oidc-provider';
import { startTestServer, type TestServer } from '../support/test-server';

let browser: Browser;
let oidc: OidcProvider;
let server: TestServer;

beforeAll(async () => {
  oidc = await startOidcProvider('Acme SSO');
  server = await startTestServer(oidc.env);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await oidc?.close();
});

describe('social sign-in', () => {
  it('signs in with the OIDC provider and creates a profile', async () => {
    oidc.signInAs({ sub: 'acme-42', email: 'ada@acme.test', name: 'Ada Lovelace' });
    const context = await browser.newContext({ timezoneId: 'Europe/Paris' });
    const { page, errors } = await openPage(context);
    await page.goto(`${server.url}/auth`);
    await expect(page.getByRole('button', { name: /google/i }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Continue with Acme SSO' }).click();
    await page.waitForURL('**/dashboard**');
    await page.getByText('Ada Lovelace').first().waitFor();

    expect(oidc.authorizeRequests.at(-1)?.get('prompt')).toBe('select_account');
    const profile = await server.database.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.userId')
      .select(['profiles.displayName', 'profiles.tier', 'profiles.timezone'])
      .where('users.email', '=', 'ada@acme.test')
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({
      displayName: 'Ada Lovelace',
      tier: 'free',
      timezone: 'Europe/Paris',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('returns to the page that sent the visitor to sign in (an invitation, say)', async () => {
    oidc.signInAs({ sub: 'acme-43', email: 'grace@acme.test', name: 'Grace Hopper' });
    const context = await browser.newContext();
    const { page, errors } = await openPage(context);
    await page.goto(`${server.url}/auth?redirect=${encodeURIComponent('/organizations/new')}`);
    await page.getByRole('button', { name: 'Continue with Acme SSO' }).click();
    await page.waitForURL('**/organizations/new');
    await page.getByRole('heading', { name: 'Create New Organization' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the provider error message when the provider refuses', async () => {
    oidc.failNextAuthorize('access_denied');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/auth`);
    await page.getByRole('button', { name: 'Continue with Acme SSO' }).click();
    await page.waitForURL('**/auth**');
    await expect(page.getByRole('alert').innerText()).resolves.toContain(
      'An unexpected error occurred with Acme SSO sign-in',
    );
    await context.close();
  });
});
