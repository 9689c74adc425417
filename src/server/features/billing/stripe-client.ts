// The Stripe API client (decision 065), made once per configuration. STRIPE_API_BASE points
// it elsewhere (tests run a local server that records the requests).
import Stripe from 'stripe';
import type { StripeConfig } from '../../config';

const clients = new WeakMap<StripeConfig, Stripe>();

export function stripeClient(config: StripeConfig): Stripe {
  const existing = clients.get(config);
  if (existing) return existing;
  const base = config.apiBase ? new URL(config.apiBase) : undefined;
  const client = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  clients.set(config, client);
  return client;
}
