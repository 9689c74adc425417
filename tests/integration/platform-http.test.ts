// The platform services through the whole server: health probes, the live-update
// stream of a signed-in user, and the development mailbox.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishChange } from '../../src/server/platform/events/publish';
import type { DevMailMessage } from '../../src/server/platform/mail/dev-mail-routes';
import { signUpApiUserAs } from '../support/api-user';
import { freePort, spawnApp, stopApp, waitForHttp } from '../support/processes';
import { openSse, type SseClient } from '../support/sse-client';
import { TEST_DATABASE_URL } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

/** Shared with the second server process, so one session cookie works on both. */
const AUTH_SECRET = 'platform-http-test-secret-platform-http';
let server: TestServer;
const streams: SseClient[] = [];

beforeAll(async () => {
  // No SMTP_URL: development mode captures mail for /dev/mail.
  server = await startTestServer({ AUTH_SECRET, MAIL_SENDER_INTERVAL_MS: '50' });
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await server?.close();
});

/** Signs up (and in, by the verification link) and returns the user's id and session cookie. */
async function signUp(email: string): Promise<{ userId: string; cookie: string }> {
  const user = await signUpApiUserAs(server, email, {
    password: 'correct-horse-battery',
    name: email.split('@')[0],
  });
  return { userId: user.id, cookie: user.cookie };
}

async function openEvents(cookie: string, origin = server.url): Promise<SseClient> {
  const stream = await openSse(`${origin}/api/v1/events`, { headers: { cookie } });
  streams.push(stream);
  expect(stream.status).toBe(200);
  await stream.waitForComment('connected');
  return stream;
}

describe('health probes on the running server', () => {
  it('answers /healthz and /readyz', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: server.database.kind });
  });
});

describe('GET /api/v1/events on the running server', () => {
  it('refuses a signed-out visitor', async () => {
    const response = await fetch(`${server.url}/api/v1/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it("streams a signed-in user's changes and never another user's", async () => {
    const ada = await signUp('ada.live@example.com');
    const bob = await signUp('bob.live@example.com');
    const adaStream = await openEvents(ada.cookie);
    const bobStream = await openEvents(bob.cookie);

    await server.database.db.transaction().execute(async (trx) => {
      await publishChange(trx, bob.userId, { entity: 'client', op: 'insert', id: 'bobs-client' });
      await publishChange(trx, ada.userId, { entity: 'link', op: 'update', id: 'adas-link' });
    });
    await publishChange(server.database.db, ada.userId, {
      entity: 'link',
      op: 'delete',
      id: 'adas-last',
    });

    await adaStream.waitForMessage((message) => message.data.includes('adas-last'));
    await bobStream.waitForMessage((message) => message.data.includes('bobs-client'));
    expect(adaStream.messages.map((message) => JSON.parse(message.data))).toEqual([
      { entity: 'link', op: 'update', id: 'adas-link' },
      { entity: 'link', op: 'delete', id: 'adas-last' },
    ]);
    expect(bobStream.messages.map((message) => JSON.parse(message.data))).toEqual([
      { entity: 'client', op: 'insert', id: 'bobs-client' },
    ]);
  });
});

describe.runIf(TEST_DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  it('a change written through one reaches a stream opened on the other, for its user only', async () => {
    const port = await freePort();
    const other = spawnApp(['--import', 'tsx', 'src/server/main.ts'], {
      DATABASE_URL: server.database.url!,
      PORT: String(port),
      HOST: '127.0.0.1',
      AUTH_SECRET,
      PUBLIC_URL: server.url,
      MAIL_SENDER_INTERVAL_MS: '0',
    });
    try {
      const otherUrl = `http://127.0.0.1:${port}`;
      await waitForHttp(`${otherUrl}/readyz`, other);
      expect(other.child.pid).not.toBe(process.pid);

      const ada = await signUp('ada.twoprocs@example.com');
      const bob = await signUp('bob.twoprocs@example.com');
      const adaStream = await openEvents(ada.cookie, otherUrl);
      const bobStream = await openEvents(bob.cookie, otherUrl);

      // Written through this process (the in-process test server's database)...
      await server.database.db.transaction().execute(async (trx) => {
        await publishChange(trx, ada.userId, {
          entity: 'client',
          op: 'insert',
          id: 'written-here',
        });
      });
      await publishChange(server.database.db, bob.userId, {
        entity: 'client',
        op: 'update',
        id: 'for-bob',
      });

      // ...and streamed by the other one.
      await bobStream.waitForMessage((message) => message.data.includes('for-bob'));
      await adaStream.waitForMessage((message) => message.data.includes('written-here'));
      expect(adaStream.messages.map((message) => JSON.parse(message.data))).toEqual([
        { entity: 'client', op: 'insert', id: 'written-here' },
      ]);
      expect(bobStream.messages.map((message) => JSON.parse(message.data))).toEqual([
        { entity: 'client', op: 'update', id: 'for-bob' },
      ]);
      adaStream.close();
      bobStream.close();
    } finally {
      await stopApp(other);
    }
  });
});

describe('/dev/mail on the running server', () => {
  it('shows the mail that sign-up queued, captured instead of sent', async () => {
    await signUp('cleo.mail@example.com');

    let messages: DevMailMessage[] = [];
    await expect
      .poll(async () => {
        const response = await fetch(`${server.url}/dev/mail.json?to=cleo.mail@example.com`);
        messages = ((await response.json()) as { messages: DevMailMessage[] }).messages;
        return messages.map((message) => `${message.status}/${message.deliveredVia}`);
      })
      .toEqual(['sent/captured']);
    const link = messages[0]?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();

    const page = await (await fetch(`${server.url}/dev/mail`)).text();
    expect(page).toContain('To cleo.mail@example.com');
    expect(page).toContain(`<a href="${link?.replaceAll('&', '&amp;')}"`);
  });
});
