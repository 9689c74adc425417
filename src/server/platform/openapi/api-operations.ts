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

/**
 * better-auth answers everything under here from one wildcard route, so the route table
 * cannot list its endpoints: those the web app calls are declared (src/server/auth/
 * operations.ts) and listed from their declarations.
 */
export const AUTH_PATH_PREFIX = '/api/auth/';

/** Under /api: the JSON API (private and public). Pages, files and /go are not API. */
export function isDocumentedPath(honoPath: string): boolean {
  return honoPath.startsWith('/api/');
}

function operationOf(method: string, honoPath: string): ApiOperation {
  return {
    method,
    honoPath,
    path: honoPath.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}'),
    pathParameters: [...honoPath.matchAll(/:(\w+)/g)].map((match) => match[1] ?? ''),
  };
}

/**
 * One entry per method and path. Middleware (`use`, `all('*')`) registers as ALL or
 * with a wildcard and is no operation; a route with several handlers (a rate limit, a
 * body limit, then the handler) appears once per handler and is listed once.
 */
export function apiOperations(
  routes: readonly RouterRoute[],
  declared: readonly string[] = [],
): ApiOperation[] {
  const seen = new Set<string>();
  const operations: ApiOperation[] = [];
  for (const route of routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    if (!isDocumentedPath(route.path)) continue;
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    operations.push(operationOf(route.method, route.path));
  }
  // better-auth's endpoints, behind its wildcard: listed as declared ("POST /api/auth/…").
  for (const key of declared) {
    const [method = '', path = ''] = key.split(' ');
    if (path.startsWith(AUTH_PATH_PREFIX) && !seen.has(key))
      operations.push(operationOf(method, path));
  }
  return operations;
}
