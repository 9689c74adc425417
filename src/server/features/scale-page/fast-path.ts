// Answers GET /:username for a page already in the cache directly from Node's request
// handler, before the Hono app: no Request/Response objects, no router, no parsed
// header object, and per page and encoding one finished status, header list and body
// that every request reuses. Anything it is not sure about (a query string, a page not
// cached yet, a non-canonical case, other methods) returns false and goes through the
// Hono routes, which do the same work the general way (and own ?preview, ?sent=1 …).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isScalePagePath } from '../../../core/scale-page-path';
import { type HtmlResponse, htmlResponse } from '../../http/html-response';
import type { CachedScalePage, ScalePageCache } from './scale-page-cache';

/** A response ready to write: the headers as Node's flat [name, value, …] list. */
export type PreparedResponse = { status: number; headers: string[]; body: Buffer | null };

export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

const SLASH = 47;

/** Browsers send a handful of distinct Accept-Encoding values; anything beyond is not kept. */
const MAX_ENCODINGS_KEPT = 8;

export function scalePageFastPath(cache: ScalePageCache): FastPath {
  return (request, response) => {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const username = usernameOf(request.url);
    if (username === undefined) return false;
    const entry = cache.peek(username);
    if (entry === undefined || entry.data.profile.username !== username) return false;
    if (!isScalePagePath(username)) return false;

    const accepted = acceptedEncoding(request.rawHeaders);
    // A revalidation (If-None-Match) is worked out afresh: it may be a 304.
    const prepared =
      accepted === null ? prepare(entry, request.headers) : preparedFor(entry, accepted);
    response.writeHead(prepared.status, prepared.headers);
    if (method === 'HEAD' || prepared.body === null) response.end();
    else response.end(prepared.body);
    return true;
  };
}

/** The single path segment of `/{segment}` without a query string; else undefined. */
function usernameOf(url: string | undefined): string | undefined {
  if (url === undefined || url.length < 2 || url.charCodeAt(0) !== SLASH) return undefined;
  // Query strings belong to the Hono routes (?sent=1 shows the contact form's thanks).
  if (url.indexOf('?') !== -1 || url.indexOf('/', 1) !== -1) return undefined;
  return url.slice(1);
}

/**
 * The request's Accept-Encoding ('' when absent), or null when it carries If-None-Match,
 * read from the raw header list so that Node never builds request.headers.
 */
function acceptedEncoding(raw: string[]): string | null {
  let accepted = '';
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] as string;
    if (name.length === 15 && name.toLowerCase() === 'accept-encoding') {
      // Repeated headers are one list, as request.headers would join them.
      accepted = accepted === '' ? (raw[i + 1] as string) : `${accepted}, ${raw[i + 1]}`;
    } else if (name.length === 13 && name.toLowerCase() === 'if-none-match') {
      return null;
    }
  }
  return accepted;
}

function preparedFor(entry: CachedScalePage, accepted: string): PreparedResponse {
  let prepared = entry.responses.get(accepted);
  if (prepared === undefined) {
    prepared = prepare(entry, { 'accept-encoding': accepted });
    if (entry.responses.size < MAX_ENCODINGS_KEPT) entry.responses.set(accepted, prepared);
  }
  return prepared;
}

/** The Hono route's answer (same status, headers and bytes), with its length known. */
function prepare(
  entry: CachedScalePage,
  headers: Record<string, string | string[] | undefined>,
): PreparedResponse {
  const response: HtmlResponse = htmlResponse(
    (name) => {
      const value = headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : value;
    },
    entry.page,
    { headers: entry.headers },
  );
  const list = Object.entries(response.headers).flat();
  // With the length known, Node sends the body as is instead of in chunks.
  if (response.body) list.push('Content-Length', String(response.body.byteLength));
  return { status: response.status, headers: list, body: response.body };
}
