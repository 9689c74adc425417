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
  /** The unit price (cents) and metadata.tier the subscriptions answer with; updates change them. */
  prices: Map<string, number>;
  tiers: Map<string, string>;
  /** Products made (plan switches need one; decision 076). */
  products: Set<string>;
  /**
   * When true, a price update answers as Stripe does with payment_behavior
   * pending_if_incomplete and a payment still due: the old price, and a pending_update.
   */
  holdPriceChanges: boolean;
  close(): Promise<void>;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedStripeRequest[] = [];
  const quantities = new Map<string, number>();
  const prices = new Map<string, number>();
  const tiers = new Map<string, string>();
  const products = new Set<string>();
  const fake = { holdPriceChanges: false };
  let next = 1;
  const subscription = (id: string, pending = false) => ({
    id,
    object: 'subscription',
    status: 'active',
    metadata: tiers.has(id) ? { tier: tiers.get(id) } : {},
    pending_update: pending ? { expires_at: 0 } : null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          quantity: quantities.get(id) ?? 1,
          price: { id: `price_${id}`, object: 'price', unit_amount: prices.get(id) ?? null },
        },
      ],
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
      } else if (request.method === 'POST' && path === '/v1/products') {
        if (form.id && products.has(form.id)) {
          status = 400;
          body = { error: { type: 'invalid_request_error', code: 'resource_already_exists' } };
        } else {
          products.add(form.id ?? `prod_${id}`);
          body = { id: form.id ?? `prod_${id}`, object: 'product', name: form.name };
        }
      } else if (request.method === 'GET' && path.startsWith('/v1/products/')) {
        const productId = path.slice('/v1/products/'.length);
        if (products.has(productId)) body = { id: productId, object: 'product' };
        else {
          status = 404;
          body = { error: { type: 'invalid_request_error', code: 'resource_missing' } };
        }
      } else if (subscriptionPath?.[1]) {
        const subscriptionId = subscriptionPath[1];
        const quantity = form['items[0][quantity]'];
        const price = form['items[0][price_data][unit_amount]'];
        const held = request.method === 'POST' && price !== undefined && fake.holdPriceChanges;
        if (request.method === 'POST' && !held) {
          if (quantity) quantities.set(subscriptionId, Number(quantity));
          if (price) prices.set(subscriptionId, Number(price));
          if (form['metadata[tier]']) tiers.set(subscriptionId, form['metadata[tier]']);
        }
        body = subscription(subscriptionId, held);
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
    prices,
    tiers,
    products,
    get holdPriceChanges() {
      return fake.holdPriceChanges;
    },
    set holdPriceChanges(value: boolean) {
      fake.holdPriceChanges = value;
    },
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
  // Stripe stamps every event with its creation time in seconds (decision 082 orders by it).
  const payload = JSON.stringify({
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    ...event,
  });
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

/** A customer.subscription.updated event: the subscription as Stripe now has it. */
export function subscriptionUpdatedEvent(
  eventId: string,
  userId: string,
  tier: 'pro' | 'business',
  ids: { customer?: string; subscription?: string; quantity?: number } = {},
) {
  const subscription = ids.subscription ?? `sub_${userId}`;
  return {
    id: eventId,
    type: 'customer.subscription.updated',
    data: {
      object: {
        id: subscription,
        object: 'subscription',
        customer: ids.customer ?? `cus_${userId}`,
        status: 'active',
        metadata: { userId, tier },
        items: {
          object: 'list',
          data: [
            { id: `si_${subscription}`, object: 'subscription_item', quantity: ids.quantity ?? 1 },
          ],
        },
      },
    },
  };
}
