// The plan page's API (issue 22, decision 065), mounted under /api/v1. The webhook is
// public (Stripe calls it with no session and no Origin) and is mounted before the
// session middleware; it reads the raw body, whose bytes the signature covers.
import { Hono } from 'hono';
import { ZCheckoutRequest } from '../../../core/billing';
import { PLAN_MESSAGES } from '../../../core/messages';
import { requireUser } from '../../auth/session';
import { HttpError, notFound } from '../../http/errors';
import { readJson } from '../../http/json-body';
import type { AppDeps, AppEnv } from '../../http/types';
import { getPlanOverview } from './get-plan-overview';
import { openPortal } from './open-portal';
import { receiveStripeEvent } from './receive-stripe-event';
import { startCheckout } from './start-checkout';

export function stripeWebhookRoutes({ database, config }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/billing/stripe-webhook', async (c) => {
    if (!config.stripe) throw notFound('No such API endpoint');
    const outcome = await receiveStripeEvent(
      database.db,
      config.stripe,
      await c.req.text(),
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
    .post('/billing/portal', async (c) => {
      const user = requireUser(c);
      return c.json(await openPortal(db, config, stripeOrRefuse(), user.id));
    });
}
