// POST /billing/plan-change (decision 076): Pro ↔ Business. With a live subscription its
// one item gets the new plan's price (inline, on the plan's product) and quantity — 1 on
// Pro, the owner's seats on Business — with prorations, as Stripe's docs describe for
// upgrades and downgrades, and the subscription's metadata names the new tier so every
// later webhook agrees. The tier moves at once when Stripe's answer shows the new price
// in force; otherwise (a pending update) the customer.subscription.updated webhook moves
// it. Without a live subscription this is a Checkout, as before.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type Stripe from 'stripe';
import type { PaidTier, PlanChangeAnswer } from '../../../core/billing';
import { PLAN_MESSAGES } from '../../../core/messages';
import { billedQuantity, PLANS } from '../../../core/plans';
import type { Config, StripeConfig } from '../../config';
import type { DB } from '../../db/types';
import { HttpError } from '../../http/errors';
import type { SessionUser } from '../../http/types';
import { seatsOwnedBy } from '../organizations/public';
import { findBillingCustomer, liveSubscriptionOf } from './billing-customer';
import { ensurePlanProduct } from './plan-product';
import { LIVE_STATUSES, setTier } from './plan-tier';
import { startCheckout } from './start-checkout';
import { stripeClient } from './stripe-client';

export async function changePlan(
  db: Kysely<DB>,
  config: Config,
  stripeConfig: StripeConfig,
  user: SessionUser,
  tier: PaidTier,
): Promise<PlanChangeAnswer> {
  const live = liveSubscriptionOf(await findBillingCustomer(db, user.id));
  if (!live) {
    const { url } = await startCheckout(db, config, stripeConfig, user, tier);
    return { kind: 'checkout', url };
  }
  const plan = PLANS[tier];
  if (live.tier === tier) throw new HttpError('conflict', PLAN_MESSAGES.alreadyOnPlan(plan.name));
  const quantity = billedQuantity(tier, await seatsOwnedBy(db, user.id));
  const updated = await switchSubscriptionPrice(stripeClient(stripeConfig), {
    subscriptionId: live.subscriptionId,
    userId: user.id,
    tier,
    quantity,
  });
  const item = updated.items.data[0];
  const effective =
    LIVE_STATUSES.has(updated.status) &&
    !updated.pending_update &&
    item?.price?.unit_amount === plan.priceCents &&
    updated.metadata?.tier === tier;
  // Pending, Stripe's answer still shows the old item: the answer says what was asked.
  const billed = effective ? (item?.quantity ?? quantity) : quantity;
  if (effective) {
    await db.transaction().execute(async (trx) => {
      // Only if this is still the subscription on file (a webhook may have replaced it).
      const stored = await trx
        .updateTable('billing_customers')
        .set({
          subscriptionTier: tier,
          subscriptionStatus: updated.status,
          quantity: billed,
          // Our own switch is the newest state: an event Stripe created before it is stale
          // (whole seconds, as Stripe stamps its events: its echo of this switch still applies).
          stripeStateAt: sql`date_trunc('second', now())`,
          updatedAt: sql`now()`,
        })
        .where('userId', '=', user.id)
        .where('stripeSubscriptionId', '=', live.subscriptionId)
        .returning('userId')
        .executeTakeFirst();
      if (stored) await setTier(trx, user.id, tier);
    });
  }
  return {
    kind: 'switched',
    tier,
    quantity: billed,
    monthlyCents: plan.priceCents * billed,
    effective,
  };
}

async function switchSubscriptionPrice(
  stripe: Stripe,
  change: { subscriptionId: string; userId: string; tier: PaidTier; quantity: number },
): Promise<Stripe.Subscription> {
  try {
    const product = await ensurePlanProduct(stripe, change.tier);
    const current = await stripe.subscriptions.retrieve(change.subscriptionId);
    const item = current.items.data[0];
    if (!item) throw new Error('The subscription has no item to switch');
    return await stripe.subscriptions.update(change.subscriptionId, {
      items: [
        {
          id: item.id,
          quantity: change.quantity,
          price_data: {
            currency: 'usd',
            product,
            unit_amount: PLANS[change.tier].priceCents,
            recurring: { interval: 'month' },
          },
        },
      ],
      proration_behavior: 'create_prorations',
      metadata: { userId: change.userId, tier: change.tier },
    });
  } catch (error) {
    console.warn('Switching the Stripe subscription failed:', (error as Error).message);
    throw new HttpError('bad_gateway', PLAN_MESSAGES.switchFailed);
  }
}
