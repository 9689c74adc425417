// Same-site CSRF defence for unsafe requests (issue 16). SameSite=Lax cookies do not
// separate origins of one site: a page on another port or a sibling sub-domain could post
// a plain HTML form (enctype text/plain) to the API with the victim's session. Two checks,
// both needed by every POST, PUT, PATCH and DELETE:
// - Origin: a browser sends it on every unsafe request; it must be one of ours
//   (allowed-origins.ts). Without it, Sec-Fetch-Site (sent by current browsers) must say
//   same-origin. A request with neither comes from no browser — an API client or a script
//   holding the cookie itself, which CSRF is not about — and passes.
// - Content-Type: an HTML form can only send form-urlencoded, multipart or text/plain, so
//   a JSON operation accepts application/json only; multipart and raw uploads accept what
//   they document (each feature's operations.ts) and never a form's text types.
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { originOf } from './allowed-origins';
import { HttpError } from './errors';

export const CROSS_ORIGIN_MESSAGE =
  'This request came from a page outside Scale and was refused. Open Scale at its own address and try again.';
export const JSON_CONTENT_TYPE_MESSAGE =
  'Send the request body as JSON (Content-Type: application/json)';
export const UPLOAD_CONTENT_TYPE_MESSAGE = 'Send the file as the request body, not as a form field';
export const MULTIPART_CONTENT_TYPE_MESSAGE = 'Send the file as multipart/form-data';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What an HTML form can send: never accepted where JSON or raw bytes are expected. */
const FORM_TYPES = new Set([
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
]);

/** What an operation documents for its body (a subset of the OpenAPI registry's kinds). */
export type BodyRule =
  | { kind: 'json'; alsoTextPlain?: boolean }
  | { kind: 'multipart' }
  | { kind: 'binary' }
  | { kind: 'none' };

export type SameOriginOptions = {
  /** Read per request: PUBLIC_URL is only final once a test server has its port. */
  allowedOrigins: () => readonly string[];
  /** The rule of the operation "METHOD /hono/path"; undefined for unknown routes (JSON). */
  bodyRuleOf: (operation: string) => BodyRule | undefined;
  /**
   * Whether an API key signs the request (decision 071): no cookie is read for it, so
   * there is no session to ride and the origin check does not apply; the content type
   * still does.
   */
  signedByKey?: (c: Context) => boolean;
};

/** Whether the request's origin is ours, by Origin or else Sec-Fetch-Site (see above). */
export function isOwnOrigin(c: Context, allowed: readonly string[]): boolean {
  return originHeadersAreOwn(c.req.header('origin'), c.req.header('sec-fetch-site'), allowed);
}

/**
 * The rule on the two headers themselves, for a handler that runs before Hono (the view
 * beacon's fast path). `normalize` spells the Origin as allowed-origins.ts does; that
 * handler passes the header through as it is, so only an exact match is ours there and
 * any other spelling is left to this middleware to decide.
 */
export function originHeadersAreOwn(
  origin: string | undefined,
  fetchSite: string | undefined,
  allowed: readonly string[],
  normalize: (origin: string) => string | null = originOf,
): boolean {
  if (origin !== undefined) {
    const normalized = normalize(origin);
    return normalized !== null && allowed.includes(normalized);
  }
  return fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
}

function mediaType(c: Context): string | undefined {
  const header = c.req.header('content-type');
  if (header === undefined) return undefined;
  return header.split(';')[0]?.trim().toLowerCase() ?? '';
}

function carriesBody(c: Context): boolean {
  const length = c.req.header('content-length');
  return (
    (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined
  );
}

/** The route the request will reach, as "METHOD /hono/path" (middleware and ALL skipped). */
function operationOf(c: Context): string | undefined {
  const route = matchedRoutes(c).find(
    (entry) => entry.method === c.req.method && !entry.path.includes('*'),
  );
  return route ? `${route.method} ${route.path}` : undefined;
}

/** Throws 415 when the body's declared type is not one the operation documents. */
function checkContentType(c: Context, rule: BodyRule): void {
  const type = mediaType(c);
  if (type === undefined && !carriesBody(c)) return;
  switch (rule.kind) {
    case 'json':
      if (type === 'application/json' || (rule.alsoTextPlain && type === 'text/plain')) return;
      throw new HttpError('unsupported_media_type', JSON_CONTENT_TYPE_MESSAGE);
    case 'multipart':
      if (type === 'multipart/form-data') return;
      throw new HttpError('unsupported_media_type', MULTIPART_CONTENT_TYPE_MESSAGE);
    case 'binary':
    case 'none':
      if (type === undefined || !FORM_TYPES.has(type)) return;
      throw new HttpError(
        'unsupported_media_type',
        rule.kind === 'binary' ? UPLOAD_CONTENT_TYPE_MESSAGE : JSON_CONTENT_TYPE_MESSAGE,
      );
  }
}

/** Middleware for the JSON API: refuses cross-origin and form-typed unsafe requests. */
export function sameOriginWrites(options: SameOriginOptions): MiddlewareHandler {
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method)) return next();
    if (!options.signedByKey?.(c) && !isOwnOrigin(c, options.allowedOrigins())) {
      throw new HttpError('forbidden', CROSS_ORIGIN_MESSAGE);
    }
    const operation = operationOf(c);
    const rule = operation === undefined ? undefined : options.bodyRuleOf(operation);
    checkContentType(c, rule ?? { kind: 'json' });
    return next();
  };
}
