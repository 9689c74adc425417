// One POST to a URL a user gave (a webhook endpoint, decision 072): its host name is
// resolved once, every address it resolves to must be public (in production), and the
// request connects to the address that was checked — a name re-pointed between the
// check and the connection (DNS rebinding) cannot send it elsewhere. No redirect is
// followed; the answer's status is all that is read, within the timeout.
import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isNonPublicAddress, RefusedAddressError } from './guarded-fetch';

export type ResolvedAddress = { address: string; family: 4 | 6 };

/**
 * The address to connect to for `url`: its literal address, or its name's first one.
 * Throws RefusedAddressError when any address is not public and `allowPrivate` is false
 * (a name with one private address among public ones is refused: the resolver may hand
 * out either).
 */
export async function resolveAllowedAddress(
  url: URL,
  { allowPrivate }: { allowPrivate: boolean },
): Promise<ResolvedAddress> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new RefusedAddressError(url.host);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  const addresses: ResolvedAddress[] =
    family !== 0
      ? [{ address: host, family: family as 4 | 6 }]
      : (await lookup(host, { all: true })).map((entry) => ({
          address: entry.address,
          family: entry.family as 4 | 6,
        }));
  const first = addresses[0];
  if (!first) throw new RefusedAddressError(url.hostname);
  if (!allowPrivate && addresses.some((entry) => isNonPublicAddress(entry.address))) {
    throw new RefusedAddressError(url.hostname);
  }
  return first;
}

export type PinnedPostResult = { status: number };

export async function pinnedPost(
  rawUrl: string,
  {
    headers,
    body,
    timeoutMs,
    allowPrivate,
  }: { headers: Record<string, string>; body: string; timeoutMs: number; allowPrivate: boolean },
): Promise<PinnedPostResult> {
  const url = new URL(rawUrl);
  const target = await resolveAllowedAddress(url, { allowPrivate });
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<PinnedPostResult>((resolve, reject) => {
    const request = send({
      protocol: url.protocol,
      hostname: host,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: pinned,
      ...(isIP(host) === 0 ? { servername: host } : {}),
      agent: false,
      signal: AbortSignal.timeout(timeoutMs),
    });
    request.once('response', (response) => {
      resolve({ status: response.statusCode ?? 0 });
      response.destroy();
    });
    request.once('error', (error) =>
      reject(
        error.name === 'AbortError' ? new Error(`No answer within ${timeoutMs / 1000} s`) : error,
      ),
    );
    request.end(body);
  });
}
