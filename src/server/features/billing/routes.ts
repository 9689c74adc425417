// The plan page's API (issue 22, decision 065), mounted under /api/v1. The webhook is
// public (Stripe calls it with no session and no Origin) and is mounted before the
// session middleware; it reads the raw body, whose bytes the signature covers.
import { Hono } from 'hono';
import { ZCheckoutRequest, ZPlanChangeRequest, ZStripeEventEnvelope } from '../../../core/billing';
import { PLAN_MESSAGES } from '../../../core/messages';
import { requireUser } from '../../auth/session';
import { fromZodError, HttpError, notFound } from '../../http/errors';
import { parseJsonBody, readJson } from '../../http/json-body';
import type { AppDeps, AppEnv } from '../../http/types';
import { changePlan } from './change-plan';
import { getPlanOverview } from './get-plan-overview';
import { openPortal } from './open-portal';
import { receiveStripeEvent } from './receive-stripe-event';
import { startCheckout } from './start-checkout';

export function stripeWebhookRoutes({ database, config }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/billing/stripe-webhook', async (c) => {
    // The raw text, kept for the signature; it passes the JSON guards every body does.
    const raw = await c.req.text();
    const parsed = ZStripeEventEnvelope.safeParse(parseJsonBody(raw));
    if (!parsed.success) throw fromZodError(parsed.error);
    if (!config.stripe) throw notFound('No such API endpoint');
    const outcome = await receiveStripeEvent(
      database.db,
      config.stripe,
      raw,
      c.req.header('stripe-signature'),
    );
    return c.json(outcome);
  });
}

export function billingRoutes({ database, config }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  const stripeOrRefuse = () => {
    if (!config.stripe) throw new HttpError('conflict', PLAN_MESSAGES.billingNotConfigured);
    return config.stripe;
  };
  return new Hono<AppEnv>()
    .get('/billing/plan', async (c) => c.json(await getPlanOverview(db, config, requireUser(c))))
    .post('/billing/checkout', async (c) => {
      const user = requireUser(c);
      const { tier } = await readJson(c, ZCheckoutRequest);
      return c.json(await startCheckout(db, config, stripeOrRefuse(), user, tier));
    })
    .post('/billing/plan-change', async (c) => {
      const user = requireUser(c);
      const { tier } = await readJson(c, ZPlanChangeRequest);
      return c.json(await changePlan(db, config, stripeOrRefuse(), user, tier));
    })
    .post('/billing/portal', async (c) => {
      const user = requireUser(c);
      return c.json(await openPortal(db, config, stripeOrRefuse(), user.id));
    });
}
