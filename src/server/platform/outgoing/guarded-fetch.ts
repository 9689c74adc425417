// fetch for URLs a user typed (a CalDAV server): in production every hop — the first
// request and each redirect — must resolve to public addresses only, so a user cannot
// make the server call its own loopback, the private network or the cloud's metadata
// address (169.254.169.254). Development and tests allow them (a local Radicale on
// 127.0.0.1), as allowed-origins.ts trusts loopback outside production.
// The name is checked just before the request; a name re-pointed in between (DNS
// rebinding) is not caught — decision 059 says why that is accepted here.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

export class RefusedAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} is a private or local address`);
  }
}

/** Is this literal address loopback, private, link-local or otherwise not public? */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

async function assertPublicHost(url: URL): Promise<void> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new RefusedAddressError(url.host);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  if (addresses.length === 0 || addresses.some(isNonPublicAddress)) {
    throw new RefusedAddressError(url.hostname);
  }
}

const MAX_REDIRECTS = 5;

export type GuardedFetchOptions = { allowPrivate: boolean; signal?: AbortSignal };

export function guardedFetch(options: GuardedFetchOptions): typeof fetch {
  return async (input, init = {}) => {
    let url = new URL(input instanceof Request ? input.url : String(input));
    const signal =
      options.signal && init.signal
        ? AbortSignal.any([options.signal, init.signal])
        : (options.signal ?? init.signal ?? null);
    for (let hop = 0; ; hop += 1) {
      if (!options.allowPrivate) await assertPublicHost(url);
      const response = await fetch(url, { ...init, signal, redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location || hop >= MAX_REDIRECTS) {
        return response;
      }
      await response.body?.cancel();
      url = new URL(location, url);
    }
  };
}
