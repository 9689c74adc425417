// A stand-in for Stripe's API on a local port (issue 22): it answers the few calls Scale
// makes (customers, checkout and portal sessions, subscriptions) and records each request,
// so tests assert what Scale asked of Stripe. The server reaches it through STRIPE_API_BASE.
// Webhook events are signed with the stripe package itself, as Stripe signs them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { Answer } from './api-user';
import type { TestServer } from './test-server';

export const STRIPE_TEST_SECRET = 'sk_test_scale';
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_scale_test_secret';

export type RecordedStripeRequest = {
  method: string;
  path: string;
  /** The form body Stripe's client sends, decoded ("line_items[0][quantity]" → "3"). */
  form: Record<string, string>;
};

export type FakeStripe = {
  base: string;
  requests: RecordedStripeRequest[];
  /** The quantity the subscriptions answer with; updates change it. */
  quantities: Map<string, number>;
  close(): Promise<void>;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedStripeRequest[] = [];
  const quantities = new Map<string, number>();
  let next = 1;
  const subscription = (id: string) => ({
    id,
    object: 'subscription',
    status: 'active',
    items: {
      object: 'list',
      data: [{ id: `si_${id}`, object: 'subscription_item', quantity: quantities.get(id) ?? 1 }],
    },
  });
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const form = Object.fromEntries(new URLSearchParams(raw));
      requests.push({ method: request.method ?? '', path, form });
      const id = next++;
      let body: unknown = { error: { type: 'invalid_request_error', message: 'Unknown' } };
      let status = 200;
      const subscriptionPath = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
      if (request.method === 'POST' && path === '/v1/customers') {
        body = { id: `cus_test_${id}`, object: 'customer', email: form.email };
      } else if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        body = {
          id: `cs_test_${id}`,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/cs_test_${id}`,
        };
      } else if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        body = {
          id: `bps_test_${id}`,
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/session/${id}`,
        };
      } else if (subscriptionPath?.[1]) {
        const subscriptionId = subscriptionPath[1];
        const quantity = form['items[0][quantity]'];
        if (request.method === 'POST' && quantity) quantities.set(subscriptionId, Number(quantity));
        body = subscription(subscriptionId);
        if (request.method === 'DELETE')
          body = { ...subscription(subscriptionId), status: 'canceled' };
      } else {
        status = 404;
      }
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${id}` });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    quantities,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The environment that turns billing on against the fake Stripe. */
export function stripeEnv(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: STRIPE_TEST_SECRET,
    STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.base,
  };
}

const signer = new Stripe(STRIPE_TEST_SECRET);

/** Posts an event to the webhook as Stripe would: raw JSON, signed, no Origin, no cookie. */
export async function sendStripeEvent(
  server: Pick<TestServer, 'url'>,
  event: Record<string, unknown>,
  options: { secret?: string; timestamp?: number } = {},
): Promise<Pick<Answer, 'status' | 'body'>> {
  const payload = JSON.stringify({ object: 'event', api_version: '2025-01-01', ...event });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE_TEST_WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  const response = await fetch(`${server.url}/api/v1/billing/stripe-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body: payload,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** A checkout.session.completed event for a user buying `tier`. */
export function checkoutCompletedEvent(
  eventId: string,
  userId: string,
  tier: 'pro' | 'business',
  ids: { customer?: string; subscription?: string } = {},
) {
  return {
    id: eventId,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_${eventId}`,
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: userId,
        customer: ids.customer ?? `cus_${userId}`,
        subscription: ids.subscription ?? `sub_${userId}`,
        metadata: { userId, tier },
      },
    },
  };
}
