// Chromium for the page-speed benches (playwright-core, Debian's build), and one timed
// visit: the page records its own moment (performance.now(), counted from the navigation's
// start) in a window property set by a probe script that runs before the page's scripts.
import { type BrowserContext, chromium, type Page } from 'playwright-core';
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
    const ms = await page.evaluate(
      (name) => (window as unknown as Record<string, number>)[name] as number,
      mark,
    );
    if (process.env.BENCH_TRACE) console.log(await waterfall(page, ms));
    return ms;
  } finally {
    await page.close();
  }
}

/** BENCH_TRACE=1: what the page fetched and when, to see what a slow first paint waited on. */
async function waterfall(page: Page, ms: number): Promise<string> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return [timing.name, timing.startTime, timing.responseEnd] as const;
    }),
  );
  const rows = entries.map(
    ([name, start, end]) =>
      `  ${start.toFixed(0).padStart(6)} → ${end.toFixed(0).padStart(6)} ms  ${new URL(name).pathname}`,
  );
  return [`visit: mark at ${ms.toFixed(0)} ms`, ...rows].join('\n');
}
