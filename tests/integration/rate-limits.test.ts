// Every public limit per client holds in total across server processes: on PostgreSQL
// (TEST_DATABASE_URL) two processes share the database and one client's requests
// alternate between them; on PGlite (one process per data folder) the same checks run
// against the one process. Clients are told apart by their own source address
// (127.1.x.y), as the server sees them; the request after the limit answers 429 with
// its message and stores nothing, and another client is still served.

import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_FORM_MESSAGES, SCHEDULING_MESSAGES, SERVER_MESSAGES } from '../../src/core/messages';
import { RATE_LIMIT_MESSAGE } from '../../src/core/rate-limits';
import { AUTH_RATE_LIMITS } from '../../src/server/auth/auth';
import { LEAD_FORM_LIMIT } from '../../src/server/features/scale-page/lead-form/rate-limit';
import { PUBLIC_BOOKING_LIMIT } from '../../src/server/features/scheduling/booking-page/booking-rate-limit';
import { type ApiUser, signUpApiUser } from '../support/api-user';
import { createEventType, firstSlots, setUpHost } from '../support/booking-host';
import { CHROME_UA, insertDocument, usernameOf } from '../support/document-rows';
import { type AppProcess, freePort, spawnApp, stopApp, waitForHttp } from '../support/processes';
import { TEST_DATABASE_URL } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

/** Shared by both processes: client keys and sessions are derived from it. */
const AUTH_SECRET = 'rate-limits-secret-rate-limits-secret';
/** Low, so the beacons' checks are quick; the mechanism is the production one. */
const BEACON_LIMIT = 4;
const ENV = { AUTH_SECRET, BEACON_LIMIT_PER_MINUTE: String(BEACON_LIMIT) };

let server: TestServer;
let second: AppProcess | undefined;
/** The servers a client's requests alternate between. */
const servers: string[] = [];
let owner: ApiUser & { username: string };

beforeAll(async () => {
  server = await startTestServer(ENV);
  servers.push(server.url);
  if (server.database.url) {
    const port = await freePort();
    second = spawnApp(['--import', 'tsx', 'src/server/main.ts'], {
      ...ENV,
      DATABASE_URL: server.database.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'scale-rate-limits-')),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: server.url,
      MAIL_SENDER_INTERVAL_MS: '0',
    });
    const url = `http://127.0.0.1:${port}`;
    await waitForHttp(`${url}/readyz`, second);
    servers.push(url);
  }
  const user = await signUpApiUser(server, 'limited-owner');
  expect((await user.call('PATCH', '/me/profile', { leadFormEnabled: true })).status).toBe(200);
  owner = { ...user, username: await usernameOf(server, user) };
}, 180_000);

afterAll(async () => {
  if (second) await stopApp(second);
  await server?.close();
});

let nextClient = 0;

/** A client of its own: every request it sends comes from this loopback address. */
function newClient(): string {
  const n = nextClient++;
  return `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

type Reply = { status: number; text: string };

function send(
  client: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: init.method ?? 'POST',
        localAddress: client,
        headers: {
          origin: server.url,
          'user-agent': CHROME_UA,
          // Each request claims another address: no proxy is trusted, so none is believed.
          'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}`,
          ...init.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const json = (value: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

/** The beacons' own way: JSON sent as text/plain by navigator.sendBeacon. */
const beaconBody = (value: unknown) => ({
  headers: { 'content-type': 'text/plain;charset=UTF-8' },
  body: JSON.stringify(value),
});

/**
 * `limit` requests of one client, alternating between the servers, each answered
 * `allowed`; then the next one, on the server after the last; then another client's.
 */
async function overTheLimit(
  limit: number,
  allowed: number,
  request: (client: string, baseUrl: string, i: number) => Promise<Reply>,
): Promise<{ over: Reply; otherClient: Reply }> {
  const client = newClient();
  for (let i = 0; i < limit; i++) {
    const reply = await request(client, servers[i % servers.length] as string, i);
    expect(reply.status, `request ${i + 1} of ${limit}: ${reply.text}`).toBe(allowed);
  }
  const over = await request(client, servers[limit % servers.length] as string, limit);
  const otherClient = await request(newClient(), servers[0] as string, limit + 1);
  return { over, otherClient };
}

function errorMessage(reply: Reply): string {
  return (JSON.parse(reply.text) as { error: { code: string; message: string } }).error.message;
}

/** Waits until a count written in batches (the beacons') has reached `expected`, then reads it again. */
async function settledCount(read: () => Promise<number>, expected: number): Promise<number> {
  const deadline = Date.now() + 10_000;
  while ((await read()) < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Past the recorders' batch interval: anything counted wrongly would show up too.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return read();
}

describe(`per-client limits on ${TEST_DATABASE_URL ? 'two processes' : 'one process'}`, () => {
  it('sign-in: wrong passwords up to the limit, then 429', async () => {
    const { max } = AUTH_RATE_LIMITS['/sign-in/email'];
    const { over, otherClient } = await overTheLimit(max, 401, (client, url, i) =>
      send(
        client,
        `${url}/api/auth/sign-in/email`,
        json({ email: owner.email, password: `guess-${i}` }),
      ),
    );
    expect(over.status).toBe(429);
    expect(JSON.parse(over.text).message).toBe(SERVER_MESSAGES.tooManyRequests);
    expect(otherClient.status).toBe(401);
  });

  it('sign-up: accounts up to the limit, then 429 and no account', async () => {
    const { max } = AUTH_RATE_LIMITS['/sign-up/email'];
    const email = (i: number) => `limited-${i}-${randomUUID()}@example.com`;
    const emails: string[] = [];
    const { over, otherClient } = await overTheLimit(max, 200, (client, url, i) => {
      emails[i] = email(i);
      return send(
        client,
        `${url}/api/auth/sign-up/email`,
        json({ email: emails[i], password: 'long-enough-pw', name: '' }),
      );
    });
    expect(over.status).toBe(429);
    expect(JSON.parse(over.text).message).toBe(SERVER_MESSAGES.tooManyRequests);
    expect(otherClient.status).toBe(200);
    const stored = await server.database.db
      .selectFrom('users')
      .select('email')
      .where('email', 'in', emails)
      .execute();
    // The refused one (emails[max]) has no account; the other client's has one.
    expect(stored.map((row) => row.email).sort()).toEqual(
      [...emails.slice(0, max), emails[max + 1]].sort(),
    );
  });

  it('password reset: mails up to the limit, then 429 and no mail', async () => {
    const { max } = AUTH_RATE_LIMITS['/request-password-reset'];
    const mails = async () =>
      (
        await server.database.db
          .selectFrom('mailOutbox')
          .select('id')
          .where('toAddress', '=', owner.email)
          .execute()
      ).length;
    const before = await mails();
    const { over, otherClient } = await overTheLimit(max, 200, (client, url) =>
      send(
        client,
        `${url}/api/auth/request-password-reset`,
        json({ email: owner.email, redirectTo: '/auth/reset-password' }),
      ),
    );
    expect(over.status).toBe(429);
    expect(JSON.parse(over.text).message).toBe(SERVER_MESSAGES.tooManyRequests);
    expect(otherClient.status).toBe(200);
    expect(await mails()).toBe(before + max + 1);
  });

  it('lead form: messages up to the limit, then 429 with the form message and nothing stored', async () => {
    const interactions = async () =>
      (
        await server.database.db
          .selectFrom('client_interactions')
          .select('id')
          .where('userId', '=', owner.id)
          .execute()
      ).length;
    const before = await interactions();
    const { over, otherClient } = await overTheLimit(LEAD_FORM_LIMIT, 303, (client, url, i) =>
      send(client, `${url}/${owner.username}/contact`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          name: 'Lena Lead',
          email: 'lena@example.com',
          phone: '',
          message: `Message ${i}`,
        }).toString(),
      }),
    );
    expect(over.status).toBe(429);
    expect(over.text).toContain(LEAD_FORM_MESSAGES.tooManySubmissions);
    expect(otherClient.status).toBe(303);
    expect(await interactions()).toBe(before + LEAD_FORM_LIMIT + 1);
  });

  it('booking creation: bookings up to the limit, then 429 and no booking', {
    timeout: 90_000,
  }, async () => {
    await setUpHost(server.database.db, owner);
    await createEventType(server.database.db, owner.id, { slug: 'limited', duration: 15 });
    const slots = await firstSlots(server.url, owner.id, 'limited');
    expect(slots.length).toBeGreaterThan(PUBLIC_BOOKING_LIMIT + 1);
    const { over, otherClient } = await overTheLimit(PUBLIC_BOOKING_LIMIT, 201, (client, url, i) =>
      send(
        client,
        `${url}/api/v1/public/schedule/${owner.id}/limited/bookings`,
        json({
          name: `Invitee ${i}`,
          email: `invitee-${i}@example.com`,
          startTime: slots[i]?.start,
        }),
      ),
    );
    expect(over.status).toBe(429);
    expect(errorMessage(over)).toBe(SCHEDULING_MESSAGES.tooManyBookingActions);
    expect(otherClient.status).toBe(201);
    const booked = await server.database.db
      .selectFrom('scheduling_bookings')
      .select('inviteeName')
      .where('userId', '=', owner.id)
      .execute();
    expect(booked).toHaveLength(PUBLIC_BOOKING_LIMIT + 1);
    expect(booked.map((row) => row.inviteeName)).not.toContain(`Invitee ${PUBLIC_BOOKING_LIMIT}`);
  });

  it('click beacon: clicks up to the limit, then 429 and the click not counted', async () => {
    const link = await owner.call('POST', '/links', {
      title: 'Limited',
      url: 'https://example.com/',
    });
    expect(link.status).toBe(201);
    const { over, otherClient } = await overTheLimit(BEACON_LIMIT, 204, (client, url) =>
      send(client, `${url}/api/v1/track/click`, beaconBody({ linkId: link.body.id })),
    );
    expect(over.status).toBe(429);
    expect(errorMessage(over)).toBe(RATE_LIMIT_MESSAGE);
    expect(otherClient.status).toBe(204);
    const clicks = () =>
      server.database.db
        .selectFrom('linkClicks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('linkId', '=', link.body.id)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    expect(await settledCount(clicks, BEACON_LIMIT + 1)).toBe(BEACON_LIMIT + 1);
  });

  it('page view beacon: views up to the limit, then 429 and the view not counted', async () => {
    const { over, otherClient } = await overTheLimit(BEACON_LIMIT, 204, (client, url) =>
      send(
        client,
        `${url}/api/v1/track/view`,
        beaconBody({ username: owner.username, referrer: '' }),
      ),
    );
    expect(over.status).toBe(429);
    expect(errorMessage(over)).toBe(RATE_LIMIT_MESSAGE);
    expect(otherClient.status).toBe(204);
    const views = () =>
      sql<{
        n: number;
      }>`SELECT coalesce(sum(views), 0)::int AS n FROM page_views WHERE user_id = ${owner.id}`
        .execute(server.database.db)
        .then((result) => Number(result.rows[0]?.n ?? 0));
    expect(await settledCount(views, BEACON_LIMIT + 1)).toBe(BEACON_LIMIT + 1);
  });

  it('document view beacon: views up to the limit, then 429 and the view not stored', async () => {
    const document = await insertDocument(server, owner.id, { title: 'Limited', pages: 2 });
    const link = await owner.call('POST', `/documents/${document.id}/links`, { label: 'Limited' });
    expect(link.status).toBe(201);
    const { over, otherClient } = await overTheLimit(BEACON_LIMIT, 204, (client, url) =>
      send(
        client,
        `${url}/api/v1/track/document-view`,
        beaconBody({
          username: owner.username,
          code: link.body.code,
          viewKey: randomUUID(),
          visitorId: `visitor-${client}`,
          pageSeconds: { '1': 4 },
          totalSeconds: 4,
          referrer: '',
          isFinal: false,
        }),
      ),
    );
    expect(over.status).toBe(429);
    expect(errorMessage(over)).toBe(RATE_LIMIT_MESSAGE);
    expect(otherClient.status).toBe(204);
    const stored = await server.database.db
      .selectFrom('document_views')
      .select('id')
      .where('documentId', '=', document.id)
      .execute();
    expect(stored).toHaveLength(BEACON_LIMIT + 1);
  });
});
