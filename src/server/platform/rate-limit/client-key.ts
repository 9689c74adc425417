// Who a request comes from, for rate limits: a keyed hash of the client's address (see
// client-address.ts), so counters never hold an address and cannot be reversed by
// trying every one.
import { createHmac } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppDeps } from '../../http/types';
import { clientAddress } from './client-address';

/** Recent keys: a client firing beacons costs one HMAC, not one per request. */
const recent = new Map<string, string>();
const MAX_RECENT = 10_000;

export function clientKey(deps: Pick<AppDeps, 'config'>, c: Context): string {
  return clientKeyOf(deps, peerOf(c), c.req.header('x-forwarded-for'));
}

/** clientKey from the TCP peer and X-Forwarded-For, for handlers that run before Hono. */
export function clientKeyOf(
  deps: Pick<AppDeps, 'config'>,
  peer: string | undefined,
  forwardedFor: string | undefined,
): string {
  const ip = clientAddress(peer, forwardedFor, deps.config.trustedProxies);
  const secret = deps.config.authSecret;
  const cacheKey = `${secret}\n${ip ?? ''}`;
  const known = recent.get(cacheKey);
  if (known) return known;
  const key = createHmac('sha256', `scale-rate-limit:${secret}`)
    .update(ip ?? '')
    .digest('base64url')
    .slice(0, 22);
  // A full map simply starts over.
  if (recent.size >= MAX_RECENT) recent.clear();
  recent.set(cacheKey, key);
  return key;
}

function peerOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Requests made in-process (app.request in tests) have no socket.
    return undefined;
  }
}
