// Answers with a rendered HTML page: ETag revalidation and brotli/gzip, each
// compressed once per page body instead of once per request. Used by the marketing
// pages, the web app's shell and the Scale Page (through Hono, or its Node fast path).
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { Context } from 'hono';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
import { htmlPagePolicy } from './content-security-policy';

export type HtmlPage = {
  body: Buffer;
  etag: string;
  /** Computed once with the page: its inline scripts' hashes (http/content-security-policy.ts). */
  contentSecurityPolicy: string;
  brotli?: Buffer;
  gzip?: Buffer;
};

export function prepareHtml(html: string): HtmlPage {
  const body = Buffer.from(html, 'utf8');
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 20);
  return { body, etag: `"${hash}"`, contentSecurityPolicy: htmlPagePolicy(html) };
}

export type HtmlOptions = {
  status?: ContentfulStatusCode;
  /** Pages that link hashed assets must revalidate, or a rebuild leaves them pointing at deleted files. */
  cacheControl?: string;
  /** Sent as well (a page's Content-Security-Policy, say). */
  headers?: Record<string, string>;
};

export type HtmlResponse = {
  status: StatusCode;
  headers: Record<string, string>;
  /** The bytes to send, already in the chosen encoding; null for a 304. */
  body: Buffer | null;
};

/** What to answer: 304 when the ETag matches, else the page in the best encoding accepted. */
export function htmlResponse(
  header: (name: string) => string | undefined,
  page: HtmlPage,
  options: HtmlOptions = {},
): HtmlResponse {
  const status = options.status ?? 200;
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': options.cacheControl ?? 'no-cache',
    ETag: page.etag,
    Vary: 'Accept-Encoding',
    'Content-Security-Policy': page.contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    // A page that sets a stricter policy of its own (the Scale Page) overrides these.
    ...options.headers,
  };
  if (status === 200 && matchesEtag(header('If-None-Match'), page.etag)) {
    return { status: 304, headers, body: null };
  }
  const accepted = header('Accept-Encoding') ?? '';
  let body = page.body;
  if (/\bbr\b/.test(accepted)) {
    page.brotli ??= brotliCompressSync(page.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 9 },
    });
    body = page.brotli;
    headers['Content-Encoding'] = 'br';
  } else if (/\bgzip\b/.test(accepted)) {
    page.gzip ??= gzipSync(page.body);
    body = page.gzip;
    headers['Content-Encoding'] = 'gzip';
  }
  return { status, headers, body };
}

export function sendHtml(c: Context, page: HtmlPage, options: HtmlOptions = {}) {
  const { status, headers, body } = htmlResponse((name) => c.req.header(name), page, options);
  if (!body) return c.body(null, status, headers);
  // A view of the stored bytes, not a copy: @hono/node-server writes it to the socket.
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
  return c.body(bytes, status as ContentfulStatusCode, headers);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
