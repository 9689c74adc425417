// Seats and plans in chromium (issue 22): a Free owner's second invitation is refused
// with the message naming Business and a way to the plan page; a signed Stripe webhook
// upgrades them, and the same invitation then goes out. A Pro subscriber switches to
// Business from the plan page: the subscription changes in place (decision 076).
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ORG_MESSAGES, PLAN_MESSAGES } from '../../src/core/messages';
import { seatsLine } from '../../src/core/plans';
import { type ApiUser, signUpApiUser } from '../support/api-user';
import { expectNoHorizontalOverflow } from '../support/axe';
import { openPage } from '../support/browser';
import { setUpMailJourney } from '../support/mail-journey';
import { createOrganizationAs } from '../support/organization-rows';
import {
  checkoutCompletedEvent,
  sendStripeEvent,
  startFakeStripe,
  stripeEnv,
} from '../support/stripe-server';

// Stripe's API is the tests' recording server (nothing can reach the real Stripe); the
// webhook is signed with the test secret.
const stripe = await startFakeStripe();
afterAll(() => stripe.close());
const journey = setUpMailJourney(stripeEnv(stripe));

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

  it('switches a Pro subscription to Business in place from the plan page, on a phone', async () => {
    const { server } = journey;
    const owner = await signUpApiUser(server, 'journey-switch');
    const subscription = `sub_${owner.id}`;
    stripe.prices.set(subscription, 1500);
    stripe.tiers.set(subscription, 'pro');
    const bought = await sendStripeEvent(
      server,
      checkoutCompletedEvent(`evt_switch_${owner.id}`, owner.id, 'pro'),
    );
    expect(bought.status).toBe(200);

    const context = await journey.browser.newContext({ viewport: { width: 375, height: 800 } });
    await context.addCookies(
      owner.cookie.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return { name, value: value.join('='), url: server.url };
      }),
    );
    const { page, errors } = await openPage(context);
    await page.goto(`${server.url}/settings/plan`);
    const current = page.getByTestId('current-plan');
    await current.getByText(PLAN_MESSAGES.currentPlan('Pro')).waitFor();
    await page.getByText(PLAN_MESSAGES.switchHint).waitFor();
    const before = stripe.requests.length;
    // By keyboard, as on any other button.
    await page.getByRole('button', { name: PLAN_MESSAGES.switchTo('Business') }).focus();
    await page.keyboard.press('Enter');
    await page
      .getByTestId('plan-switched')
      // Business is billed for at least its two users (spec §9: "2+ users").
      .getByText(PLAN_MESSAGES.switched('Business', '$50'))
      .waitFor();
    await current.getByText(PLAN_MESSAGES.currentPlan('Business')).waitFor();
    // The one seat says it is billed as two, before the invoice does.
    await page.getByText(seatsLine('business', 1)).waitFor();
    // The same subscription got the new price, and no second Checkout was opened.
    const sent = stripe.requests.slice(before);
    expect(sent.map((request) => `${request.method} ${request.path}`)).not.toContain(
      'POST /v1/checkout/sessions',
    );
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/subscriptions/${subscription}`,
      form: expect.objectContaining({
        'items[0][price_data][unit_amount]': '2500',
        'items[0][quantity]': '2',
      }),
    });
    const profile = await server.database.db
      .selectFrom('profiles')
      .select('tier')
      .where('userId', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(profile.tier).toBe('business');
    await expectNoHorizontalOverflow(page, 'the plan page');
    expect(errors).toEqual([]);
    await context.close();
  });
});
