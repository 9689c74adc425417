// The fast path on its own: which requests it takes (and so never reach the Hono
// routes) and which it leaves alone. routes.test.ts checks over HTTP that what it
// sends is byte for byte what the route sends.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { prepareHtml } from '../../http/html-response';
import { scalePageFastPath } from './fast-path';
import { renderScalePage } from './render-scale-page';
import type { CachedScalePage, ScalePageCache } from './scale-page-cache';

function cached(username: string): CachedScalePage {
  const data = {
    profile: {
      userId: 'u1',
      username,
      displayName: 'Ada Lovelace',
      bio: null,
      avatarUrl: null,
      tier: 'free' as const,
      whatsappNumber: null,
      phoneNumber: null,
    },
    links: [],
  };
  const rendered = renderScalePage(data, 'https://scale.example');
  return {
    data,
    page: prepareHtml(rendered.html),
    headers: { 'Content-Security-Policy': rendered.contentSecurityPolicy },
    responses: new Map(),
    loadedAt: Date.now(),
    expiresAt: Number.POSITIVE_INFINITY,
  };
}

function cacheOf(...entries: CachedScalePage[]): ScalePageCache {
  const byKey = new Map(entries.map((entry) => [entry.data.profile.username.toLowerCase(), entry]));
  return {
    peek: (username) => byKey.get(username.toLowerCase()),
    get: async (username) => byKey.get(username.toLowerCase()) ?? null,
    invalidateUser: () => {},
    close: () => {},
  };
}

type Sent = { status?: number; headers?: string[]; body?: Buffer; ended: boolean };

function call(
  cache: ScalePageCache,
  method: string,
  path: string,
  rawHeaders: string[] = [],
): { taken: boolean; sent: Sent } {
  const headers: Record<string, string> = {};
  for (let i = 0; i < rawHeaders.length; i += 2) {
    headers[rawHeaders[i]!.toLowerCase()] = rawHeaders[i + 1]!;
  }
  const request = { method, url: path, rawHeaders, headers } as unknown as IncomingMessage;
  const sent: Sent = { ended: false };
  const response = {
    writeHead(status: number, list: string[]) {
      sent.status = status;
      sent.headers = list;
    },
    end(body?: Buffer) {
      sent.body = body;
      sent.ended = true;
    },
  } as unknown as ServerResponse;
  return { taken: scalePageFastPath(cache)(request, response), sent };
}

const header = (sent: Sent, name: string) => {
  const index = sent.headers?.findIndex((entry) => entry.toLowerCase() === name.toLowerCase());
  return index === undefined || index < 0 ? undefined : sent.headers![index + 1];
};

describe('scalePageFastPath', () => {
  it('answers GET and HEAD of a cached page under its exact spelling', () => {
    const entry = cached('ada');
    const cache = cacheOf(entry);
    const get = call(cache, 'GET', '/ada', ['User-Agent', 'x']);
    expect(get.taken).toBe(true);
    expect(get.sent.status).toBe(200);
    expect(get.sent.body?.equals(entry.page.body)).toBe(true);
    expect(header(get.sent, 'content-length')).toBe(String(entry.page.body.byteLength));
    expect(header(get.sent, 'content-type')).toBe('text/html; charset=utf-8');
    expect(header(get.sent, 'etag')).toBe(entry.page.etag);
    expect(header(get.sent, 'content-security-policy')).toBe(
      entry.headers['Content-Security-Policy'],
    );

    const head = call(cache, 'HEAD', '/ada');
    expect(head.taken).toBe(true);
    expect(head.sent).toMatchObject({ status: 200, body: undefined, ended: true });
    expect(header(head.sent, 'content-length')).toBe(String(entry.page.body.byteLength));
  });

  it('sends the encoding asked for, in whatever case the header is spelled', () => {
    const entry = cached('ada');
    const cache = cacheOf(entry);
    const gzip = call(cache, 'GET', '/ada', ['Accept-Encoding', 'gzip, deflate']);
    expect(header(gzip.sent, 'content-encoding')).toBe('gzip');
    expect(gzip.sent.body?.equals(entry.page.gzip!)).toBe(true);
    const brotli = call(cache, 'GET', '/ada', ['accept-encoding', 'gzip, deflate, br']);
    expect(header(brotli.sent, 'content-encoding')).toBe('br');
    // Each encoding's answer is made once and reused.
    const again = call(cache, 'GET', '/ada', ['ACCEPT-ENCODING', 'gzip, deflate, br']);
    expect(again.sent.headers).toBe(brotli.sent.headers);
    expect(entry.responses.size).toBe(2);
  });

  it('answers 304 when the ETag matches, the page when it does not', () => {
    const entry = cached('ada');
    const cache = cacheOf(entry);
    const fresh = call(cache, 'GET', '/ada', ['If-None-Match', entry.page.etag]);
    expect(fresh.taken).toBe(true);
    expect(fresh.sent).toMatchObject({ status: 304, body: undefined, ended: true });
    const stale = call(cache, 'GET', '/ada', ['if-none-match', '"old"']);
    expect(stale.sent.status).toBe(200);
    expect(stale.sent.body?.equals(entry.page.body)).toBe(true);
  });

  it('leaves everything else to the Hono routes', () => {
    const cache = cacheOf(cached('ada'), cached('Grace'));
    for (const [method, path] of [
      ['GET', '/ADA'], // redirected to the owner's spelling by the route
      ['GET', '/grace'],
      ['GET', '/ada?sent=1'], // the contact form's thanks
      ['GET', '/ada?preview=1'],
      ['GET', '/ada/contact.vcf'],
      ['GET', '/ada/'],
      ['GET', '/nobody'],
      ['GET', '/'],
      ['GET', 'http://scale.example/ada'],
      ['POST', '/ada'],
      ['OPTIONS', '/ada'],
    ] as const) {
      const { taken, sent } = call(cache, method, path);
      expect(taken, `${method} ${path}`).toBe(false);
      expect(sent.ended).toBe(false);
    }
    expect(call(cache, 'GET', '/Grace').taken).toBe(true);
  });

  it('never answers for a name that cannot be a Scale Page', () => {
    // The cache only holds pages the route looked up; this guards against one that did not.
    expect(call(cacheOf(cached('api')), 'GET', '/api').taken).toBe(false);
  });
});
