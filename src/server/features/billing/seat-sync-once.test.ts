// The seat-quantity sync across processes (decision 076): two app instances on one
// database both hear every organization change, and Stripe still gets one quantity
// update per change — the instance holding the lease sends it, the other steps aside.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpApiUser } from '../../../../tests/support/api-user';
import { eventually } from '../../../../tests/support/eventually';
import { createOrganizationAs, systemRoleIdOf } from '../../../../tests/support/organization-rows';
import {
  checkoutCompletedEvent,
  type FakeStripe,
  sendStripeEvent,
  startFakeStripe,
  stripeEnv,
} from '../../../../tests/support/stripe-server';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { type RunningServer, startServer } from '../../server';

let first: TestServer;
let second: RunningServer;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
  first = await startTestServer(stripeEnv(stripe));
  second = await startServer({ ...first.deps.config, port: 0 }, { database: first.database });
}, 60_000);

afterAll(async () => {
  await second?.close();
  await first?.close();
  await stripe?.close();
});

it('two app instances on one database send one Stripe update per seat change', async () => {
  const owner = await signUpApiUser(first, 'seat-once');
  const subscription = `sub_once_${owner.id}`;
  stripe.quantities.set(subscription, 2);
  const bought = await sendStripeEvent(
    first,
    checkoutCompletedEvent(`evt_once_${owner.id}`, owner.id, 'business', { subscription }),
  );
  expect(bought.status).toBe(200);
  await first.database.db
    .updateTable('billing_customers')
    .set({ quantity: 2 })
    .where('userId', '=', owner.id)
    .execute();
  const org = await createOrganizationAs(owner);
  const roleId = await systemRoleIdOf(first, 'Member');
  const updates = () =>
    stripe.requests.filter(
      (request) =>
        request.method === 'POST' && request.path === `/v1/subscriptions/${subscription}`,
    );

  // Each change is an invitation heard by both instances: seats 2 (the billed minimum,
  // nothing to send), then 3, then 4.
  const emails = ['once-a@example.com', 'once-b@example.com', 'once-c@example.com'];
  for (const [index, email] of emails.entries()) {
    const invited = await owner.call('POST', `/organizations/${org.id}/invitations`, {
      email,
      roleId,
    });
    expect(invited.status).toBe(201);
    const quantity = index + 2;
    expect(
      await eventually(
        async () => stripe.quantities.get(subscription),
        (value) => value === quantity,
      ),
    ).toBe(quantity);
    // Both instances have heard the change, and whatever they started has ended.
    await Promise.all([first.deps.events.settled(), second.deps.events.settled()]);
    await eventually(
      async () =>
        first.database.db
          .selectFrom('billing_customers')
          .select(['quantity', 'seatSyncLeaseToken'])
          .where('userId', '=', owner.id)
          .executeTakeFirstOrThrow(),
      (row) => row.quantity === quantity && row.seatSyncLeaseToken === null,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(updates().map((request) => request.form['items[0][quantity]'])).toEqual(
      ['3', '4'].slice(0, index),
    );
  }
}, 60_000);
