// Refuses a NUL character in the path or the query (see has-nul.ts for why) before any
// route looks a value up with it. Only its percent-encoded form can arrive: Node's HTTP
// parser already refuses a raw one.
import type { MiddlewareHandler } from 'hono';
import { badRequest, NUL_MESSAGE } from './errors';

export const rejectNulInUrl: MiddlewareHandler = async (c, next) => {
  if (/%00/i.test(c.req.url)) throw badRequest(NUL_MESSAGE);
  await next();
};
