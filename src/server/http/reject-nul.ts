// Refuses a NUL character in the path or the query (see has-nul.ts for why) before any
// route looks a value up with it. Only its percent-encoded form can arrive: Node's HTTP
// parser already refuses a raw one. The API answers 400 in its error shape; a page's
// address with one is an address that does not exist, and a browser gets the 404 page.
import type { MiddlewareHandler } from 'hono';
import { badRequest, NUL_MESSAGE } from './errors';

export function rejectNulInUrl(notFoundPage: () => string): MiddlewareHandler {
  return async (c, next) => {
    if (!/%00/i.test(c.req.url)) return next();
    const isPage =
      (c.req.method === 'GET' || c.req.method === 'HEAD') && !c.req.path.startsWith('/api/');
    if (isPage) return c.html(notFoundPage(), 404);
    throw badRequest(NUL_MESSAGE);
  };
}
