// POST /billing/stripe-webhook (decision 065): Stripe tells us a subscription started,
// changed or ended, and the user's tier follows. The signature is checked over the raw
// body before anything is read; each event id is stored in the same transaction as its
// effect, so a re-delivered or replayed event changes nothing (and one too old fails the
// signature's 5-minute tolerance). Stripe sends events in no set order: a subscription
// event created before the one that last set the billing row is stale and changes
// nothing (decision 082).
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type Stripe from 'stripe';
import { PAID_TIERS, type PaidTier, type StripeEventOutcome } from '../../../core/billing';
import { PLAN_MESSAGES } from '../../../core/messages';
import type { PlanTier } from '../../../core/plans';
import type { StripeConfig } from '../../config';
import type { DB } from '../../db/types';
import { badRequest } from '../../http/errors';
import { LIVE_STATUSES, setTier } from './plan-tier';
import { stripeClient } from './stripe-client';

export type { StripeEventOutcome };

export async function receiveStripeEvent(
  db: Kysely<DB>,
  stripeConfig: StripeConfig,
  rawBody: string,
  signature: string | undefined,
): Promise<StripeEventOutcome> {
  const stripe = stripeClient(stripeConfig);
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('no signature');
    event = stripe.webhooks.constructEvent(rawBody, signature, stripeConfig.webhookSecret);
  } catch {
    throw badRequest(PLAN_MESSAGES.webhookSignatureInvalid);
  }
  const replaced: string[] = [];
  const outcome = await db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('stripe_events')
      .values({ id: event.id, type: event.type })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!fresh) return { received: true as const, duplicate: true };
    const old = await apply(trx, event);
    if (old) replaced.push(old);
    return { received: true as const, duplicate: false };
  });
  // A paid-for new plan replaces the old subscription: Stripe stops charging it.
  for (const subscriptionId of replaced) {
    try {
      await stripe.subscriptions.cancel(subscriptionId, { prorate: true });
    } catch (error) {
      console.warn('Cancelling a replaced Stripe subscription failed:', (error as Error).message);
    }
  }
  return outcome;
}

/** Applies one event; answers the id of a subscription the event replaced, if any. */
async function apply(trx: Kysely<DB>, event: Stripe.Event): Promise<string | null> {
  // Stripe's `created` is in whole seconds; an event without one is taken as made now.
  const createdAt = Number.isFinite(event.created) ? new Date(event.created * 1000) : new Date();
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(trx, event.data.object, createdAt);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await subscriptionChanged(trx, event.data.object, event.type, createdAt);
      return null;
    default:
      // Other events (invoices, payment methods) do not move the tier.
      return null;
  }
}

function paidTierOf(value: unknown): PaidTier | null {
  return (PAID_TIERS as readonly unknown[]).includes(value) ? (value as PaidTier) : null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

async function checkoutCompleted(
  trx: Kysely<DB>,
  session: Stripe.Checkout.Session,
  createdAt: Date,
): Promise<string | null> {
  if (session.mode !== 'subscription') return null;
  const userId = session.client_reference_id ?? session.metadata?.userId ?? null;
  const tier = paidTierOf(session.metadata?.tier);
  const customerId = idOf(session.customer);
  const subscriptionId = idOf(session.subscription);
  if (!userId || !tier || !customerId || !subscriptionId) return null;
  const account = await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!account) return null;
  const previous = await trx
    .selectFrom('billing_customers')
    .select('stripeSubscriptionId')
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  const quantity = session.line_items?.data[0]?.quantity ?? null;
  await trx
    .insertInto('billing_customers')
    .values({
      userId,
      stripeCustomerId: customerId,
      stripeSubscriptionId: subscriptionId,
      subscriptionTier: tier,
      subscriptionStatus: 'active',
      quantity,
      stripeStateAt: createdAt,
    })
    .onConflict((conflict) =>
      conflict.column('userId').doUpdateSet({
        stripeCustomerId: customerId,
        stripeSubscriptionId: subscriptionId,
        subscriptionTier: tier,
        subscriptionStatus: 'active',
        quantity: (eb) => eb.fn.coalesce(eb.val(quantity), eb.ref('billing_customers.quantity')),
        // A completed checkout is a new subscription: it sets the row whatever came before.
        stripeStateAt: createdAt,
        updatedAt: sql`now()`,
      }),
    )
    .execute();
  await setTier(trx, userId, tier);
  const old = previous?.stripeSubscriptionId;
  return old && old !== subscriptionId ? old : null;
}

async function subscriptionChanged(
  trx: Kysely<DB>,
  subscription: Stripe.Subscription,
  type: string,
  createdAt: Date,
): Promise<void> {
  const customerId = idOf(subscription.customer);
  if (!customerId) return;
  const row = await trx
    .selectFrom('billing_customers')
    .select(['userId', 'stripeSubscriptionId', 'stripeStateAt'])
    .where('stripeCustomerId', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return;
  // An older subscription (replaced by a newer checkout) no longer decides the tier.
  if (row.stripeSubscriptionId && row.stripeSubscriptionId !== subscription.id) return;
  // A late delivery of an event older than what set the row (decision 082). Same second:
  // applied, as Stripe's own order within a second is unknown.
  if (row.stripeStateAt && createdAt.getTime() < new Date(row.stripeStateAt).getTime()) return;
  const paidTier = paidTierOf(subscription.metadata?.tier);
  const live = type !== 'customer.subscription.deleted' && LIVE_STATUSES.has(subscription.status);
  const tier: PlanTier = live && paidTier ? paidTier : 'free';
  await trx
    .updateTable('billing_customers')
    .set({
      stripeSubscriptionId: live ? subscription.id : null,
      subscriptionTier: live ? paidTier : null,
      subscriptionStatus: subscription.status,
      quantity: subscription.items?.data[0]?.quantity ?? null,
      stripeStateAt: createdAt,
      updatedAt: sql`now()`,
    })
    .where('userId', '=', row.userId)
    .execute();
  await setTier(trx, row.userId, tier);
}
