// Live updates of the clients tab (issue 4): a client added elsewhere — another journey.browser
// of the same user, the API — appears on an open board without reloading, and the tiles
// follow.
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '../../src/core/messages';
import { signUpInBrowser } from '../support/api-user';
import { openPage } from '../support/browser';
import { setUpBrowserJourney } from '../support/browser-journey';

const journey = setUpBrowserJourney();

describe('clients live updates', () => {
  it('shows a client created in another journey.browser without reloading', async () => {
    const first = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signUpInBrowser(journey.server, first, `clients-live-${Date.now()}@example.com`);
    // The second journey.browser is signed in as the same user (same session cookie).
    const second = await journey.browser.newContext({
      viewport: { width: 1280, height: 900 },
      storageState: await first.storageState(),
    });
    const a = await openPage(first);
    const b = await openPage(second);
    await a.page.goto(`${journey.server.url}/dashboard?tab=clients`);
    await b.page.goto(`${journey.server.url}/dashboard?tab=clients`);
    await a.page.getByText(CLIENT_MESSAGES.noClientsYet).waitFor();
    await b.page.getByText(CLIENT_MESSAGES.noClientsYet).waitFor();
    // Let both event streams connect before the change happens.
    await a.page.waitForTimeout(500);

    // Added in journey.browser A's form: journey.browser B shows it.
    await a.page.getByRole('button', { name: CLIENT_MESSAGES.addFirstClient }).click();
    const form = a.page.getByRole('dialog', { name: 'Add Client' });
    await form.getByLabel('Name', { exact: true }).fill('Live Larry');
    await form.getByRole('button', { name: 'Add Client', exact: true }).click();
    await b.page.getByTestId('client-card').filter({ hasText: 'Live Larry' }).waitFor();

    // Created through the API: both show it, tiles included.
    const response = await second.request.post(`${journey.server.url}/api/v1/clients`, {
      data: { name: 'Api Annie', status: 'qualified' },
      headers: { origin: journey.server.url },
    });
    expect(response.status()).toBe(201);
    for (const { page } of [a, b]) {
      await page.getByTestId('kanban-column-qualified').getByText('Api Annie').waitFor();
      await expect
        .poll(() =>
          page
            .getByRole('group', { name: 'Total Clients', exact: true })
            .getByTestId('tile-value')
            .textContent(),
        )
        .toBe('2');
    }

    // An interaction logged in A updates "Last contacted" in B's open panel.
    await b.page.getByTestId('client-card').filter({ hasText: 'Api Annie' }).click();
    const panel = b.page.getByRole('dialog', { name: 'Api Annie' });
    expect(await panel.getByTestId('last-contacted').textContent()).toBe('Never');
    const { id } = (await response.json()) as { id: string };
    const logged = await first.request.post(
      `${journey.server.url}/api/v1/clients/${id}/interactions`,
      {
        data: { content: 'Met at the fair' },
        headers: { origin: journey.server.url },
      },
    );
    expect(logged.status()).toBe(201);
    await panel.getByText('Met at the fair').waitFor();
    await expect.poll(() => panel.getByTestId('last-contacted').textContent()).not.toBe('Never');

    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await first.close();
    await second.close();
  });
});
