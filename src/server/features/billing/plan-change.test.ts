// Switching Pro ↔ Business with a live subscription (decision 076) over real HTTP against
// the Stripe stand-in: the subscription's one item gets the new price and the seats, no
// second Checkout; the tier follows Stripe's answer, or its webhook when the change is
// pending; bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import {
  addMember,
  createOrganizationAs,
  errorOf,
} from '../../../../tests/support/organization-rows';
import {
  checkoutCompletedEvent,
  type FakeStripe,
  sendStripeEvent,
  startFakeStripe,
  stripeEnv,
  subscriptionUpdatedEvent,
} from '../../../../tests/support/stripe-server';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { PLAN_MESSAGES } from '../../../core/messages';

let server: TestServer;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer(stripeEnv(stripe));
}, 60_000);

afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

/** A user who bought `tier` through Checkout (the signed webhook stored the subscription). */
async function subscriber(prefix: string, tier: 'pro' | 'business'): Promise<ApiUser> {
  const user = await signUpApiUser(server, prefix);
  stripe.prices.set(`sub_${user.id}`, tier === 'pro' ? 1500 : 2500);
  stripe.tiers.set(`sub_${user.id}`, tier);
  const bought = await sendStripeEvent(
    server,
    checkoutCompletedEvent(`evt_buy_${user.id}`, user.id, tier),
  );
  expect(bought.status).toBe(200);
  return user;
}

async function stored(user: ApiUser) {
  const profile = await server.database.db
    .selectFrom('profiles')
    .select('tier')
    .where('userId', '=', user.id)
    .executeTakeFirstOrThrow();
  const customer = await server.database.db
    .selectFrom('billing_customers')
    .select(['subscriptionTier', 'quantity', 'stripeSubscriptionId'])
    .where('userId', '=', user.id)
    .executeTakeFirst();
  return { tier: profile.tier, ...customer };
}

function sentSince(index: number) {
  return stripe.requests.slice(index).map((request) => `${request.method} ${request.path}`);
}

describe('a plan switch with a live subscription', () => {
  it('Pro → Business updates the subscription’s price with the seats, no new Checkout; Business → Pro back to one seat', async () => {
    const owner = await subscriber('switch-up', 'pro');
    const org = await createOrganizationAs(owner);
    for (const prefix of ['switch-m1', 'switch-m2']) {
      await addMember(server, org.id, await signUpApiUser(server, prefix), 'Member');
    }
    const subscription = `sub_${owner.id}`;
    const before = stripe.requests.length;
    const answer = await owner.call('POST', '/billing/plan-change', { tier: 'business' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      kind: 'switched',
      tier: 'business',
      quantity: 3,
      monthlyCents: 7500,
      effective: true,
    });
    const sent = sentSince(before);
    expect(sent).not.toContain('POST /v1/checkout/sessions');
    expect(sent.at(-1)).toBe(`POST /v1/subscriptions/${subscription}`);
    expect(stripe.requests.at(-1)?.form).toMatchObject({
      'items[0][id]': `si_${subscription}`,
      'items[0][quantity]': '3',
      'items[0][price_data][unit_amount]': '2500',
      'items[0][price_data][currency]': 'usd',
      'items[0][price_data][product]': 'scale_business',
      'items[0][price_data][recurring][interval]': 'month',
      proration_behavior: 'create_prorations',
      'metadata[tier]': 'business',
    });
    expect(stripe.products.has('scale_business')).toBe(true);
    expect(await stored(owner)).toMatchObject({
      tier: 'business',
      subscriptionTier: 'business',
      quantity: 3,
      stripeSubscriptionId: subscription,
    });
    const plan = await owner.call('GET', '/billing/plan');
    expect(plan.body).toMatchObject({ tier: 'business', subscriptionTier: 'business', seats: 3 });
    // Stripe's webhook for the same change agrees and changes nothing.
    const confirmed = await sendStripeEvent(
      server,
      subscriptionUpdatedEvent(`evt_up_${owner.id}`, owner.id, 'business', { quantity: 3 }),
    );
    expect(confirmed.status).toBe(200);
    expect((await stored(owner)).tier).toBe('business');

    const down = stripe.requests.length;
    const back = await owner.call('POST', '/billing/plan-change', { tier: 'pro' });
    expect(back.body).toEqual({
      kind: 'switched',
      tier: 'pro',
      quantity: 1,
      monthlyCents: 1500,
      effective: true,
    });
    expect(sentSince(down)).not.toContain('POST /v1/checkout/sessions');
    expect(stripe.requests.at(-1)?.form).toMatchObject({
      'items[0][quantity]': '1',
      'items[0][price_data][unit_amount]': '1500',
      'items[0][price_data][product]': 'scale_pro',
      'metadata[tier]': 'pro',
    });
    // The members stay: the workspace is read-only for its team features (decision 064).
    expect(await stored(owner)).toMatchObject({
      tier: 'pro',
      subscriptionTier: 'pro',
      quantity: 1,
    });
    const detail = await owner.call('GET', `/organizations/${org.id}`);
    expect(detail.body).toMatchObject({ seats: 3, teamReadOnly: true });
  });

  it('a switch Stripe holds as pending takes effect when its webhook confirms it', async () => {
    const owner = await subscriber('switch-pending', 'pro');
    stripe.holdPriceChanges = true;
    try {
      const answer = await owner.call('POST', '/billing/plan-change', { tier: 'business' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        kind: 'switched',
        tier: 'business',
        quantity: 2,
        monthlyCents: 5000,
        effective: false,
      });
    } finally {
      stripe.holdPriceChanges = false;
    }
    expect(await stored(owner)).toMatchObject({ tier: 'pro', subscriptionTier: 'pro' });
    const event = subscriptionUpdatedEvent(`evt_pend_${owner.id}`, owner.id, 'business', {
      quantity: 2,
    });
    expect((await sendStripeEvent(server, event)).status).toBe(200);
    expect(await stored(owner)).toMatchObject({
      tier: 'business',
      subscriptionTier: 'business',
      quantity: 2,
    });
  });
});

describe('a plan switch refuses what it cannot do', () => {
  it('refuses an unknown plan and the current one, sending Stripe nothing', async () => {
    const owner = await subscriber('switch-bad', 'pro');
    const before = stripe.requests.length;
    for (const tier of ['enterprise', 'free', '', 42, null, '<script>alert(1)</script>']) {
      const answer = await owner.call('POST', '/billing/plan-change', { tier });
      expect(answer.status).toBe(400);
    }
    expect((await owner.call('POST', '/billing/plan-change', {})).status).toBe(400);
    const same = await owner.call('POST', '/billing/plan-change', { tier: 'pro' });
    expect(same.status).toBe(409);
    expect(errorOf(same).message).toBe(PLAN_MESSAGES.alreadyOnPlan('Pro'));
    expect(sentSince(before)).toEqual([]);
    expect(await stored(owner)).toMatchObject({ tier: 'pro', subscriptionTier: 'pro' });
    // A second Checkout beside the live subscription would bill twice.
    const checkout = await owner.call('POST', '/billing/checkout', { tier: 'business' });
    expect(checkout.status).toBe(409);
    expect(errorOf(checkout).message).toBe(PLAN_MESSAGES.subscriptionExists);
    expect(sentSince(before)).toEqual([]);
  });

  it('without a subscription it opens Checkout, as before', async () => {
    const user = await signUpApiUser(server, 'switch-none');
    const before = stripe.requests.length;
    const answer = await user.call('POST', '/billing/plan-change', { tier: 'business' });
    expect(answer.status).toBe(200);
    expect(answer.body.kind).toBe('checkout');
    expect(answer.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/);
    expect(sentSince(before)).toEqual(['POST /v1/customers', 'POST /v1/checkout/sessions']);
    expect((await stored(user)).tier).toBe('free');
  });

  it('a team member changes only their own plan, never the owner’s subscription', async () => {
    const owner = await subscriber('switch-owner', 'business');
    const org = await createOrganizationAs(owner);
    const member = await signUpApiUser(server, 'switch-member');
    await addMember(server, org.id, member, 'Admin');
    const before = stripe.requests.length;
    const answer = await member.call(
      'POST',
      '/billing/plan-change',
      { tier: 'pro' },
      { 'x-workspace-id': org.id },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.kind).toBe('checkout');
    expect(sentSince(before)).not.toContain(`POST /v1/subscriptions/sub_${owner.id}`);
    expect(await stored(owner)).toMatchObject({ tier: 'business', subscriptionTier: 'business' });
    const signedOut = await fetch(`${server.url}/api/v1/billing/plan-change`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ tier: 'pro' }),
    });
    expect(signedOut.status).toBe(401);
  });
});
