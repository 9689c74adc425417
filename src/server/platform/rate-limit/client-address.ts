// The client's address for per-client limits. Directly connected, it is the TCP peer.
// Behind trusted proxies (TRUSTED_PROXIES: IPs or CIDR ranges) the chain of
// X-Forwarded-For plus the peer is walked from the right past every trusted proxy: the
// first address that is not one is the client. Addresses a client wrote itself are left
// of that point and never used, and a peer that is no proxy is believed over any header
// it sends (better-auth walks the same chain for its own limits, see auth/client-ip.ts).
import { BlockList, isIPv4, isIPv6 } from 'node:net';

const lists = new WeakMap<readonly string[], BlockList>();

function trustedList(trustedProxies: readonly string[]): BlockList {
  let list = lists.get(trustedProxies);
  if (!list) {
    list = new BlockList();
    for (const entry of trustedProxies) {
      const [address = '', prefix] = entry.split('/');
      const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
      if (!type) continue;
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    }
    lists.set(trustedProxies, list);
  }
  return list;
}

/** An IPv4 peer on a dual-stack socket reads "::ffff:1.2.3.4"; proxies are listed as 1.2.3.4. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function isTrusted(list: BlockList, address: string): boolean {
  if (isIPv4(address)) return list.check(address, 'ipv4');
  if (isIPv6(address)) return list.check(address, 'ipv6');
  return false;
}

export function clientAddress(
  peerAddress: string | undefined,
  forwardedFor: string | null | undefined,
  trustedProxies: readonly string[],
): string | undefined {
  if (!peerAddress) return undefined;
  const peer = plain(peerAddress);
  if (trustedProxies.length === 0 || !forwardedFor?.trim()) return peer;
  const list = trustedList(trustedProxies);
  const chain = [
    ...forwardedFor
      .split(',')
      .map((part) => plain(part.trim()))
      .filter(Boolean),
    peer,
  ];
  for (let i = chain.length - 1; i >= 0; i--) {
    const address = chain[i] as string;
    if (!isTrusted(list, address)) return address;
  }
  // Proxies all the way: the leftmost is as close to the client as anyone saw.
  return chain[0];
}
