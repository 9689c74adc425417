// The clients tab after issue 16: the sort control orders the kanban's columns and the
// list (kept in the URL, the same after a reload; a moved card lands where the order puts
// it), cards show the e-mail or the phone and the lead score, and every field of the
// form's contact lists is found by its label. (Its own file: a sign-up more in
// clients.test.ts would run into the sign-up rate limit.)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '../../src/core/messages';
import { setUpBrowserJourney } from '../support/browser-journey';
import {
  clientCard as card,
  clientsJourney,
  columnNames,
  listNames,
} from '../support/clients-journey';

const journey = setUpBrowserJourney();

const { newSignedInPage, addThroughApi, storedClients } = clientsJourney(journey);

/** Long enough for a page load or a refetch on a busy machine (the default is 1 s). */
const SETTLED = { timeout: 15_000 };

/** The text of the option the sort control shows. */
function shownSort(page: Page) {
  return page
    .getByLabel('Sort by')
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
}

describe('clients tab order, cards and form labels', () => {
  it('orders the board and the list with the sort control, kept in the URL; cards show how to reach the client', async () => {
    const { context, page, errors, userId } = await newSignedInPage('clients-order');
    const longEmail = 'amy.with.a.really.long.address@an-extremely-long-domain-name.example.com';
    // Added one after another: the newest change comes first by default.
    await addThroughApi(context, {
      name: 'Mia Middle',
      estimatedValueCents: 300_00,
      leadScore: 72,
      emails: [{ address: 'mia@example.com' }],
      phones: [{ number: '+1 415 555 0101' }],
    });
    const zed = await addThroughApi(context, {
      name: 'Zed Last',
      estimatedValueCents: 900_00,
      leadScore: 10,
      phones: [{ number: '+1 415 555 2671' }],
    });
    await addThroughApi(context, {
      name: 'amy First',
      estimatedValueCents: 100_00,
      emails: [{ address: longEmail }],
    });
    await addThroughApi(context, {
      name: 'Bob Second',
      estimatedValueCents: 500_00,
      leadScore: 95,
    });
    await addThroughApi(context, {
      name: 'Ann Early',
      status: 'contacted',
      estimatedValueCents: 50_00,
    });
    await addThroughApi(context, {
      name: 'Yan Late',
      status: 'contacted',
      estimatedValueCents: 20_00,
    });
    // Zed was contacted last: that is the latest activity, though Bob was added later.
    const logged = await context.request.post(
      `${journey.server.url}/api/v1/clients/${zed.id}/interactions`,
      { data: { content: 'Called about the renewal' }, headers: { origin: journey.server.url } },
    );
    expect(logged.status()).toBe(201);

    await page.goto(`${journey.server.url}/dashboard?tab=clients`);
    const newLeads = columnNames(page, 'new_lead');
    await card(page, 'Mia Middle').waitFor();
    await expect
      .poll(newLeads, SETTLED)
      .toEqual(['Zed Last', 'Bob Second', 'amy First', 'Mia Middle']);
    expect(await shownSort(page)).toBe('Last activity (newest first)');

    // Cards: the e-mail, else the phone; the lead score when there is one.
    expect(await card(page, 'Mia Middle').getByTestId('card-contact').textContent()).toBe(
      'mia@example.com',
    );
    expect(await card(page, 'Zed Last').getByTestId('card-contact').textContent()).toBe(
      '+1 415 555 2671',
    );
    expect(await card(page, 'Mia Middle').getByTestId('card-score').textContent()).toBe('Score 72');
    expect(await card(page, 'amy First').getByTestId('card-score').count()).toBe(0);
    expect(await card(page, 'Bob Second').getByTestId('card-contact').count()).toBe(0);

    // Each choice reorders the cards, highest first where that means something.
    const sortBy = page.getByLabel('Sort by');
    await sortBy.selectOption('estimated_value');
    await expect
      .poll(newLeads, SETTLED)
      .toEqual(['Zed Last', 'Bob Second', 'Mia Middle', 'amy First']);
    await sortBy.selectOption('lead_score');
    // No score at all comes last.
    await expect
      .poll(newLeads, SETTLED)
      .toEqual(['Bob Second', 'Mia Middle', 'Zed Last', 'amy First']);
    await sortBy.selectOption('created_at');
    await expect
      .poll(newLeads, SETTLED)
      .toEqual(['Bob Second', 'amy First', 'Zed Last', 'Mia Middle']);
    await sortBy.selectOption('name');
    await expect
      .poll(newLeads, SETTLED)
      .toEqual(['amy First', 'Bob Second', 'Mia Middle', 'Zed Last']);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('name');

    // A moved card lands where the order puts it, not on top — at once, before the server
    // has answered (the answer is held back until then).
    await expect.poll(columnNames(page, 'contacted'), SETTLED).toEqual(['Ann Early', 'Yan Late']);
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/v1/clients/*/status', async (route) => {
      await held;
      await route.continue();
    });
    await card(page, 'Mia Middle').focus();
    for (const key of ['Space', 'ArrowRight', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(200);
    }
    await expect
      .poll(columnNames(page, 'contacted'), SETTLED)
      .toEqual(['Ann Early', 'Mia Middle', 'Yan Late']);
    expect(await newLeads()).toEqual(['amy First', 'Bob Second', 'Zed Last']);
    answer();
    await expect
      .poll(
        async () => (await storedClients(userId)).find((c) => c.name === 'Mia Middle')?.status,
        SETTLED,
      )
      .toBe('contacted');
    await page.unroute('**/api/v1/clients/*/status');
    await expect
      .poll(columnNames(page, 'contacted'), SETTLED)
      .toEqual(['Ann Early', 'Mia Middle', 'Yan Late']);

    // A reload keeps the order.
    await page.reload();
    await expect.poll(newLeads, SETTLED).toEqual(['amy First', 'Bob Second', 'Zed Last']);
    await expect
      .poll(columnNames(page, 'contacted'), SETTLED)
      .toEqual(['Ann Early', 'Mia Middle', 'Yan Late']);
    expect(await shownSort(page)).toBe('Name (A–Z)');

    // The list follows the same control, and its headers show up in it.
    await page.getByRole('button', { name: 'List' }).click();
    const rows = listNames(page);
    await expect
      .poll(rows, SETTLED)
      .toEqual(['amy First', 'Ann Early', 'Bob Second', 'Mia Middle', 'Yan Late', 'Zed Last']);
    await sortBy.selectOption('estimated_value');
    await expect
      .poll(rows, SETTLED)
      .toEqual(['Zed Last', 'Bob Second', 'Mia Middle', 'amy First', 'Ann Early', 'Yan Late']);
    await page.getByRole('button', { name: 'Value' }).click();
    await expect
      .poll(rows, SETTLED)
      .toEqual(['Yan Late', 'Ann Early', 'amy First', 'Mia Middle', 'Bob Second', 'Zed Last']);
    expect(await shownSort(page)).toBe('Value (lowest first)');

    // A reload of the list shows its rows before the summary (the tiles, and the counts
    // per status, slower under filters) has answered.
    let releaseSummary = () => {};
    const summaryHeld = new Promise<void>((resolve) => {
      releaseSummary = resolve;
    });
    await page.route('**/api/v1/clients/summary*', async (route) => {
      await summaryHeld;
      await route.continue();
    });
    await page.reload();
    await expect
      .poll(rows, SETTLED)
      .toEqual(['Yan Late', 'Ann Early', 'amy First', 'Mia Middle', 'Bob Second', 'Zed Last']);
    expect(await page.getByText(CLIENT_MESSAGES.loadingClients).count()).toBe(0);
    // Released, the route lets every summary through at once from here on.
    releaseSummary();
    await page.getByRole('button', { name: 'Kanban' }).click();
    await expect.poll(newLeads, SETTLED).toEqual(['amy First', 'Bob Second', 'Zed Last']);

    // On a phone a long e-mail is cut to the card, and kept whole in its tooltip.
    await page.setViewportSize({ width: 375, height: 800 });
    await sortBy.selectOption('last_activity');
    expect(new URL(page.url()).searchParams.get('sort')).toBeNull();
    const contact = card(page, 'amy First').getByTestId('card-contact');
    expect(await contact.getAttribute('title')).toBe(longEmail);
    expect(await contact.textContent()).toBe(longEmail);
    const fits = await card(page, 'amy First').evaluate((element) => ({
      cut: (() => {
        const text = element.querySelector('[data-testid="card-contact"]');
        return text ? text.scrollWidth > text.clientWidth : false;
      })(),
      inside: element.scrollWidth <= element.clientWidth,
    }));
    expect(fits).toEqual({ cut: true, inside: true });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('labels every field of an address, phone, e-mail and website and stores what is typed there', async () => {
    const { context, page, errors, userId } = await newSignedInPage('clients-labels');
    await page.goto(`${journey.server.url}/dashboard?tab=clients`);
    await page.getByRole('button', { name: CLIENT_MESSAGES.addFirstClient }).click();
    const form = page.getByRole('dialog', { name: 'Add Client' });
    await form.getByLabel('Name', { exact: true }).fill('Lena Labels');
    await form.getByRole('button', { name: 'Add address' }).click();
    await form.getByRole('button', { name: 'Add address' }).click();
    const addresses: [string, Record<string, string>][] = [
      [
        'Address 1',
        {
          'Line 1': '1 Market St',
          City: 'San Francisco',
          State: 'CA',
          'Postal code': '94103',
          Country: 'USA',
        },
      ],
      [
        'Address 2',
        {
          'Line 1': '10 Downing St',
          'Line 2': 'Floor 2',
          City: 'London',
          'Postal code': 'SW1A 2AA',
          Country: 'UK',
        },
      ],
    ];
    for (const [entry, fields] of addresses) {
      for (const [field, value] of Object.entries(fields)) {
        await form.getByLabel(`${entry} ${field}`).fill(value);
      }
    }
    await form.getByLabel('Address 2 Type').selectOption('billing');
    // The labels are on screen, not only for screen readers.
    const labels = form.locator('label', { hasText: 'Address 2' });
    expect(await labels.count()).toBe(7);
    expect(await labels.filter({ hasText: 'Postal code' }).isVisible()).toBe(true);

    await form.getByRole('button', { name: 'Add phone' }).click();
    await form.getByLabel('Phone 1 Number').fill('+1 415 555 2671');
    await form.getByLabel('Phone 1 Type').selectOption('work');
    await form.getByRole('button', { name: 'Add email' }).click();
    await form.getByLabel('Email 1 Address').fill('lena@example.com');
    await form.getByLabel('Email 1 Type').selectOption('personal');
    await form.getByRole('button', { name: 'Add website' }).click();
    await form.getByLabel('Website 1 URL').fill('https://lena.example');
    await form.getByLabel('Website 1 Label').fill('Portfolio');
    await form.getByRole('button', { name: 'Add Client', exact: true }).click();
    await form.waitFor({ state: 'hidden' });

    const [stored] = await storedClients(userId);
    const details = stored?.contactDetails as unknown as Record<string, Record<string, unknown>[]>;
    expect(
      details.addresses?.map((address) => [
        address.line1,
        address.line2 ?? null,
        address.city,
        address.postalCode ?? address.postal_code,
        address.type,
      ]),
    ).toEqual([
      ['1 Market St', null, 'San Francisco', '94103', 'office'],
      ['10 Downing St', 'Floor 2', 'London', 'SW1A 2AA', 'billing'],
    ]);
    expect(details.phones?.[0]).toMatchObject({ number: '+1 415 555 2671', type: 'work' });
    expect(details.emails?.[0]).toMatchObject({ address: 'lena@example.com', type: 'personal' });
    expect(stored?.websiteUrls).toEqual([
      expect.objectContaining({ url: 'https://lena.example', label: 'Portfolio' }),
    ]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
