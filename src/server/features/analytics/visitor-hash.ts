// Unique visitors without storing who they are: a keyed hash of the day, the IP
// address and the user agent. The key is derived from the server secret, so the hash
// cannot be reversed by trying every IP; the day in it means a visitor cannot be
// followed from one day to the next.
import { createHmac } from 'node:crypto';

export type VisitorHashInput = {
  secret: string;
  ip: string | undefined;
  userAgent: string | undefined;
  now?: Date;
};

export function visitorHash({ secret, ip, userAgent, now = new Date() }: VisitorHashInput): string {
  const day = now.toISOString().slice(0, 10);
  return createHmac('sha256', `scale-visitor-hash:${secret}`)
    .update(`${day}\n${ip ?? ''}\n${userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * The visitor's address: the TCP peer, or behind trusted proxies the last address
 * they forwarded (the one the outermost proxy saw). Only used inside the hash.
 */
export function visitorIp(
  peerAddress: string | undefined,
  forwardedFor: string | null | undefined,
  trustedProxies: readonly string[],
): string | undefined {
  if (trustedProxies.length === 0 || !forwardedFor) return peerAddress;
  const chain = forwardedFor
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return chain.at(-1) ?? peerAddress;
}
