// A link scheduled to appear in about a minute (issue 23): the owner sets "Show from" in
// the editor (in their time zone), the public page leaves it out until then, and after
// the moment a reload shows it without anyone touching the link again (decision 069).

import { describe, expect, it } from 'vitest';
import { instantToLocalDateTime } from '../../src/core/link-schedule';
import { signUpInBrowser } from '../support/api-user';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';

const journey = setUpBrowserJourney();

const MINUTE = 60_000;

describe('a scheduled link', () => {
  it('appears on the public page at its moment, on its own', async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const { page, errors } = await openPage(context);
    const userId = await signUpInBrowser(
      journey.server,
      context,
      'link-schedule@example.com',
      'Sched',
    );
    const { username, timezone } = await journey.server.database.db
      .selectFrom('profiles')
      .select(['username', 'timezone'])
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();

    await page.goto(`${journey.server.url}/dashboard`);
    const editor = page.getByRole('region', { name: 'Your links' });
    await editor.getByRole('button', { name: 'Add link' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Always on');
    await page.getByLabel('URL', { exact: true }).fill('https://example.com/always');
    await page.getByRole('button', { name: 'Add link', exact: true }).click();
    await page.getByTestId('link-row').filter({ hasText: 'Always on' }).waitFor();

    // "Show from": the next whole minute at least a minute from now (the field takes
    // minutes), typed as the owner's clock shows it.
    const showFrom = Math.ceil((Date.now() + MINUTE) / MINUTE) * MINUTE;
    await page.getByLabel('Title', { exact: true }).fill('Launch day');
    await page.getByLabel('URL', { exact: true }).fill('https://example.com/launch');
    await page.getByLabel('Show from').fill(instantToLocalDateTime(new Date(showFrom), timezone));
    await page.getByRole('button', { name: 'Add link', exact: true }).click();
    const row = page.getByTestId('link-row').filter({ hasText: 'Launch day' });
    await row.getByText(/^Scheduled · shows from /).waitFor();
    const [stored] = await journey.server.database.db
      .selectFrom('links')
      .select(['id', 'showFrom', 'updatedAt'])
      .where('userId', '=', userId)
      .where('title', '=', 'Launch day')
      .execute();
    expect(stored?.showFrom?.getTime()).toBe(showFrom);

    // The visitor's page, before the moment: the link is not there.
    const visitor = await context.newPage();
    await visitor.goto(`${journey.server.url}/${username}`);
    const shownLinks = () =>
      visitor
        .locator('a[data-link-id]')
        .evaluateAll((links) => links.map((a) => a.textContent?.trim() ?? ''));
    expect(await shownLinks()).toEqual([expect.stringContaining('Always on')]);

    // After the moment, a reload shows it: nothing wrote to the link meanwhile.
    await visitor.waitForTimeout(Math.max(0, showFrom - Date.now()) + 500);
    await visitor.reload();
    expect(await shownLinks()).toEqual([
      expect.stringContaining('Always on'),
      expect.stringContaining('Launch day'),
    ]);
    const after = await journey.server.database.db
      .selectFrom('links')
      .select('updatedAt')
      .where('id', '=', stored?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(after.updatedAt.getTime()).toBe(stored?.updatedAt.getTime());
    // The editor's mark has gone on its own too.
    await expect.poll(() => row.getByText(/^Scheduled · /).count(), { timeout: 5000 }).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
