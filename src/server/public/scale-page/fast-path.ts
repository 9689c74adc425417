// Answers GET /:username for a page already in the cache directly from Node's request
// handler, before the Hono app: no Request/Response objects, no router. Anything it
// is not sure about (a query string, a page not cached yet, a non-canonical case,
// other methods) returns false and goes through the Hono route, which does the same
// work the general way.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { recordPageView } from '../../features/analytics/record-page-view';
import type { AppDeps } from '../../http/types';
import { type HtmlResponse, htmlResponse } from '../marketing/html-response';
import type { CachedScalePage, ScalePageCache } from './scale-page-cache';
import { isScalePagePath } from './scale-page-path';

type Prepared = HtmlResponse;

/**
 * The finished response per page and encoding, built once: a revalidation (If-None-Match)
 * is answered afresh, everything else reuses the same header object and bytes.
 */
const preparedByPage = new WeakMap<CachedScalePage, Map<string, Prepared>>();

function preparedResponse(
  entry: CachedScalePage,
  header: (name: string) => string | undefined,
): Prepared {
  if (header('if-none-match') !== undefined) return withLength(respond(entry, header));
  const accepted = header('accept-encoding') ?? '';
  let byEncoding = preparedByPage.get(entry);
  if (!byEncoding) {
    byEncoding = new Map();
    preparedByPage.set(entry, byEncoding);
  }
  let prepared = byEncoding.get(accepted);
  if (!prepared) {
    prepared = withLength(
      respond(entry, (name) => (name === 'Accept-Encoding' ? accepted : undefined)),
    );
    // Browsers send a handful of distinct Accept-Encoding values; anything beyond is not kept.
    if (byEncoding.size < 8) byEncoding.set(accepted, prepared);
  }
  return prepared;
}

function respond(entry: CachedScalePage, header: (name: string) => string | undefined) {
  return htmlResponse(header, entry.page, { headers: entry.headers });
}

/** With the length known, Node sends the body as is instead of in chunks. */
function withLength(prepared: Prepared): Prepared {
  if (prepared.body) prepared.headers['Content-Length'] = String(prepared.body.byteLength);
  return prepared;
}

export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

export function scalePageFastPath(deps: AppDeps, cache: ScalePageCache): FastPath {
  return (request, response) => {
    const { method, url } = request;
    if ((method !== 'GET' && method !== 'HEAD') || !url || url.indexOf('/', 1) !== -1) {
      return false;
    }
    const segment = url.slice(1);
    if (segment.includes('?') || !isScalePagePath(segment)) return false;
    const entry = cache.peek(segment);
    if (!entry || entry.data.profile.username !== segment) return false;

    const header = (name: string) => {
      const value = request.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    // A HEAD request (link checkers, monitors) is not a visit.
    if (method === 'GET')
      recordPageView(deps, {
        userId: entry.data.profile.userId,
        request: { headers: { get: (name) => header(name) ?? null } },
        peerAddress: request.socket.remoteAddress,
      });
    const prepared = preparedResponse(entry, header);
    response.writeHead(prepared.status, prepared.headers);
    response.end(method === 'HEAD' ? undefined : (prepared.body ?? undefined));
    return true;
  };
}
