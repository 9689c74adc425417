// Seats and plans in chromium (issue 22): a Free owner's second invitation is refused
// with the message naming Business and a way to the plan page; a signed Stripe webhook
// upgrades them, and the same invitation then goes out.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ORG_MESSAGES, PLAN_MESSAGES } from '../../src/core/messages';
import { type ApiUser, signUpApiUser } from '../support/api-user';
import { openPage } from '../support/browser';
import { setUpMailJourney } from '../support/mail-journey';
import { createOrganizationAs } from '../support/organization-rows';
import {
  checkoutCompletedEvent,
  STRIPE_TEST_SECRET,
  STRIPE_TEST_WEBHOOK_SECRET,
  sendStripeEvent,
} from '../support/stripe-server';

// No Stripe API call happens in this journey (the webhook only needs its secret); the
// API base points at a closed port so nothing can reach the real Stripe.
const journey = setUpMailJourney({
  STRIPE_SECRET_KEY: STRIPE_TEST_SECRET,
  STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
  STRIPE_API_BASE: 'http://127.0.0.1:9',
});

async function browserAs(browser: Browser, user: ApiUser, organizationId: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(
    user.cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), url: journey.server.url };
    }),
  );
  await context.addInitScript(([key, id]) => localStorage.setItem(key, id), [
    `scale.currentOrganization.${user.id}`,
    organizationId,
  ] as const);
  return context;
}

describe('seats and plans', () => {
  it('refuses a Free owner’s second invitation, and a Stripe webhook upgrade lifts the limit', async () => {
    const { server } = journey;
    const owner = await signUpApiUser(server, 'journey-seats');
    const organization = await createOrganizationAs(owner, { name: 'Solo Studio' });
    const context = await browserAs(journey.browser, owner, organization.id);
    const { page, errors } = await openPage(context);
    const inviteeEmail = `journey-second-${Date.now()}@example.com`;

    await page.goto(`${server.url}/settings/organization`);
    await page.getByTestId('organization-seats').getByText('1 seat').waitFor();

    await page.goto(`${server.url}/organizations?tab=members`);
    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a member' });
    await dialog.getByLabel('Email').fill(inviteeEmail);
    await dialog.getByLabel('Role').selectOption({ label: 'Member' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText(PLAN_MESSAGES.secondMemberNeedsBusiness).waitFor();
    const upsell = dialog.getByRole('link', { name: PLAN_MESSAGES.upgradeLink });
    expect(await upsell.getAttribute('href')).toBe('/settings/plan?choose=business');
    const stored = await server.database.db
      .selectFrom('organization_invitations')
      .select('id')
      .where('email', '=', inviteeEmail)
      .execute();
    expect(stored).toEqual([]);

    // Stripe confirms the Business checkout: the webhook sets the tier.
    const upgraded = await sendStripeEvent(
      server,
      checkoutCompletedEvent(`evt_journey_${owner.id}`, owner.id, 'business'),
    );
    expect(upgraded.status).toBe(200);

    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(ORG_MESSAGES.invitationSent(inviteeEmail)).waitFor();
    await page.getByRole('list', { name: 'Pending invitations' }).getByText(inviteeEmail).waitFor();

    await page.goto(`${server.url}/settings/plan`);
    await page
      .getByTestId('current-plan')
      .getByText(PLAN_MESSAGES.currentPlan('Business'))
      .waitFor();
    await page.getByText(PLAN_MESSAGES.seatsLabel(2)).first().waitFor();
    await page.getByRole('button', { name: PLAN_MESSAGES.manageBilling }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
