// The set-up most browser journeys share: a test server and chromium, started before the
// file's tests and closed after them.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startTestServer, type TestServer } from './test-server';

export type BrowserJourney = { browser: Browser; server: TestServer };

/** Registers the file's beforeAll/afterAll; the returned object is filled in by beforeAll. */
export function setUpBrowserJourney(env: Record<string, string> = {}): BrowserJourney {
  const journey = {} as BrowserJourney;
  beforeAll(async () => {
    journey.server = await startTestServer(env);
    journey.browser = await launchBrowser();
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.close();
  });
  return journey;
}
