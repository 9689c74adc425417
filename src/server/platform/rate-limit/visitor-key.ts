// Who sent a contact form, for the rate limit only: a keyed hash of the visitor's
// address (behind trusted proxies, the first address left of them; see
// platform/rate-limit/client-address.ts). Unlike the analytics hash it does not change
// at midnight, so the hour-long window cannot be reset by waiting for the date to
// change; rows are deleted after the hour.
import { createHmac } from 'node:crypto';
import { clientAddress } from './client-address';

export function leadVisitorKey(input: {
  secret: string;
  peerAddress: string | undefined;
  forwardedFor: string | null | undefined;
  trustedProxies: readonly string[];
}): string {
  const ip = clientAddress(input.peerAddress, input.forwardedFor, input.trustedProxies) ?? '';
  return createHmac('sha256', `scale-lead-form:${input.secret}`)
    .update(ip)
    .digest('base64url')
    .slice(0, 22);
}
