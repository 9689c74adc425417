// Every bad sign-in or sign-up input shows its message and creates nothing.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFY_MESSAGES } from '../../src/core/messages';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/test-server';

let browser: Browser;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  // One existing account for the duplicate and wrong-password cases.
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: 'taken@example.com', password: 'correct-horse', name: 'Taken' }),
  });
  expect(response.status).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const userCount = async () =>
  (await server.database.db.selectFrom('users').select('id').execute()).length;

async function authPage(mode: 'signin' | 'signup'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/auth`);
  await page.getByText('Welcome to Scale').waitFor();
  if (mode === 'signup') await page.getByText('Need an account? Sign up').click();
  return page;
}

async function submit(
  page: Page,
  mode: 'signin' | 'signup',
  email: string,
  password: string,
  confirm = password,
) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (mode === 'signup') await page.getByLabel('Confirm Password').fill(confirm);
  await page
    .getByRole(
      'button',
      mode === 'signup' ? { name: /sign up|create account/i } : { name: 'Sign In', exact: true },
    )
    .click();
}

async function alertText(page: Page): Promise<string> {
  const alert = page.getByRole('alert');
  await alert.waitFor();
  return (await alert.innerText()).trim();
}

describe('sign-up refuses bad input and creates nothing', () => {
  const cases: [string, string, string, string, RegExp][] = [
    [
      'empty email',
      '',
      'long-enough-pw',
      'long-enough-pw',
      /valid email address|email is required/i,
    ],
    [
      'malformed email',
      'not-an-email',
      'long-enough-pw',
      'long-enough-pw',
      /Please enter a valid email address/,
    ],
    [
      'short password',
      'short@example.com',
      'short',
      'short',
      /Password must be at least 8 characters/,
    ],
    [
      'mismatched passwords',
      'mismatch@example.com',
      'long-enough-pw',
      'other-password',
      /Passwords do not match/,
    ],
  ];
  for (const [name, email, password, confirm, message] of cases) {
    it(name, async () => {
      const before = await userCount();
      const page = await authPage('signup');
      await submit(page, 'signup', email, password, confirm);
      expect(await alertText(page)).toMatch(message);
      expect(page.url()).toMatch(/\/auth$/);
      expect(await userCount()).toBe(before);
      await page.context().close();
    });
  }
});

describe('sign-up with an address that has an account', () => {
  it('is answered exactly as a new address, and creates nothing', async () => {
    /** What the page says after sign-up, with the address itself taken out. */
    const answerTo = async (email: string) => {
      const page = await authPage('signup');
      await submit(page, 'signup', email, 'another-password', 'another-password');
      const panel = page.getByRole('region', { name: VERIFY_MESSAGES.checkInboxTitle });
      await panel.getByText(VERIFY_MESSAGES.checkInbox(email)).waitFor();
      const text = (await panel.innerText()).replaceAll(email, '<address>');
      await page.context().close();
      return text;
    };
    const fresh = await answerTo('brand-new@example.com');
    const before = await userCount();
    // The same panel a new address gets: nothing says the address is taken (issue 16).
    expect(await answerTo('taken@example.com')).toBe(fresh);
    expect(await userCount()).toBe(before);
  });
});

describe('sign-in refuses bad credentials', () => {
  it('wrong password', async () => {
    const page = await authPage('signin');
    await submit(page, 'signin', 'taken@example.com', 'wrong-password');
    expect(await alertText(page)).toMatch(/invalid email or password/i);
    expect(page.url()).toMatch(/\/auth$/);
    await page.context().close();
  });

  it('unknown email', async () => {
    const page = await authPage('signin');
    await submit(page, 'signin', 'nobody@example.com', 'whatever-password');
    expect(await alertText(page)).toMatch(/invalid email or password/i);
    await page.context().close();
  });
});

describe('protected routes', () => {
  // /scheduling has its own signed-out screen (tests/e2e/scheduling-manager.test.ts).
  for (const path of ['/dashboard', '/settings', '/organizations', '/organizations/new']) {
    it(`${path} sends a signed-out visitor to /auth`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}${path}`);
      await page.waitForURL('**/auth');
      await page.getByText('Welcome to Scale').waitFor();
      await context.close();
    });
  }
});
