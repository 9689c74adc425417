// better-auth keys rate limits (and records sessions) by the client's IP, which it
// reads from a header. We fill that header ourselves from the TCP peer, so a client
// cannot pick its own IP by sending one; any value it sent is dropped.

/** The header better-auth is told to read; only our route handler sets it. */
export const CLIENT_IP_HEADER = 'x-scale-client-ip';

/**
 * The value for CLIENT_IP_HEADER. Directly connected, the peer is the client. Behind
 * trusted proxies, the proxies' X-Forwarded-For chain plus the peer goes along and
 * better-auth (given the same trusted list) walks it from the right to the first
 * address that is not a proxy, so a spoofed left part is never used.
 */
export function clientIpHeaderValue(
  peerAddress: string | undefined,
  forwardedFor: string | null,
  trustedProxies: readonly string[],
): string | undefined {
  if (!peerAddress) return undefined;
  if (trustedProxies.length > 0 && forwardedFor?.trim()) return `${forwardedFor}, ${peerAddress}`;
  return peerAddress;
}

/** A copy of the request carrying our client-IP header and no client-supplied one. */
export function withClientIp(request: Request, value: string | undefined): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (value) headers.set(CLIENT_IP_HEADER, value);
  return new Request(request, { headers });
}
