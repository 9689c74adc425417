// The operations the OpenAPI document describes, read from the composed Hono app's own
// route table, so an endpoint added to any feature is listed without anyone touching
// this folder.
import type { RouterRoute } from 'hono/types';

export type ApiOperation = {
  method: string;
  /** Hono's form, as registered: /api/v1/links/:id */
  honoPath: string;
  /** OpenAPI's form: /api/v1/links/{id} */
  path: string;
  pathParameters: string[];
};

/** better-auth answers these itself; its endpoints are documented by better-auth. */
export const AUTH_PATH_PREFIX = '/api/auth/';

/** Under /api: the JSON API (private and public). Pages, files and /go are not API. */
export function isDocumentedPath(honoPath: string): boolean {
  return honoPath.startsWith('/api/') && !honoPath.startsWith(AUTH_PATH_PREFIX);
}

/**
 * One entry per method and path. Middleware (`use`, `all('*')`) registers as ALL or
 * with a wildcard and is no operation; a route with several handlers (a rate limit, a
 * body limit, then the handler) appears once per handler and is listed once.
 */
export function apiOperations(routes: readonly RouterRoute[]): ApiOperation[] {
  const seen = new Set<string>();
  const operations: ApiOperation[] = [];
  for (const route of routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    if (!isDocumentedPath(route.path)) continue;
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const pathParameters = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
    operations.push({
      method: route.method,
      honoPath: route.path,
      path: route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}'),
      pathParameters,
    });
  }
  return operations;
}
