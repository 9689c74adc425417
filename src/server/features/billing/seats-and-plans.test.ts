// Seats and plans (issue 22) over real HTTP: a second member needs a Business owner, seats
// count members and pending invitations, a downgrade keeps everything but pauses new
// seats, and plans bought through Stripe — checkout, a signed webhook, replays, seat sync.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import { eventually } from '../../../../tests/support/eventually';
import {
  addMember,
  createOrganizationAs,
  errorOf,
  setPlanTier,
  systemRoleIdOf,
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
import type { OrganizationDetail } from '../../../core/organizations';

let plain: TestServer;
let billed: TestServer;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
  [plain, billed] = await Promise.all([startTestServer(), startTestServer(stripeEnv(stripe))]);
}, 180_000);

afterAll(async () => {
  await Promise.all([plain?.close(), billed?.close()]);
  await stripe?.close();
});

async function invite(server: TestServer, inviter: ApiUser, orgId: string, email: string) {
  return inviter.call('POST', `/organizations/${orgId}/invitations`, {
    email,
    roleId: await systemRoleIdOf(server, 'Member'),
  });
}

async function detail(user: ApiUser, orgId: string): Promise<OrganizationDetail> {
  const answer = await user.call('GET', `/organizations/${orgId}`);
  expect(answer.status).toBe(200);
  return answer.body as OrganizationDetail;
}

async function tierOf(server: TestServer, user: ApiUser): Promise<string> {
  const row = await server.database.db
    .selectFrom('profiles')
    .select('tier')
    .where('userId', '=', user.id)
    .executeTakeFirstOrThrow();
  return row.tier;
}

describe('seats (spec §9 "2+ users")', () => {
  it('refuses a Free or Pro owner’s second member with the message naming Business, storing and mailing nothing', async () => {
    const owner = await signUpApiUser(plain, 'seat-free');
    const org = await createOrganizationAs(owner);
    for (const tier of ['free', 'pro'] as const) {
      await setPlanTier(plain, owner, tier);
      const answer = await invite(plain, owner, org.id, `second-${tier}@example.com`);
      expect(answer.status).toBe(403);
      expect(errorOf(answer).message).toBe(PLAN_MESSAGES.secondMemberNeedsBusiness);
      expect(errorOf(answer).message).toContain('Business');
    }
    const stored = await plain.database.db
      .selectFrom('organization_invitations')
      .select('id')
      .where('organizationId', '=', org.id)
      .execute();
    expect(stored).toEqual([]);
    const mails = await plain.database.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('toAddress', 'like', 'second-%@example.com')
      .execute();
    expect(mails).toEqual([]);
    expect((await detail(owner, org.id)).seats).toBe(1);
  });

  it('tells an admin that the owner must upgrade', async () => {
    const owner = await signUpApiUser(plain, 'seat-owner');
    const admin = await signUpApiUser(plain, 'seat-admin');
    const org = await createOrganizationAs(owner);
    await addMember(plain, org.id, admin, 'Admin');
    const answer = await invite(plain, admin, org.id, 'third@example.com');
    expect(answer.status).toBe(403);
    expect(errorOf(answer).message).toBe(PLAN_MESSAGES.secondMemberNeedsOwnersBusiness);
  });

  it('counts active members plus pending invitations as seats for a Business owner', async () => {
    const owner = await signUpApiUser(plain, 'seat-biz');
    await setPlanTier(plain, owner, 'business');
    const org = await createOrganizationAs(owner);
    expect((await detail(owner, org.id)).seats).toBe(1);
    const first = await invite(plain, owner, org.id, 'seat-a@example.com');
    expect(first.status).toBe(201);
    expect((await invite(plain, owner, org.id, 'seat-b@example.com')).status).toBe(201);
    expect((await detail(owner, org.id)).seats).toBe(3);
    // Re-inviting the same address is the same seat.
    expect((await invite(plain, owner, org.id, 'seat-a@example.com')).status).toBe(201);
    expect((await detail(owner, org.id)).seats).toBe(3);
    const revoked = await owner.call(
      'DELETE',
      `/organizations/${org.id}/invitations/${first.body.id}`,
    );
    expect(revoked.status).toBe(204);
    const after = await detail(owner, org.id);
    expect(after).toMatchObject({ seats: 2, ownerTier: 'business', teamReadOnly: false });
    const plan = await owner.call('GET', '/billing/plan');
    expect(plan.body.seats).toBe(2);
  });

  it('a downgrade deletes nobody: the workspace turns team read-only and says why', async () => {
    const owner = await signUpApiUser(plain, 'seat-down');
    const member = await signUpApiUser(plain, 'seat-down-m');
    await setPlanTier(plain, owner, 'business');
    const org = await createOrganizationAs(owner);
    await addMember(plain, org.id, member, 'Member');
    expect((await invite(plain, owner, org.id, 'seat-pending@example.com')).status).toBe(201);
    await setPlanTier(plain, owner, 'pro');

    expect(await detail(owner, org.id)).toMatchObject({
      seats: 3,
      ownerTier: 'pro',
      teamReadOnly: true,
    });
    // The member still works in the workspace and sees the same flag.
    expect((await detail(member, org.id)).teamReadOnly).toBe(true);
    const members = await owner.call('GET', `/organizations/${org.id}/members`);
    expect(members.status).toBe(200);
    expect(members.body.members).toHaveLength(2);
    expect(members.body.invitations).toHaveLength(1);
    const refused = await invite(plain, owner, org.id, 'seat-new@example.com');
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe(PLAN_MESSAGES.secondMemberNeedsBusiness);
    expect(PLAN_MESSAGES.readOnlyTeamBanner('Pro')).toContain('nothing was deleted');
  });
});

describe('the plan page without Stripe keys', () => {
  it('shows usage against every §9 limit and the administrator’s command', async () => {
    const user = await signUpApiUser(plain, 'plan-admin');
    const answer = await user.call('GET', '/billing/plan');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      tier: 'free',
      seats: 1,
      billingEnabled: false,
      hasBillingAccount: false,
      adminCommand: `npm run admin -- tier ${user.email} business`,
    });
    expect(answer.body.usage).toEqual([
      { resource: 'clients', used: 0, limit: 50 },
      { resource: 'templates', used: expect.any(Number), limit: 3 },
      { resource: 'trackingLinks', used: 0, limit: 5 },
      { resource: 'documents', used: 0, limit: 1 },
      { resource: 'projects', used: 0, limit: 1 },
      { resource: 'membersPerProject', used: 0, limit: 2 },
      { resource: 'documentsPerProject', used: 0, limit: 5 },
    ]);
    const checkout = await user.call('POST', '/billing/checkout', { tier: 'pro' });
    expect(checkout.status).toBe(409);
    expect(errorOf(checkout).message).toBe(PLAN_MESSAGES.billingNotConfigured);
    // The webhook does not exist without a secret to check it with.
    expect(
      (await sendStripeEvent(plain, checkoutCompletedEvent('evt_x', user.id, 'pro'))).status,
    ).toBe(404);
  });

  it('refuses checkout signed out and with a wrong tier', async () => {
    const user = await signUpApiUser(plain, 'plan-bad');
    for (const tier of ['free', 'enterprise', '', 42]) {
      expect((await user.call('POST', '/billing/checkout', { tier })).status).toBe(400);
    }
    const signedOut = await fetch(`${plain.url}/api/v1/billing/plan`);
    expect(signedOut.status).toBe(401);
  });
});

describe('plans through Stripe', () => {
  it('opens Checkout for Business with one line per seat, at the §9 price', async () => {
    const owner = await signUpApiUser(billed, 'stripe-checkout');
    await setPlanTier(billed, owner, 'business');
    const org = await createOrganizationAs(owner);
    for (const email of ['co-a@example.com', 'co-b@example.com']) {
      expect((await invite(billed, owner, org.id, email)).status).toBe(201);
    }
    await setPlanTier(billed, owner, 'pro');
    const before = stripe.requests.length;
    const answer = await owner.call('POST', '/billing/checkout', { tier: 'business' });
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/);
    const made = stripe.requests.slice(before);
    expect(made.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/checkout/sessions',
    ]);
    const session = made[1]?.form ?? {};
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: owner.id,
      'line_items[0][quantity]': '3',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][recurring][interval]': 'month',
      'metadata[tier]': 'business',
      'subscription_data[metadata][userId]': owner.id,
    });
    expect(session.success_url).toBe(`${billed.url}/settings/plan?checkout=success`);

    // A second checkout reuses the one customer; Pro is one seat.
    await setPlanTier(billed, owner, 'free');
    const again = stripe.requests.length;
    expect((await owner.call('POST', '/billing/checkout', { tier: 'pro' })).status).toBe(200);
    const second = stripe.requests.slice(again);
    expect(second.map((request) => request.path)).toEqual(['/v1/checkout/sessions']);
    expect(second[0]?.form['line_items[0][quantity]']).toBe('1');
    expect(second[0]?.form['line_items[0][price_data][unit_amount]']).toBe('1500');
  });

  it('refuses checkout for the plan one is already on', async () => {
    const user = await signUpApiUser(billed, 'stripe-same');
    await setPlanTier(billed, user, 'pro');
    const answer = await user.call('POST', '/billing/checkout', { tier: 'pro' });
    expect(answer.status).toBe(409);
    expect(errorOf(answer).message).toBe(PLAN_MESSAGES.alreadyOnPlan('Pro'));
  });

  it('a webhook with a bad or missing signature changes nothing', async () => {
    const user = await signUpApiUser(billed, 'stripe-bad');
    const event = checkoutCompletedEvent('evt_bad_1', user.id, 'business');
    const wrong = await sendStripeEvent(billed, event, { secret: 'whsec_not_ours' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(PLAN_MESSAGES.webhookSignatureInvalid);
    const stale = await sendStripeEvent(billed, event, {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(stale.status).toBe(400);
    const unsigned = await fetch(`${billed.url}/api/v1/billing/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect(await tierOf(billed, user)).toBe('free');
    const stored = await billed.database.db
      .selectFrom('stripe_events')
      .select('id')
      .where('id', '=', 'evt_bad_1')
      .execute();
    expect(stored).toEqual([]);
  });

  it('a signed checkout event sets the tier once; a replay changes nothing; cancelling returns to Free', async () => {
    const user = await signUpApiUser(billed, 'stripe-good');
    const event = checkoutCompletedEvent(`evt_good_${user.id}`, user.id, 'business');
    const first = await sendStripeEvent(billed, event);
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await tierOf(billed, user)).toBe('business');
    const account = await user.call('GET', '/billing/plan');
    expect(account.body).toMatchObject({ tier: 'business', hasBillingAccount: true });

    // The administrator moves them; the same event delivered again must not undo that.
    await setPlanTier(billed, user, 'pro');
    const replay = await sendStripeEvent(billed, event);
    expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await tierOf(billed, user)).toBe('pro');

    const deleted = await sendStripeEvent(billed, {
      id: `evt_del_${user.id}`,
      type: 'customer.subscription.deleted',
      data: {
        object: {
          id: `sub_${user.id}`,
          object: 'subscription',
          customer: `cus_${user.id}`,
          status: 'canceled',
          metadata: { userId: user.id, tier: 'business' },
          items: { object: 'list', data: [] },
        },
      },
    });
    expect(deleted.status).toBe(200);
    expect(await tierOf(billed, user)).toBe('free');
  });

  it('an event Stripe delivers late changes nothing: an old update cannot undo a newer one or revive a deleted subscription', async () => {
    const user = await signUpApiUser(billed, 'stripe-order');
    const now = Math.floor(Date.now() / 1000);
    const at = (event: Record<string, unknown>, created: number) => ({ ...event, created });
    const bought = await sendStripeEvent(
      billed,
      at(checkoutCompletedEvent(`evt_order_buy_${user.id}`, user.id, 'pro'), now - 300),
    );
    expect(bought.status).toBe(200);
    const upgraded = await sendStripeEvent(
      billed,
      at(subscriptionUpdatedEvent(`evt_order_up_${user.id}`, user.id, 'business'), now - 60),
    );
    expect(upgraded.status).toBe(200);
    expect(await tierOf(billed, user)).toBe('business');

    // The update to Pro happened before the upgrade but arrives after it: received, ignored.
    const late = await sendStripeEvent(
      billed,
      at(subscriptionUpdatedEvent(`evt_order_late_${user.id}`, user.id, 'pro'), now - 120),
    );
    expect(late).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await tierOf(billed, user)).toBe('business');

    const cancel = (id: string, created: number) =>
      sendStripeEvent(billed, {
        id,
        created,
        type: 'customer.subscription.deleted',
        data: {
          object: {
            id: `sub_${user.id}`,
            object: 'subscription',
            customer: `cus_${user.id}`,
            status: 'canceled',
            metadata: { userId: user.id, tier: 'business' },
            items: { object: 'list', data: [] },
          },
        },
      });
    expect((await cancel(`evt_order_del_${user.id}`, now)).status).toBe(200);
    expect(await tierOf(billed, user)).toBe('free');
    // An update made before the cancellation, delivered after it, brings nothing back.
    const revived = await sendStripeEvent(
      billed,
      at(subscriptionUpdatedEvent(`evt_order_old_${user.id}`, user.id, 'business'), now - 30),
    );
    expect(revived.status).toBe(200);
    expect(await tierOf(billed, user)).toBe('free');
    const row = await billed.database.db
      .selectFrom('billing_customers')
      .select(['subscriptionTier', 'subscriptionStatus'])
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ subscriptionTier: null, subscriptionStatus: 'canceled' });
  });

  it('an upgrade by webhook lifts the seat limit, and seat changes update the subscription quantity', async () => {
    const owner = await signUpApiUser(billed, 'stripe-seats');
    const org = await createOrganizationAs(owner);
    expect((await invite(billed, owner, org.id, 'sync-a@example.com')).status).toBe(403);

    const subscription = `sub_seats_${owner.id}`;
    stripe.quantities.set(subscription, 2);
    const upgraded = await sendStripeEvent(
      billed,
      checkoutCompletedEvent(`evt_seats_${owner.id}`, owner.id, 'business', { subscription }),
    );
    expect(upgraded.status).toBe(200);
    await billed.database.db
      .updateTable('billing_customers')
      .set({ quantity: 2 })
      .where('userId', '=', owner.id)
      .execute();

    const before = stripe.requests.length;
    for (const email of ['sync-a@example.com', 'sync-b@example.com']) {
      expect((await invite(billed, owner, org.id, email)).status).toBe(201);
    }
    const updates = await eventually(
      async () => stripe.quantities.get(subscription),
      (quantity) => quantity === 3,
    );
    expect(updates).toBe(3);
    const sent = stripe.requests
      .slice(before)
      .filter(
        (request) =>
          request.method === 'POST' && request.path === `/v1/subscriptions/${subscription}`,
      );
    expect(sent.at(-1)?.form['items[0][quantity]']).toBe('3');
  });

  it('opens the billing portal for a customer, and refuses one without', async () => {
    const none = await signUpApiUser(billed, 'portal-none');
    const refused = await none.call('POST', '/billing/portal');
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toBe(PLAN_MESSAGES.noBillingAccount);
    const buyer = await signUpApiUser(billed, 'portal-buyer');
    await sendStripeEvent(
      billed,
      checkoutCompletedEvent(`evt_portal_${buyer.id}`, buyer.id, 'pro'),
    );
    const portal = await buyer.call('POST', '/billing/portal');
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/session\//);
    const request = stripe.requests.findLast(
      (entry) => entry.path === '/v1/billing_portal/sessions',
    );
    expect(request?.form).toMatchObject({
      customer: `cus_${buyer.id}`,
      return_url: `${billed.url}/settings/plan`,
    });
  });
});
