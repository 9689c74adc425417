// Issue 16's request guards, on every operation of /api/openapi.json: an unsafe request
// from another origin of the same site (another port) is refused with 403, one whose body
// is a form's text (what an HTML form on such a page can send) with 415, and a body
// nested thousands deep with 400 — each without changing a row and without a server
// error logged (tests/support/fail-on-console-error.ts fails the test on one). Requests
// from our own origin, from a client that is no browser, and the public beacons sent as
// text/plain by navigator.sendBeacon keep working.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_FORM_MESSAGES, SERVER_MESSAGES } from '../../src/core/messages';
import { TOO_DEEP_MESSAGE } from '../../src/server/http/json-body';
import {
  CROSS_ORIGIN_MESSAGE,
  JSON_CONTENT_TYPE_MESSAGE,
} from '../../src/server/http/same-origin-writes';
import {
  fillPath,
  type Operation,
  operationName,
  readOperations,
} from '../support/openapi-operations';
import { makePlatformAdmin } from '../support/organization-rows';
import { type OwnerRows, seedOwnerRows } from '../support/owner-rows';
import { changedTables, snapshotRows } from '../support/row-snapshot';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let rows: OwnerRows;
let operations: Operation[];
/** Same host, another port: the same site, another origin (where SameSite=Lax does not help). */
let siblingOrigin: string;

const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'];

type Sent = { status: number; body: { error?: { code: string; message: string } } | undefined };

function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${server.url}${path}`, {
      method,
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
      },
    });
    outgoing.on('response', (response) => {
      if (response.headers['content-type']?.startsWith('text/event-stream')) {
        response.destroy();
        resolve({ status: response.statusCode ?? 0, body: undefined });
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: Sent['body'];
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        resolve({ status: response.statusCode ?? 0, body: parsed });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const pathOf = (operation: Operation) => `/api/v1${fillPath(operation, (key) => rows.ids[key])}`;

/** A body nested `depth` arrays deep inside a JSON object, as text (never parsed here). */
const deepBody = (depth: number) => `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`;

beforeAll(async () => {
  server = await startTestServer();
  rows = await seedOwnerRows(server);
  await makePlatformAdmin(server, rows.owner);
  operations = await readOperations(server);
  const own = new URL(server.url);
  siblingOrigin = `${own.protocol}//${own.hostname}:${Number(own.port) + 1}`;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('an unsafe request from another origin of the same site', () => {
  it('is refused on every operation with 403, changing nothing', async () => {
    const problems: string[] = [];
    const unsafe = operations.filter((operation) => UNSAFE.includes(operation.method));
    expect(unsafe.length).toBeGreaterThan(40);
    const before = await snapshotRows(server);
    for (const operation of unsafe) {
      const json = operation.bodyTypes.includes('application/json');
      const answer = await send(
        operation.method,
        pathOf(operation),
        {
          cookie: rows.owner.cookie,
          origin: siblingOrigin,
          ...(json ? { 'content-type': 'application/json' } : {}),
        },
        json ? '{}' : undefined,
      );
      if (answer.status !== 403 || answer.body?.error?.message !== CROSS_ORIGIN_MESSAGE) {
        problems.push(
          `${operationName(operation)}: ${answer.status} ${JSON.stringify(answer.body)}`,
        );
      }
    }
    expect(problems).toEqual([]);
    expect(changedTables(before, await snapshotRows(server))).toEqual([]);
  }, 120_000);

  it('is refused when the browser says so only by Sec-Fetch-Site, or sends Origin: null', async () => {
    const before = await snapshotRows(server);
    const refusedHeaders: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { origin: 'javascript:alert(1)' },
    ];
    for (const headers of refusedHeaders) {
      const answer = await send(
        'POST',
        '/api/v1/links',
        { cookie: rows.owner.cookie, 'content-type': 'application/json', ...headers },
        JSON.stringify({ title: 'Planted', url: 'https://evil.example' }),
      );
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
    expect(changedTables(before, await snapshotRows(server))).toEqual([]);
  });
});

describe('a form-typed body', () => {
  it('is refused with 415 on every JSON operation, even from our own origin', async () => {
    const problems: string[] = [];
    const jsonWrites = operations.filter(
      (operation) =>
        operation.bodyTypes.includes('application/json') &&
        !operation.bodyTypes.includes('text/plain'),
    );
    expect(jsonWrites.length).toBeGreaterThan(30);
    const before = await snapshotRows(server);
    for (const operation of jsonWrites) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const answer = await send(
          operation.method,
          pathOf(operation),
          { cookie: rows.owner.cookie, origin: server.url, 'content-type': type },
          '{"title":"Planted","url":"https://evil.example"}',
        );
        if (answer.status !== 415 || answer.body?.error?.message !== JSON_CONTENT_TYPE_MESSAGE) {
          problems.push(`${operationName(operation)} as ${type}: ${answer.status}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(changedTables(before, await snapshotRows(server))).toEqual([]);
  }, 120_000);

  it('cannot create a link or invite an Admin the way an HTML form with enctype text/plain would', async () => {
    const before = await snapshotRows(server);
    const orgId = rows.ids['organizations.orgId'];
    const attempts = [
      { path: '/api/v1/links', body: '{"title":"Planted","url":"https://evil.example","x":"="}' },
      {
        path: `/api/v1/organizations/${orgId}/invitations`,
        body: JSON.stringify({ email: 'attacker@evil.example', roleId: rows.adminRoleId }),
      },
    ];
    for (const origin of [siblingOrigin, server.url]) {
      for (const attempt of attempts) {
        const answer = await send(
          'POST',
          attempt.path,
          { cookie: rows.owner.cookie, origin, 'content-type': 'text/plain' },
          attempt.body,
        );
        expect(answer.status, `${origin} ${attempt.path}`).toBe(origin === server.url ? 415 : 403);
      }
    }
    expect(changedTables(before, await snapshotRows(server))).toEqual([]);
  });
});

describe('requests that must keep working', () => {
  it('our own pages, a client with no browser headers, and Sec-Fetch-Site: same-origin', async () => {
    const keptHeaders: Record<string, string>[] = [
      { origin: server.url },
      {},
      { 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of keptHeaders) {
      const answer = await send(
        'POST',
        '/api/v1/links',
        {
          cookie: rows.owner.cookie,
          'content-type': 'application/json; charset=utf-8',
          ...headers,
        },
        JSON.stringify({ title: `Kept ${JSON.stringify(headers)}`, url: 'https://example.com' }),
      );
      expect(answer.status, JSON.stringify(headers)).toBe(201);
    }
  });

  it('the public beacons, sent as text/plain by navigator.sendBeacon from our pages', async () => {
    const linkId = rows.ids['links.id'];
    const answer = await send(
      'POST',
      '/api/v1/track/click',
      { origin: server.url, 'content-type': 'text/plain;charset=UTF-8' },
      JSON.stringify({ linkId }),
    );
    expect(answer.status).toBe(204);
    const foreign = await send(
      'POST',
      '/api/v1/track/click',
      { origin: siblingOrigin, 'content-type': 'text/plain;charset=UTF-8' },
      JSON.stringify({ linkId }),
    );
    expect(foreign.status).toBe(403);
  });

  it('an origin listed in TRUSTED_ORIGINS', async () => {
    const trusted = await startTestServer({ TRUSTED_ORIGINS: 'https://app.example.com' });
    try {
      const { signUpApiUser } = await import('../support/api-user');
      const user = await signUpApiUser(trusted, 'trusted');
      const answer = await user.call(
        'POST',
        '/links',
        { title: 'From the trusted app', url: 'https://example.com' },
        { origin: 'https://app.example.com' },
      );
      expect(answer.status).toBe(201);
      const other = await user.call(
        'POST',
        '/links',
        { title: 'From elsewhere', url: 'https://example.com' },
        { origin: 'https://other.example.com' },
      );
      expect(other.status).toBe(403);
    } finally {
      await trusted.close();
    }
  });
});

describe('sign-up in development (issue 17)', () => {
  const signUp = (origin: string, email: string) =>
    send(
      'POST',
      '/api/auth/sign-up/email',
      // As a browser sends it: the sign-in page has set the time-zone cookie.
      { origin, cookie: 'scale_tz=Europe%2FParis', 'content-type': 'application/json' },
      JSON.stringify({ email, password: 'long-enough-pw', name: 'Newcomer' }),
    );

  it('works from every loopback spelling of the port: localhost, 127.0.0.1 and [::1]', async () => {
    const port = new URL(server.url).port;
    for (const [index, host] of ['localhost', '127.0.0.1', '[::1]'].entries()) {
      const email = `loopback-${index}@example.com`;
      const answer = await signUp(`http://${host}:${port}`, email);
      expect(answer.status, host).toBe(200);
      const stored = await server.database.db
        .selectFrom('users')
        .select('email')
        .where('email', '=', email)
        .execute();
      expect(stored, host).toHaveLength(1);
    }
  });

  it('from any other address names PUBLIC_URL instead of a library’s raw text', async () => {
    const answer = (await signUp(siblingOrigin, 'elsewhere@example.com')) as unknown as {
      status: number;
      body: { code: string; message: string };
    };
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(SERVER_MESSAGES.wrongAddress(server.url));
    expect(answer.body.message).toContain('PUBLIC_URL');
    expect(answer.body.message).not.toMatch(/invalid origin/i);
    const stored = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'elsewhere@example.com')
      .execute();
    expect(stored).toHaveLength(0);
  });
});

describe("the Scale Page's contact form", () => {
  it('posted from another origin stores no lead; from the page itself it does', async () => {
    const username = rows.ids['documents.username'] ?? '';
    await rows.owner.call('PATCH', '/me/profile', { leadFormEnabled: true });
    const form = 'name=Mallory&email=mallory%40example.com&message=hi';
    const leads = () =>
      server.database.db
        .selectFrom('clients')
        .select('id')
        .where('userId', '=', rows.owner.id)
        .where('name', '=', 'Mallory')
        .execute();

    const refused = await fetch(`${server.url}/${username}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: siblingOrigin },
      body: form,
      redirect: 'manual',
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe(LEAD_FORM_MESSAGES.crossOrigin);
    expect(await leads()).toHaveLength(0);

    const sent = await fetch(`${server.url}/${username}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: form,
      redirect: 'manual',
    });
    expect(sent.status).toBe(303);
    expect(await leads()).toHaveLength(1);
  });
});

describe('a JSON body nested thousands deep', () => {
  it('answers 400 with a clear message on every JSON operation, changing nothing', async () => {
    const problems: string[] = [];
    const jsonOperations = operations.filter((operation) =>
      operation.bodyTypes.includes('application/json'),
    );
    const before = await snapshotRows(server);
    for (const operation of jsonOperations) {
      const answer = await send(
        operation.method,
        pathOf(operation),
        {
          cookie: rows.owner.cookie,
          origin: server.url,
          'content-type': 'application/json',
        },
        deepBody(5_000),
      );
      // The beacons cap their bodies at a few KB (400 "too large" first), and the page-view
      // beacon answers 204 whatever it is sent; neither may fail or store anything.
      const isBeacon = operation.bodyTypes.includes('text/plain');
      if (
        isBeacon
          ? answer.status >= 500
          : answer.status !== 400 || answer.body?.error?.message !== TOO_DEEP_MESSAGE
      ) {
        problems.push(
          `${operationName(operation)}: ${answer.status} ${JSON.stringify(answer.body)}`,
        );
      }
    }
    expect(problems).toEqual([]);
    expect(changedTables(before, await snapshotRows(server))).toEqual([]);
  }, 120_000);
});

describe('the page-view beacon', () => {
  it('nested thousands deep, in its few KB, answers 204 and counts nothing', async () => {
    const before = await snapshotRows(server);
    const answer = await send(
      'POST',
      '/api/v1/track/view',
      { origin: server.url, 'content-type': 'text/plain' },
      deepBody(1_000),
    );
    expect(answer.status).toBe(204);
    expect(changedTables(before, await snapshotRows(server))).toEqual([]);
  });
});
