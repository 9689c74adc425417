// The plan page's answer (issue 22, decision 065), shared by the server and the web app.
import { z } from 'zod';
import { PLAN_RESOURCES, PLAN_TIERS } from './plans';

/** GET /billing/plan: the caller's plan, its limits and what is used of them. */
export const ZPlanOverview = z
  .object({
    tier: z.enum(PLAN_TIERS),
    usage: z
      .array(
        z.object({
          resource: z.enum(PLAN_RESOURCES),
          used: z.number().int(),
          limit: z.number().int().describe('-1: unlimited'),
        }),
      )
      .describe('Every §9 limit beside what is used; per-project rows give the fullest project'),
    seats: z
      .number()
      .int()
      .describe('Distinct people across the workspaces the user owns (active + invited)'),
    billingEnabled: z
      .boolean()
      .describe('Online payment is set up (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)'),
    hasBillingAccount: z
      .boolean()
      .describe('A Stripe customer exists, so the billing portal can open'),
    subscriptionTier: z
      .enum(['pro', 'business'])
      .nullable()
      .describe(
        'The tier a live Stripe subscription pays for: a plan change switches its price in place',
      ),
    adminCommand: z
      .string()
      .describe("Without billing: the administrator's command that sets this user's tier"),
  })
  .meta({ id: 'PlanOverview' });
export type PlanOverview = z.infer<typeof ZPlanOverview>;

export const PAID_TIERS = ['pro', 'business'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

export const ZCheckoutRequest = z.strictObject({ tier: z.enum(PAID_TIERS) });
export type CheckoutRequest = z.infer<typeof ZCheckoutRequest>;

/** Where Stripe's hosted pages (checkout, portal) are; the browser goes there next. */
export const ZRedirectAnswer = z
  .object({ url: z.string().describe("Stripe's hosted page") })
  .meta({ id: 'RedirectAnswer' });
export type RedirectAnswer = z.infer<typeof ZRedirectAnswer>;

/** What the Stripe webhook answers once the event's signature is checked. */
export const ZStripeEventOutcome = z
  .object({
    received: z.literal(true),
    duplicate: z.boolean().describe('The event was received before and changed nothing now'),
  })
  .meta({ id: 'StripeEventOutcome' });
export type StripeEventOutcome = z.infer<typeof ZStripeEventOutcome>;

/** What the webhook reads of Stripe's event before its signature decides (documentation and 400s). */
export const ZStripeEventEnvelope = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
});

/**
 * POST /billing/plan-change (decision 076): the browser asks for Pro or Business. With a
 * live subscription the subscription's price is switched in place (`switched`); without
 * one the answer is a Checkout, as before (`checkout`).
 */
export const ZPlanChangeRequest = ZCheckoutRequest;
export type PlanChangeRequest = CheckoutRequest;

export const ZPlanChangeAnswer = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('checkout'), url: z.string() }),
    z.object({
      kind: z.literal('switched'),
      tier: z.enum(PAID_TIERS),
      /** Seats billed: 1 on Pro, the owner's seats (at least 2) on Business. */
      quantity: z.number().int().positive(),
      /** What the subscription costs per month after the switch, in cents. */
      monthlyCents: z.number().int().nonnegative(),
      /** True once Stripe's answer showed the new price; false: waiting for its webhook. */
      effective: z.boolean(),
    }),
  ])
  .meta({ id: 'PlanChangeAnswer' });
export type PlanChangeAnswer = z.infer<typeof ZPlanChangeAnswer>;
