// POST /billing/portal: Stripe's customer portal, where a subscriber changes their card,
// sees invoices or cancels (the webhook then moves them back to Free).
import type { Kysely } from 'kysely';
import type { RedirectAnswer } from '../../../core/billing';
import { PLAN_MESSAGES } from '../../../core/messages';
import { PLAN_PAGE_PATH } from '../../../core/plans';
import type { Config, StripeConfig } from '../../config';
import type { DB } from '../../db/types';
import { HttpError } from '../../http/errors';
import { findBillingCustomer } from './billing-customer';
import { stripeClient } from './stripe-client';

export async function openPortal(
  db: Kysely<DB>,
  config: Config,
  stripeConfig: StripeConfig,
  userId: string,
): Promise<RedirectAnswer> {
  const customer = await findBillingCustomer(db, userId);
  if (!customer) throw new HttpError('conflict', PLAN_MESSAGES.noBillingAccount);
  try {
    const session = await stripeClient(stripeConfig).billingPortal.sessions.create({
      customer: customer.stripeCustomerId,
      return_url: `${config.publicUrl}${PLAN_PAGE_PATH}`,
    });
    return { url: session.url };
  } catch (error) {
    console.warn('Stripe portal failed:', (error as Error).message);
    throw new HttpError('bad_gateway', PLAN_MESSAGES.portalFailed);
  }
}
