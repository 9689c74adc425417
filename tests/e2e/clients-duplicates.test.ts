// Issue 20 "Duplicates" in chromium: two clients share an e-mail; the Duplicates button
// shows the pair and why; the merge step picks one field from each; afterwards the
// survivor's panel shows both clients' phones, tags and interactions, and the other is
// gone — at 375 px and by keyboard for the merge itself. (Its own file: a sign-up more elsewhere would run into the sign-up rate limit.)
import { describe, expect, it } from 'vitest';
import { DUPLICATE_MESSAGES } from '../../src/core/client-duplicates';
import { setUpBrowserJourney } from '../support/browser-journey';
import { clientCard, clientsJourney } from '../support/clients-journey';

const journey = setUpBrowserJourney();
const { newSignedInPage, addThroughApi, storedClients } = clientsJourney(journey);

/** Long enough for a page load or a refetch on a busy machine (the default is 1 s). */
const SETTLED = { timeout: 15_000 };

describe('merging duplicates', () => {
  it('finds two clients sharing an e-mail and merges them, keeping everything of both', async () => {
    const { context, page, errors, userId } = await newSignedInPage('clients-duplicates');
    const older = await addThroughApi(context, {
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      emails: [{ address: 'ada@example.com' }],
      phones: [{ number: '+1 415 555 0101' }],
      tags: ['vip'],
    });
    const newer = await addThroughApi(context, {
      name: 'Ada King',
      company: 'Difference Ltd',
      emails: [{ address: 'ada.king@example.com' }, { address: 'ADA@example.com' }],
      phones: [{ number: '+44 20 7946 0958' }],
      tags: ['imported'],
    });
    const { url } = journey.server;
    for (const [client, content] of [
      [older, 'Met at the Royal Society'],
      [newer, 'Sent the engine notes'],
    ] as const) {
      const logged = await context.request.post(`${url}/api/v1/clients/${client.id}/interactions`, {
        data: { content },
        headers: { origin: url },
      });
      expect(logged.status()).toBe(201);
    }

    await page.goto(`${url}/dashboard?tab=clients`);
    await clientCard(page, 'Ada King').waitFor(SETTLED);
    const button = page.getByRole('button', { name: /^Duplicates/ });
    await expect.poll(() => button.textContent(), SETTLED).toContain('1');
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Same e-mail: ada@example.com').waitFor(SETTLED);
    await dialog.getByRole('button', { name: /Review Ada Lovelace and Ada King/ }).click();

    // The older client survives; keep its name, take the newer one's company.
    const company = dialog.getByRole('group', { name: 'Company' });
    await company.getByLabel('Difference Ltd').check();
    expect(
      await dialog.getByRole('group', { name: 'Name' }).getByLabel('Ada Lovelace').isChecked(),
    ).toBe(true);
    await dialog.getByText('2 interactions').waitFor(SETTLED);
    // On a phone the two sides stack: nothing runs off the screen's right edge.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect
      .poll(() => dialog.evaluate((element) => element.scrollWidth <= element.clientWidth), SETTLED)
      .toBe(true);
    // And by keyboard: Merge is reached and pressed without the mouse.
    const merge = dialog.getByRole('button', { name: DUPLICATE_MESSAGES.merge, exact: true });
    await merge.focus();
    await page.keyboard.press('Enter');

    // The survivor's panel opens with everything of both.
    const panel = page.getByRole('dialog', { name: 'Ada Lovelace' });
    await panel.waitFor(SETTLED);
    await panel.getByText('Difference Ltd', { exact: false }).first().waitFor(SETTLED);
    for (const text of [
      '+1 415 555 0101',
      '+44 20 7946 0958',
      'ada.king@example.com',
      'vip',
      'imported',
      'Met at the Royal Society',
      'Sent the engine notes',
      DUPLICATE_MESSAGES.loggedSubject('Ada King'),
    ]) {
      await panel.getByText(text, { exact: false }).first().waitFor(SETTLED);
    }

    const stored = await storedClients(userId);
    expect(stored.map((client) => client.name)).toEqual(['Ada Lovelace']);
    expect(stored[0]?.tags.sort()).toEqual(['imported', 'vip']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
