// Answers with a cached Scale Page as cheaply as Node allows: a plain-object header
// record and a view of the stored bytes (no copy), which @hono/node-server writes
// straight to the socket; ETag revalidation; gzip or brotli compressed once per page.
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { HtmlPage } from '../marketing/html-response';

export type PageResponse = {
  status: 200 | 304 | 404;
  headers: Record<string, string>;
  body: Buffer | null;
};

export function sendPage(
  request: { header(name: string): string | undefined },
  page: HtmlPage,
  options: { status?: 200 | 404; headers?: Record<string, string> } = {},
): Response {
  const { status, headers, body } = pageResponse((name) => request.header(name), page, options);
  return new Response(
    body && new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
    { status, headers },
  );
}

/** What to answer for a page: 304 when the ETag matches, else the best encoding. */
export function pageResponse(
  header: (name: string) => string | undefined,
  page: HtmlPage,
  options: { status?: 200 | 404; headers?: Record<string, string> } = {},
): PageResponse {
  const status = options.status ?? 200;
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    ETag: page.etag,
    Vary: 'Accept-Encoding',
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

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
