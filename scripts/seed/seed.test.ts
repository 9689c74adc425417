// The seed fills an existing account with what the app then shows: the clients list and
// its accent-blind search, the Scale Page's analytics, a shared document's views.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../tests/support/api-user';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { SeedRefusedError, seedAccount } from './seed-account';
import { parseSeedArgs, SeedUsageError } from './seed-args';

let server: TestServer;
let user: ApiUser;
const quiet = () => ({ advance: () => {}, finish: () => {} });

beforeAll(async () => {
  server = await startTestServer();
  user = await signUpApiUser(server, 'seeded');
});

afterAll(async () => {
  await server?.close();
});

describe('npm run seed', () => {
  it('fills the account; the app shows the clients, the page analytics and the document views', async () => {
    const report = await seedAccount(
      server.deps.database.db,
      server.deps.config,
      parseSeedArgs([
        '--email',
        user.email.toUpperCase(),
        '--clients',
        '3000',
        '--views=6000',
        '--clicks',
        '1500',
        '--document-views',
        '400',
        '--days',
        '6',
      ]),
      quiet,
    );
    expect(report).toMatchObject({
      clients: 3000,
      views: 6000,
      clicks: 1500,
      documentViews: 400,
    });

    const clients = await user.call('GET', '/clients?limit=5');
    expect(clients.status).toBe(200);
    expect(clients.body.total).toBe(3000);
    // Realistic names: a first and a last name from the pools, accents included.
    expect(clients.body.items[0].name).toMatch(/^\S+ \S+$/);
    const nunez = await user.call('GET', '/clients?q=nunez&limit=5');
    expect(nunez.body.total).toBeGreaterThan(0);
    expect(nunez.body.items[0].name).toContain('Núñez');

    const analytics = await user.call('GET', '/analytics?range=7');
    expect(analytics.status).toBe(200);
    expect(analytics.body.totals.views).toBe(6000);
    expect(analytics.body.totals.clicks).toBe(1500);
    expect(analytics.body.totals.uniqueVisitors).toBeGreaterThan(1000);
    expect(analytics.body.referrers.map((r: { referrer: string }) => r.referrer)).toContain(
      'instagram.com',
    );
    const links = await user.call('GET', '/links');
    const clicked = (links.body as { clickCount: number }[]).reduce(
      (sum, link) => sum + link.clickCount,
      0,
    );
    expect(clicked).toBe(1500);

    const documents = await user.call('GET', '/documents');
    const deck = (documents.body.items ?? documents.body).find(
      (document: { title: string }) => document.title === 'Sample deck',
    );
    expect(deck).toBeDefined();
    const views = await user.call('GET', `/documents/${deck.id}/analytics`);
    expect(views.status).toBe(200);
    expect(views.body.views).toBe(400);
    expect(views.body.pages.length).toBe(12);
  }, 240_000);

  it('a second seed adds to the first one: new clients, new e-mail addresses', async () => {
    const before = await user.call('GET', '/clients?limit=1');
    await seedAccount(
      server.deps.database.db,
      server.deps.config,
      parseSeedArgs(['--email', user.email, '--clients', '500', '--views', '0']),
      quiet,
    );
    const after = await user.call('GET', '/clients?limit=1');
    expect(after.body.total).toBe(before.body.total + 500);
    const { rows } = await sql<{ clients: number; emails: number }>`
      SELECT count(*)::int AS clients, count(DISTINCT lower(c.email))::int AS emails
      FROM clients c JOIN organizations o ON o.id = c.workspace_id
      WHERE o.personal_user_id = ${user.id}`.execute(server.deps.database.db);
    expect(rows[0]).toEqual({ clients: 3500, emails: 3500 });
  }, 120_000);

  it('refuses an e-mail no account has, and writes nothing', async () => {
    await expect(
      seedAccount(
        server.deps.database.db,
        server.deps.config,
        parseSeedArgs(['--email', 'nobody@example.com', '--clients', '10']),
        quiet,
      ),
    ).rejects.toThrow(SeedRefusedError);
  });

  it.each([
    [[], '--email needs the e-mail address of an existing account'],
    [['--email', 'a@b.c', '--clients', 'many'], '--clients needs a whole number, got many'],
    [['--email', 'a@b.c', '--clients', '-5'], '--clients needs a whole number, got -5'],
    [['--email', 'a@b.c', '--views', '99999999999'], '--views must be between 0 and 50000000'],
    [['--email', 'a@b.c', '--days', '0'], '--days must be between 1 and 730, got 0'],
    [['--email', 'a@b.c', '--colour', 'red'], 'Unknown option: --colour'],
    [['--email', 'a@b.c', 'stray'], 'Unknown argument: stray'],
  ])('refuses %j with a clear message', (args, message) => {
    expect(() => parseSeedArgs(args)).toThrow(SeedUsageError);
    expect(() => parseSeedArgs(args)).toThrow(message);
  });
});
