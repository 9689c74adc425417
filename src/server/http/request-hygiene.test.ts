// What the fuzz test of issue 8 found, pinned: a NUL character (which PostgreSQL text
// cannot hold) is a 400, wherever it comes; a request refused before its body is read
// closes its connection, so the client's next request does not die with it.
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, callApi, signUpApiUser } from '../../../tests/support/api-user';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { NUL_MESSAGE } from './errors';

let server: TestServer;
let user: ApiUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await signUpApiUser(server, 'hygiene');
});

afterAll(async () => {
  await server?.close();
});

/** Posts over one kept-alive connection, as browsers and HTTP clients do. */
function post(path: string, body: Buffer, agent: Agent) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    const outgoing = request(`${server.url}${path}`, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
    });
    outgoing.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('a NUL character', () => {
  it('in the path or the query answers 400, before any lookup', async () => {
    for (const path of ['/public/schedule/%00', `/me/sessions/a%00b`, '/clients?q=%00']) {
      const answer = await user.call(path.startsWith('/me') ? 'DELETE' : 'GET', path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.error).toEqual({ code: 'bad_request', message: NUL_MESSAGE });
    }
  });

  it("in a page's address shows the 404 page to a browser", async () => {
    for (const path of ['/dashboard%00', '/hygiene%00', '/schedule/a%00b/c']) {
      const answer = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await answer.text()).toContain('Page not found');
    }
  });

  it('in a JSON body answers 400 and stores nothing', async () => {
    const answer = await user.call('POST', '/links', {
      title: 'Null\u0000title',
      url: 'https://example.com',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(NUL_MESSAGE);
    expect((await user.call('GET', '/links')).body).toEqual([]);
  });
});

describe('a request refused before its body is read', () => {
  it('closes its connection, and the next request gets its answer', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const oversized = Buffer.from(JSON.stringify({ name: 'x'.repeat(2_000_000) }));
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await post(
        `/api/v1/public/schedule/${user.id}/none/bookings`,
        oversized,
        agent,
      );
      expect(answer).toEqual({ status: 413, connection: 'close' });
    }
    agent.destroy();
    // A refusal after the body was read keeps the connection.
    const read = await callApi(server, user.cookie, 'POST', '/links', { title: '' });
    expect(read.status).toBe(400);
    expect(read.headers.get('connection')).not.toBe('close');
  });
});
