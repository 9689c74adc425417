// The set-up of browser journeys that read mail: a real SMTP server, the app sending to
// it, and chromium; started before the file's tests and closed after them.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture';
import { startTestServer, type TestServer } from './test-server';

export type MailJourney = { browser: Browser; smtp: SmtpCapture; server: TestServer };

/** Registers the file's beforeAll/afterAll; the returned object is filled in by beforeAll. */
export function setUpMailJourney(env: Record<string, string> = {}): MailJourney {
  const journey = {} as MailJourney;
  beforeAll(async () => {
    journey.smtp = await startSmtpCapture();
    journey.server = await startTestServer({
      SMTP_URL: journey.smtp.url,
      MAIL_SENDER_INTERVAL_MS: '200',
      ...env,
    });
    journey.browser = await launchBrowser();
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.close();
    await journey.smtp?.close();
  });
  return journey;
}

/** Signs out through the header's user menu and waits for /auth. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /user menu|account/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('**/auth');
}
