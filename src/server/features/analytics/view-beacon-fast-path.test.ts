// The view beacon's fast path on its own: which beacons it answers itself and which it
// hands to the Hono route (here a stand-in that answers 299). analytics.test.ts and
// tests/integration/rate-limits.test.ts check over the real server what a visitor gets.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Database } from '../../db/connection';
import { viewBeaconFastPath } from './view-beacon-fast-path';

let server: Server;
let url: string;
const handedOn: string[] = [];

beforeAll(async () => {
  const config = {
    ...loadConfig({
      AUTH_SECRET: 'test-secret-test-secret-test-secret',
      BEACON_LIMIT_PER_MINUTE: '3',
      // Each test's client is its X-Forwarded-For, as behind a proxy.
      TRUSTED_PROXIES: '127.0.0.1',
    }),
    publicUrl: 'https://scale.example',
  };
  // Nothing here is a view of a page, so the recorder (and so the database) is never reached.
  const database = { kind: 'pglite' } as Database;
  const fastPath = viewBeaconFastPath({ config, database }, (request, response) => {
    handedOn.push(`${request.method} ${request.url}`);
    response.writeHead(299);
    response.end('route');
  });
  server = createServer((request, response) => {
    if (!fastPath(request, response)) {
      response.writeHead(298);
      response.end('not the beacon');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** `client` is the X-Forwarded-For address the request comes from. */
const beacon = (
  { client = '203.0.113.1', ...headers }: Record<string, string>,
  {
    path = '/api/v1/track/view',
    body = '{"username":"nobody-here"}' as string | Blob,
    method = 'POST',
  } = {},
) =>
  fetch(`${url}${path}`, {
    method,
    headers: { 'x-forwarded-for': client, ...headers },
    body: method === 'GET' ? undefined : body,
  });

describe('the view beacon fast path', () => {
  it('answers a beacon from our page itself: 204, never cached, no body', async () => {
    const answer = await beacon({
      origin: 'https://scale.example',
      'content-type': 'text/plain;charset=UTF-8',
      client: '203.0.113.10',
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toBe('');
    // JSON too, and neither Origin nor Sec-Fetch-Site (no browser, so no CSRF).
    const plain = await beacon({ 'content-type': 'application/json', client: '203.0.113.11' });
    expect(plain.status).toBe(204);
  });

  it('leaves to the route what the route refuses or reads its own way', async () => {
    const cases: [string, Parameters<typeof beacon>][] = [
      ['another origin', [{ origin: 'https://evil.example', 'content-type': 'text/plain' }]],
      ['a cross-site fetch', [{ 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' }]],
      ['a form', [{ 'content-type': 'application/x-www-form-urlencoded' }]],
      // (A Blob: fetch gives a string body a text/plain type of its own.)
      ['no content type', [{}, { body: new Blob(['{}']) }]],
      ['an API key', [{ authorization: 'Bearer sk_x', 'content-type': 'application/json' }]],
      ['a query string', [{ 'content-type': 'text/plain' }, { path: '/api/v1/track/view?x=1' }]],
      ['another path', [{ 'content-type': 'text/plain' }, { path: '/api/v1/track/click' }]],
      ['a GET', [{}, { method: 'GET' }]],
    ];
    for (const [name, args] of cases) {
      const answer = await beacon(...args);
      expect(answer.status, name).toBe(298);
    }
  });

  it('hands a client over its limit to the route, body unread, for the 429', async () => {
    const client = '203.0.113.20';
    const send = () =>
      beacon({ 'content-type': 'text/plain', client }, { body: '{"username":"nobody-here"}' });
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(204);
    const over = await send();
    expect(over.status).toBe(299);
    expect(handedOn).toEqual(['POST /api/v1/track/view']);
    // Another client is not held back by this one.
    expect((await beacon({ 'content-type': 'text/plain', client: '203.0.113.21' })).status).toBe(
      204,
    );
  });
});
