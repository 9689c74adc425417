// The Stripe product a switched subscription's price belongs to (decision 076). Checkout
// describes its product inline (product_data), but a subscription item's inline price
// must name an existing product, so each paid plan has one with a fixed id, made the
// first time a plan is switched. Prices stay inline: no dashboard setup is needed.
import type Stripe from 'stripe';
import type { PaidTier } from '../../../core/billing';
import { PLANS } from '../../../core/plans';

export function planProductIdOf(tier: PaidTier): string {
  return `scale_${tier}`;
}

export async function ensurePlanProduct(stripe: Stripe, tier: PaidTier): Promise<string> {
  const id = planProductIdOf(tier);
  try {
    await stripe.products.retrieve(id);
    return id;
  } catch (error) {
    if ((error as { code?: string }).code !== 'resource_missing') throw error;
  }
  try {
    await stripe.products.create({ id, name: `Scale ${PLANS[tier].name}`, metadata: { tier } });
  } catch (error) {
    // Another request made it in the meantime: the product is there, which is all we need.
    if ((error as { code?: string }).code !== 'resource_already_exists') throw error;
  }
  return id;
}
