// Debian's chromium driven by playwright-core. A missing browser fails the run:
// CI installs it, and a journey that cannot run must not pass silently.
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with "apt-get install -y chromium" (.ci/run does).`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export type PageErrors = string[];

/** A page that records uncaught exceptions so a journey can assert there were none. */
export async function openPage(
  context: BrowserContext,
): Promise<{ page: Page; errors: PageErrors }> {
  const page = await context.newPage();
  const errors: PageErrors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}
