// Webhooks over real HTTP against a real database (issue 24, decision 072): a receiver
// started here gets the Scale Page's lead, signed as Standard Webhooks says (checked with
// the independent `standardwebhooks` package); failures are retried with the same id,
// a restart loses nothing, private addresses are refused in production, and the API
// refuses bad input and other workspaces.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import { addMember, createOrganizationAs } from '../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { WEBHOOK_MESSAGES } from '../../../core/webhook-schemas';
import { startServer } from '../../server';
import { deliverDueWebhooks } from './delivery-job';

type Received = { headers: IncomingHttpHeaders; body: string; at: number };

type Receiver = {
  url: string;
  received: Received[];
  /** The statuses to answer, in order; 200 once they run out. */
  statuses: number[];
  close(): Promise<void>;
};

async function startReceiver(statuses: number[] = []): Promise<Receiver> {
  const received: Received[] = [];
  const receiver = { statuses, received } as Receiver;
  const http: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body, at: Date.now() });
      response.statusCode = receiver.statuses.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  receiver.url = `http://127.0.0.1:${port}/hooks`;
  receiver.close = () => new Promise<void>((resolve) => http.close(() => resolve()));
  return receiver;
}

/**
 * Polls until `read` answers something that is not undefined: a receipt, or a stored
 * outcome. The receiver has the post before the job stores the answer, so a test that
 * reads the log right after a receipt waits for the stored outcome instead of racing the
 * job's write.
 */
async function waitFor<T>(
  read: () => T | undefined | Promise<T | undefined>,
  ms = 5000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let server: TestServer;
const receivers: Receiver[] = [];

beforeAll(async () => {
  server = await startTestServer({
    WEBHOOK_DELIVERY_INTERVAL_MS: '100',
    WEBHOOK_RETRY_DELAYS_MS: '200,200,200',
  });
});

afterAll(async () => {
  await server?.close();
  for (const receiver of receivers) await receiver.close();
});

async function receiver(statuses: number[] = []): Promise<Receiver> {
  const started = await startReceiver(statuses);
  receivers.push(started);
  return started;
}

async function addEndpoint(user: ApiUser, url: string, events: string[], headers = {}) {
  const created = await user.call('POST', '/webhooks', { url, events }, headers);
  expect(created.status, created.text).toBe(201);
  return created.body as { id: string; secret: string; events: string[] };
}

async function ownerWithForm(): Promise<ApiUser & { username: string }> {
  const user = await signUpApiUser(server, 'hooks');
  const on = await user.call('PATCH', '/me/profile', { leadFormEnabled: true });
  expect(on.status).toBe(200);
  const profile = await server.database.db
    .selectFrom('profiles')
    .select('username')
    .where('userId', '=', user.id)
    .executeTakeFirstOrThrow();
  return { ...user, username: profile.username };
}

async function postLead(username: string, email: string) {
  const response = await fetch(`${server.url}/${username}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      name: 'Vera Visitor',
      email,
      phone: '',
      message: 'A quote, please',
      website: '',
    }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

describe('webhook deliveries', () => {
  it('posts lead.created within 2 s of a Scale Page lead, signed as Standard Webhooks says', async () => {
    const owner = await ownerWithForm();
    const hooks = await receiver();
    const endpoint = await addEndpoint(owner, hooks.url, ['lead.created', 'client.created']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);

    const posted = Date.now();
    await postLead(owner.username, 'vera@example.com');
    const lead = await waitFor(() =>
      hooks.received.find((r) => JSON.parse(r.body).type === 'lead.created'),
    );
    expect(lead.at - posted).toBeLessThan(2000);

    const verified = new Webhook(endpoint.secret).verify(lead.body, {
      'webhook-id': String(lead.headers['webhook-id']),
      'webhook-timestamp': String(lead.headers['webhook-timestamp']),
      'webhook-signature': String(lead.headers['webhook-signature']),
    }) as { type: string; timestamp: string; data: { client: { name: string; email: string } } };
    expect(verified.type).toBe('lead.created');
    expect(verified.data.client.name).toBe('Vera Visitor');
    expect(verified.data.client.email).toBe('vera@example.com');
    expect(lead.headers['content-type']).toBe('application/json');
    // The client the lead made is its own event, with its own id.
    const created = await waitFor(() =>
      hooks.received.find((r) => JSON.parse(r.body).type === 'client.created'),
    );
    expect(created.headers['webhook-id']).not.toBe(lead.headers['webhook-id']);

    // A signature made with another secret is refused by the same check.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(24, 7).toString('base64')}`).verify(lead.body, {
        'webhook-id': String(lead.headers['webhook-id']),
        'webhook-timestamp': String(lead.headers['webhook-timestamp']),
        'webhook-signature': String(lead.headers['webhook-signature']),
      }),
    ).toThrow();

    // The log shows it delivered, with the answer's code.
    const row = await waitFor(async () => {
      const log = await owner.call('GET', `/webhooks/${endpoint.id}/deliveries`);
      expect(log.status).toBe(200);
      const found = log.body.items.find(
        (d: { eventType: string; status: string }) =>
          d.eventType === 'lead.created' && d.status !== 'pending',
      );
      return found ?? undefined;
    });
    expect(row).toMatchObject({ status: 'delivered', responseStatus: 200, attempts: 1 });
  });

  it('retries a receiver that answers 500 twice, with the same webhook-id each time', async () => {
    const owner = await signUpApiUser(server, 'hooks-retry');
    const hooks = await receiver([500, 500]);
    const endpoint = await addEndpoint(owner, hooks.url, ['client.created']);
    const client = await owner.call('POST', '/clients', { name: 'Grace Hopper' });
    expect(client.status).toBe(201);
    await waitFor(() => (hooks.received.length >= 3 ? true : undefined));
    const ids = hooks.received.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(1);
    const bodies = hooks.received.map((r) => JSON.parse(r.body));
    expect(bodies.every((b) => b.type === 'client.created' && b.data.id === client.body.id)).toBe(
      true,
    );
    // Each attempt is signed anew, and every one verifies.
    for (const attempt of hooks.received) {
      expect(() =>
        new Webhook(endpoint.secret).verify(attempt.body, {
          'webhook-id': String(attempt.headers['webhook-id']),
          'webhook-timestamp': String(attempt.headers['webhook-timestamp']),
          'webhook-signature': String(attempt.headers['webhook-signature']),
        }),
      ).not.toThrow();
    }
    const settled = await waitFor(async () => {
      const rows = await owner.call('GET', `/webhooks/${endpoint.id}/deliveries`);
      const first = rows.body.items[0];
      return first && first.status !== 'pending' ? first : undefined;
    });
    expect(settled).toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it('gives up after the last retry, and Redeliver sends the same message again', async () => {
    const owner = await signUpApiUser(server, 'hooks-fail');
    const hooks = await receiver([500, 503, 500, 500]);
    const endpoint = await addEndpoint(owner, hooks.url, ['client.created']);
    await owner.call('POST', '/clients', { name: 'Ada' });
    const deadline = Date.now() + 5000;
    let items: { id: string; status: string; attempts: number; responseStatus: number }[] = [];
    while (Date.now() < deadline) {
      items = (await owner.call('GET', `/webhooks/${endpoint.id}/deliveries`)).body.items;
      if (items[0]?.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(items[0]).toMatchObject({ status: 'failed', attempts: 4, responseStatus: 500 });
    expect(hooks.received).toHaveLength(4);

    const again = await owner.call(
      'POST',
      `/webhooks/${endpoint.id}/deliveries/${items[0]?.id}/redeliver`,
    );
    expect(again.status).toBe(202);
    await waitFor(() => (hooks.received.length >= 5 ? true : undefined));
    expect(hooks.received[4]?.headers['webhook-id']).toBe(hooks.received[0]?.headers['webhook-id']);
  });

  it('sends a test event on request and shows it in the log', async () => {
    const owner = await signUpApiUser(server, 'hooks-test');
    const hooks = await receiver();
    const endpoint = await addEndpoint(owner, hooks.url, ['booking.created']);
    const test = await owner.call('POST', `/webhooks/${endpoint.id}/test`);
    expect(test.status).toBe(202);
    const got = await waitFor(() => hooks.received[0]);
    expect(JSON.parse(got.body)).toMatchObject({ type: 'webhook.test' });
    const rotated = await owner.call('POST', `/webhooks/${endpoint.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
  });

  it('takes again a claim whose process died (its lease ran out)', async () => {
    const owner = await signUpApiUser(server, 'hooks-lease');
    const hooks = await receiver();
    const endpoint = await addEndpoint(owner, hooks.url, ['client.created']);
    const { db } = server.database;
    // A row as a process leaves it that claimed it and died: pending, leased, one attempt
    // counted. Nobody takes it while the lease holds; once it runs out, the job does.
    const leaseEnds = Date.now() + 600;
    const row = await db
      .insertInto('webhook_deliveries')
      .values({
        endpointId: endpoint.id,
        workspaceId: (
          await db
            .selectFrom('webhook_endpoints')
            .select('workspaceId')
            .where('id', '=', endpoint.id)
            .executeTakeFirstOrThrow()
        ).workspaceId,
        messageId: 'msg_claimed_by_a_dead_process',
        eventType: 'client.created',
        payload: '{"type":"client.created","timestamp":"2026-11-26T00:00:00.000Z","data":{}}',
        attempts: 1,
        leaseToken: '00000000-0000-4000-8000-000000000001',
        leaseUntil: new Date(leaseEnds),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const got = await waitFor(() => hooks.received[0]);
    expect(got.headers['webhook-id']).toBe('msg_claimed_by_a_dead_process');
    expect(got.at).toBeGreaterThanOrEqual(leaseEnds);
    const stored = await waitFor(async () => {
      const now = await db
        .selectFrom('webhook_deliveries')
        .select(['status', 'attempts'])
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      return now.status === 'pending' ? undefined : now;
    });
    expect(stored).toEqual({ status: 'delivered', attempts: 2 });
  });
});

describe('a restart between attempts', () => {
  let quiet: TestServer;
  beforeAll(async () => {
    quiet = await startTestServer({ WEBHOOK_DELIVERY_INTERVAL_MS: '0' });
  });
  afterAll(async () => {
    await quiet?.close();
  });

  it('loses nothing when the app stops between attempts and another instance takes over', async () => {
    // Two app instances on one database, as two processes would be: the first answers
    // the first attempt (500) and stops; the second, started afterwards, sends the retry.
    // The base server of this block runs no delivery job: only the two instances do.
    const config = {
      ...quiet.deps.config,
      port: 0,
      webhookDeliveryIntervalMs: 100,
      webhookRetryDelaysMs: [300, 300],
    };
    const first = await startServer(config, { database: quiet.database });
    const owner = await signUpApiUser(quiet, 'hooks-restart');
    const hooks = await receiver([500]);
    await addEndpoint(owner, hooks.url, ['client.created']);
    await owner.call('POST', '/clients', { name: 'Restarted' });
    await waitFor(() => hooks.received[0]);
    await first.close();
    const second = await startServer(config, { database: quiet.database });
    try {
      await waitFor(() => hooks.received[1]);
      expect(hooks.received[1]?.headers['webhook-id']).toBe(
        hooks.received[0]?.headers['webhook-id'],
      );
    } finally {
      await second.close();
    }
  });
});

describe('private addresses in production', () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer({ WEBHOOK_DELIVERY_INTERVAL_MS: '0' });
  });
  afterAll(async () => {
    await production?.close();
  });

  it('refuses 169.254.169.254 and 10.0.0.1 when saving and when delivering', async () => {
    const owner = await signUpApiUser(production, 'hooks-prod');
    // Saved outside production (allowed there), then the app runs in production.
    const saved = await addEndpoint(owner, 'https://10.0.0.1/hook', ['client.created']);
    production.deps.config.isProduction = true;
    try {
      for (const url of [
        'http://169.254.169.254/',
        'http://10.0.0.1/',
        'https://169.254.169.254/latest/meta-data/',
        'https://10.0.0.1/',
        'https://[::1]/',
        'http://127.0.0.1:9/',
      ]) {
        const refused = await owner.call('POST', '/webhooks', { url, events: ['lead.created'] });
        expect(refused.status, url).toBe(400);
        expect(refused.body.error.fields.url, url).toBeTruthy();
      }
      const private10 = await owner.call('POST', '/webhooks', {
        url: 'https://10.0.0.1/',
        events: ['lead.created'],
      });
      expect(private10.body.error.message).toBe(WEBHOOK_MESSAGES.urlPrivate);
      const moved = await owner.call('PATCH', `/webhooks/${saved.id}`, {
        url: 'https://169.254.169.254/',
      });
      expect(moved.status).toBe(400);

      expect((await owner.call('POST', `/webhooks/${saved.id}/test`)).status).toBe(202);
      await deliverDueWebhooks(production.database.db, production.deps.config);
      const log = await owner.call('GET', `/webhooks/${saved.id}/deliveries`);
      expect(log.body.items[0].error).toMatch(/^Refused: 10\.0\.0\.1/);
      expect(log.body.items[0].responseStatus).toBeNull();
    } finally {
      production.deps.config.isProduction = false;
    }
  });
});

describe('the webhooks API refuses', () => {
  it('bad input with a clear 400, storing nothing', async () => {
    const owner = await signUpApiUser(server, 'hooks-bad');
    const cases: [unknown, string][] = [
      [{ url: '', events: ['lead.created'] }, WEBHOOK_MESSAGES.urlRequired],
      [{ url: 'javascript:alert(1)', events: ['lead.created'] }, WEBHOOK_MESSAGES.urlInvalid],
      [{ url: 'ftp://example.com/', events: ['lead.created'] }, WEBHOOK_MESSAGES.urlInvalid],
      [{ url: 'http://example.com/', events: ['lead.created'] }, WEBHOOK_MESSAGES.urlHttps],
      [
        { url: `https://example.com/${'a'.repeat(2001)}`, events: ['lead.created'] },
        WEBHOOK_MESSAGES.urlTooLong,
      ],
      [{ url: 'https://example.com/', events: ['lead.deleted'] }, WEBHOOK_MESSAGES.eventUnknown],
      [{ url: 'https://example.com/', events: [] }, WEBHOOK_MESSAGES.eventsRequired],
      [{ url: 'https://example.com/', events: 'lead.created' }, WEBHOOK_MESSAGES.eventsRequired],
      [
        { url: 'https://example.com/', events: ['lead.created'], description: 'x'.repeat(501) },
        WEBHOOK_MESSAGES.descriptionTooLong,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await owner.call('POST', '/webhooks', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    // A script in the description is stored as text, and shown as text by the web.
    const hostile = await owner.call('POST', '/webhooks', {
      url: 'https://example.com/hook',
      events: ['lead.created'],
      description: '<script>alert(1)</script>',
    });
    expect(hostile.status).toBe(201);
    expect(hostile.body.description).toBe('<script>alert(1)</script>');
    const list = await owner.call('GET', '/webhooks');
    expect(list.body.items).toHaveLength(1);
  });

  it("another workspace's endpoint (404) and members who may not manage settings (403)", async () => {
    const owner = await signUpApiUser(server, 'hooks-owner');
    const other = await signUpApiUser(server, 'hooks-other');
    const endpoint = await addEndpoint(owner, 'https://example.com/a', ['lead.created']);
    for (const [method, path] of [
      ['GET', `/webhooks/${endpoint.id}`],
      ['PATCH', `/webhooks/${endpoint.id}`],
      ['DELETE', `/webhooks/${endpoint.id}`],
      ['POST', `/webhooks/${endpoint.id}/test`],
      ['POST', `/webhooks/${endpoint.id}/rotate-secret`],
      ['GET', `/webhooks/${endpoint.id}/deliveries`],
    ] as const) {
      const answer = await other.call(
        method,
        path,
        method === 'PATCH' ? { enabled: false } : undefined,
      );
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect((await other.call('GET', '/webhooks')).body.items).toEqual([]);

    // In a team: the Admin manages webhooks, a Member may not (403), an outsider 404.
    const team = await createOrganizationAs(owner, { name: 'Hook Team' });
    const admin = await signUpApiUser(server, 'hooks-admin');
    const member = await signUpApiUser(server, 'hooks-member');
    await addMember(server, team.id, admin, 'Admin');
    await addMember(server, team.id, member, 'Member');
    const inTeam = { 'X-Workspace-Id': team.id };
    const teamHook = await addEndpoint(
      admin,
      'https://example.com/team',
      ['booking.created'],
      inTeam,
    );
    expect((await member.call('GET', '/webhooks', undefined, inTeam)).status).toBe(403);
    const refused = await member.call(
      'POST',
      '/webhooks',
      { url: 'https://example.com/m', events: ['lead.created'] },
      inTeam,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(WEBHOOK_MESSAGES.noPermission);
    expect((await member.call('GET', `/webhooks/${teamHook.id}`, undefined, inTeam)).status).toBe(
      403,
    );
    expect((await other.call('GET', '/webhooks', undefined, inTeam)).status).toBe(404);
    // The team's endpoint is not the owner's personal one.
    expect((await owner.call('GET', `/webhooks/${teamHook.id}`)).status).toBe(404);
    expect((await owner.call('GET', `/webhooks/${teamHook.id}`, undefined, inTeam)).status).toBe(
      200,
    );
  });
});
