// In the tests (CHECK_API_RESPONSES=1): each answer of an operation that declares its
// success answers is held to that declaration, so the OpenAPI document (and the web's
// types generated from it) say what the server really sends. A mismatch is thrown, and
// the error handler turns it into a 500 the test sees.
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { z } from 'zod';
import type { AppEnv } from '../../http/types';
import type { OperationSpec } from './operation-spec';

export function checkResponsesAgainstOperations(
  operations: Readonly<Record<string, Partial<OperationSpec>>>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const status = c.res.status;
    if (status < 200 || status >= 300) return;
    // The route that answered is the last one dispatched (c.req.routeIndex): another that
    // matches too ('/clients/:id' after '/clients/views') never ran. Middleware answers are
    // not an operation's.
    const answered = matchedRoutes(c)[c.req.routeIndex];
    const route =
      answered && answered.method !== 'ALL' && !answered.path.includes('*') ? answered : undefined;
    // better-auth's endpoints sit behind one wildcard route: looked up by their own path.
    const key = route ? `${route.method} ${route.path}` : `${c.req.method} ${c.req.path}`;
    const responses = operations[key]?.responses;
    if (!responses) return;
    const declared = responses[status];
    if (!declared) {
      throw new Error(`${key} answered ${status}, which its operation does not declare`);
    }
    const contentType = c.res.headers.get('content-type') ?? '';
    if (!declared.schema) {
      const types =
        typeof declared.contentType === 'string' ? [declared.contentType] : declared.contentType;
      if (types && !types.some((type) => contentType.startsWith(type))) {
        throw new Error(`${key} answered ${contentType}, declared ${types.join(' or ')}`);
      }
      return;
    }
    if (!contentType.startsWith('application/json')) {
      throw new Error(`${key} answered ${contentType || 'no content type'}, declared JSON`);
    }
    const body: unknown = await c.res.clone().json();
    const result = declared.schema.safeParse(body);
    if (!result.success) {
      throw new Error(
        `${key} answered ${status} with a body its declared schema refuses:\n${z.prettifyError(result.error)}`,
      );
    }
  };
}
