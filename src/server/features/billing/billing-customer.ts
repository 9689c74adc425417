// One Stripe customer per user (decision 065): the plan is the user's (profiles.tier) and
// every workspace they own follows it. Made on the first checkout, with an idempotency
// key, so two clicks at once still make one customer.
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { DB } from '../../db/types';

export type BillingCustomer = DB['billing_customers'];

export function findBillingCustomer(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('billing_customers')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function findOrCreateCustomerId(
  db: Kysely<DB>,
  stripe: Stripe,
  user: { id: string; email: string; name: string },
): Promise<string> {
  const existing = await findBillingCustomer(db, user.id);
  if (existing) return existing.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: user.email, name: user.name || undefined, metadata: { userId: user.id } },
    { idempotencyKey: `scale-customer-${user.id}` },
  );
  await db
    .insertInto('billing_customers')
    .values({ userId: user.id, stripeCustomerId: customer.id })
    .onConflict((conflict) => conflict.column('userId').doNothing())
    .execute();
  const stored = await findBillingCustomer(db, user.id);
  if (!stored) throw new Error('The billing customer just stored is missing');
  return stored.stripeCustomerId;
}

/** The subscription that pays for the user's plan now, if any (decision 076). */
export function liveSubscriptionOf(
  customer: Pick<BillingCustomer, 'stripeSubscriptionId' | 'subscriptionTier'> | undefined,
): { subscriptionId: string; tier: 'pro' | 'business' } | null {
  if (!customer?.stripeSubscriptionId || !customer.subscriptionTier) return null;
  return { subscriptionId: customer.stripeSubscriptionId, tier: customer.subscriptionTier };
}
