// Answers with a rendered HTML page: ETag revalidation and brotli/gzip, each
// compressed once per page body instead of once per request.
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type HtmlPage = {
  body: Buffer;
  etag: string;
  brotli?: Buffer;
  gzip?: Buffer;
};

export function prepareHtml(html: string): HtmlPage {
  const body = Buffer.from(html, 'utf8');
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 20);
  return { body, etag: `"${hash}"` };
}

export type HtmlOptions = {
  status?: ContentfulStatusCode;
  /** Pages that link hashed assets must revalidate, or a rebuild leaves them pointing at deleted files. */
  cacheControl?: string;
};

export function sendHtml(c: Context, page: HtmlPage, options: HtmlOptions = {}) {
  const status = options.status ?? 200;
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': options.cacheControl ?? 'no-cache',
    ETag: page.etag,
    Vary: 'Accept-Encoding',
  };
  if (status === 200 && matchesEtag(c.req.header('If-None-Match'), page.etag)) {
    return c.body(null, 304, headers);
  }
  const accepted = c.req.header('Accept-Encoding') ?? '';
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
  return c.body(new Uint8Array(body), status, headers);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
