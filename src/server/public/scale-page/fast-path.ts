// Answers GET /:username for a page already in the cache directly from Node's request
// handler, before the Hono app: no Request/Response objects, no router. Anything it
// is not sure about (a query string, a page not cached yet, a non-canonical case,
// other methods) returns false and goes through the Hono route, which does the same
// work the general way.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { recordPageView } from '../../features/analytics/record-page-view';
import type { AppDeps } from '../../http/types';
import { htmlResponse } from '../marketing/html-response';
import type { ScalePageCache } from './scale-page-cache';
import { isScalePagePath } from './scale-page-path';

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
    const { status, headers, body } = htmlResponse(header, entry.page, { headers: entry.headers });
    // With the length known, Node sends the body as is instead of in chunks.
    if (body) headers['Content-Length'] = String(body.byteLength);
    response.writeHead(status, headers);
    response.end(method === 'HEAD' ? undefined : (body ?? undefined));
    return true;
  };
}
