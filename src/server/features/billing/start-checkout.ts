// POST /billing/checkout: a Stripe Checkout session for Pro or Business (decision 065).
// Business is billed per seat (spec §9 "$25 per user per month", at least 2 users); the
// price is sent inline from the one plans table, so no Stripe dashboard setup is needed.
// With a live subscription a plan change switches its price instead (change-plan.ts).
import type { Kysely } from 'kysely';
import type { PaidTier, RedirectAnswer } from '../../../core/billing';
import { PLAN_MESSAGES } from '../../../core/messages';
import { billedQuantity, PLAN_PAGE_PATH, PLANS } from '../../../core/plans';
import type { Config, StripeConfig } from '../../config';
import type { DB } from '../../db/types';
import { HttpError } from '../../http/errors';
import type { SessionUser } from '../../http/types';
import { seatsOwnedBy } from '../organizations/public';
import {
  findBillingCustomer,
  findOrCreateCustomerId,
  liveSubscriptionOf,
} from './billing-customer';
import { stripeClient } from './stripe-client';

export async function startCheckout(
  db: Kysely<DB>,
  config: Config,
  stripeConfig: StripeConfig,
  user: SessionUser,
  tier: PaidTier,
): Promise<RedirectAnswer> {
  const profile = await db
    .selectFrom('profiles')
    .select('tier')
    .where('userId', '=', user.id)
    .executeTakeFirstOrThrow();
  if (profile.tier === tier) {
    throw new HttpError('conflict', PLAN_MESSAGES.alreadyOnPlan(PLANS[tier].name));
  }
  // A second subscription would bill twice: a live one switches price instead (decision 076).
  if (liveSubscriptionOf(await findBillingCustomer(db, user.id))) {
    throw new HttpError('conflict', PLAN_MESSAGES.subscriptionExists);
  }
  const stripe = stripeClient(stripeConfig);
  const quantity = billedQuantity(tier, await seatsOwnedBy(db, user.id));
  const plan = PLANS[tier];
  const planPage = `${config.publicUrl}${PLAN_PAGE_PATH}`;
  try {
    const customer = await findOrCreateCustomerId(db, stripe, user);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: user.id,
      line_items: [
        {
          quantity,
          price_data: {
            currency: 'usd',
            unit_amount: plan.priceCents,
            recurring: { interval: 'month' },
            product_data: { name: `Scale ${plan.name}` },
          },
        },
      ],
      metadata: { userId: user.id, tier },
      subscription_data: { metadata: { userId: user.id, tier } },
      success_url: `${planPage}?checkout=success`,
      cancel_url: planPage,
    });
    if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
    return { url: session.url };
  } catch (error) {
    console.warn('Stripe checkout failed:', (error as Error).message);
    throw new HttpError('bad_gateway', PLAN_MESSAGES.checkoutFailed);
  }
}
