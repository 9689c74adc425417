// Answers the Scale Page's view beacon (POST /api/v1/track/view) from Node's request
// handler, before the Hono app, as the page itself is (scale-page/fast-path.ts): every
// page load sends one, so a popular page's beacons cost the server more than its HTML.
// Through Hono a beacon took ~167 µs (the Request and Response objects, the middleware
// chain, the body read as a web stream); here it is the limiter, the body's bytes and
// the recorder (decision 094).
//
// It takes only what the route would take without a word: no API key, our own origin, a
// JSON or text/plain body, a client within its limit. Anything else is left to the Hono
// route, which refuses it in the API's usual shape: a client over its limit is handed on
// with its body unread, and the route counts it once more and answers the 429.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { allowedOrigins } from '../../http/allowed-origins';
import { originHeadersAreOwn } from '../../http/same-origin-writes';
import type { AppDeps } from '../../http/types';
import { beaconRules } from '../../platform/rate-limit/beacon-rules';
import { clientKeyOf } from '../../platform/rate-limit/client-key';
import { rateLimiter } from '../../platform/rate-limit/rate-limiter';
import { recordPageView } from './record-page-view';
import { MAX_BEACON_BYTES, parseView, VIEW_BEACON_PATH } from './track-view-routes';

/** The Hono app's Node listener: what the fast path hands a request on to. */
export type NodeListener = (request: IncomingMessage, response: ServerResponse) => unknown;

/** The route's 204, as Hono sends it. */
const COUNTED_HEADERS = ['Cache-Control', 'no-store'];
/** A body this long cannot be a view of at most MAX_BEACON_BYTES characters: not kept. */
const MAX_KEPT_BYTES = MAX_BEACON_BYTES * 4;

export function viewBeaconFastPath(
  deps: Pick<AppDeps, 'config' | 'database'>,
  fallback: NodeListener,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const rule = beaconRules(deps.config).view;
  const limiter = rateLimiter(deps.database);
  return (request, response) => {
    if (request.method !== 'POST' || request.url !== VIEW_BEACON_PATH) return false;
    const { headers } = request;
    if (headers.authorization !== undefined) return false;
    // An Origin spelled other than exactly as listed goes to the route, which normalises it.
    const own = originHeadersAreOwn(
      headers.origin,
      headers['sec-fetch-site'],
      ownOrigins(deps.config),
      (origin) => origin,
    );
    if (!own) return false;
    if (!isBeaconBody(headers)) return false;
    const peer = request.socket.remoteAddress;
    const key = clientKeyOf(deps, peer, joined(headers['x-forwarded-for']));
    limiter
      .take(rule, key)
      .then(
        async (within) => {
          if (within) countView(deps, request, response, peer);
          else await fallback(request, response);
        },
        (error) => {
          // As the route's limiter: a counter that cannot be written lets the beacon through.
          console.warn(`Could not count a request against the ${rule.bucket} limit:`, error);
          countView(deps, request, response, peer);
        },
      )
      .catch((error) => {
        // Hono's listener answers its own errors; nothing may go unhandled past it.
        console.warn('The view beacon could not be answered:', error);
        response.destroy();
      });
    return true;
  };
}

/** Reads the body, records the view when it is one, and answers 204 either way. */
function countView(
  deps: Pick<AppDeps, 'config' | 'database'>,
  request: IncomingMessage,
  response: ServerResponse,
  peer: string | undefined,
) {
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    size += chunk.byteLength;
    if (size <= MAX_KEPT_BYTES) chunks.push(chunk);
  });
  request.on('end', () => {
    const text = size <= MAX_KEPT_BYTES ? Buffer.concat(chunks).toString('utf8') : '';
    const view = text.length <= MAX_BEACON_BYTES ? parseView(text) : null;
    if (view) {
      recordPageView(deps, {
        username: view.username,
        referrer: view.referrer ?? null,
        request: {
          headers: { get: (name) => joined(request.headers[name.toLowerCase()]) ?? null },
        },
        peerAddress: peer,
      });
    }
    response.writeHead(204, COUNTED_HEADERS);
    response.end();
  });
  // A visitor who left mid-request is answered by nobody: the socket is gone.
  request.on('error', () => {});
}

const joined = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : value;

/** allowedOrigins per config, worked out again only when PUBLIC_URL changes (a test server's port). */
const origins = new WeakMap<AppDeps['config'], { publicUrl: string; list: string[] }>();
function ownOrigins(config: AppDeps['config']): string[] {
  let known = origins.get(config);
  if (known?.publicUrl !== config.publicUrl) {
    known = { publicUrl: config.publicUrl, list: allowedOrigins(config) };
    origins.set(config, known);
  }
  return known.list;
}

/** The operation's body rule: JSON, or text/plain as sendBeacon sends it. */
function isBeaconBody(headers: IncomingMessage['headers']): boolean {
  const type = headers['content-type'];
  if (type === undefined) return false;
  const media = type.split(';')[0]?.trim().toLowerCase();
  return media === 'text/plain' || media === 'application/json';
}
