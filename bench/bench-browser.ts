// Chromium for the page-speed benches (playwright-core, Debian's build), and one timed
// visit: the page records its own moment (performance.now(), counted from the navigation's
// start) in a window property set by a probe script that runs before the page's scripts.
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '../tests/support/browser';

export function launchBenchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
}

/** Opens `url` in a fresh page and returns the milliseconds `probe` stored in `window[mark]`. */
export async function timedVisit(
  context: BrowserContext,
  url: string,
  probe: string,
  mark: string,
): Promise<number> {
  const page = await context.newPage();
  try {
    await page.addInitScript(probe);
    await page.goto(url);
    await page.waitForFunction(
      (name) => (window as unknown as Record<string, number | undefined>)[name] !== undefined,
      mark,
      { timeout: 30_000 },
    );
    return await page.evaluate(
      (name) => (window as unknown as Record<string, number>)[name] as number,
      mark,
    );
  } finally {
    await page.close();
  }
}
