// The plan page's answer (issue 22, decision 065), shared by the server and the web app.
import { z } from 'zod';
import type { PlanResource, PlanTier } from './plans';

export type PlanOverview = {
  tier: PlanTier;
  /** Every §9 limit beside what is used; per-project rows give the fullest project. */
  usage: Array<{ resource: PlanResource; used: number; limit: number }>;
  /** Distinct people across the workspaces the user owns (active + invited). */
  seats: number;
  /** Online payment is set up (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET). */
  billingEnabled: boolean;
  /** A Stripe customer exists, so the billing portal can open. */
  hasBillingAccount: boolean;
  /** Without billing: the administrator's command that sets this user's tier. */
  adminCommand: string;
};

export const PAID_TIERS = ['pro', 'business'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

export const ZCheckoutRequest = z.strictObject({ tier: z.enum(PAID_TIERS) });
export type CheckoutRequest = z.infer<typeof ZCheckoutRequest>;

/** Where Stripe's hosted pages (checkout, portal) are; the browser goes there next. */
export type RedirectAnswer = { url: string };

/** What the webhook reads of Stripe's event before its signature decides (documentation and 400s). */
export const ZStripeEventEnvelope = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
});
