// Listing, searching, sorting and paging the clients, the summary's SQL totals, and
// the kanban's status change as one statement.
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import { addClient, listClientPage, setTier } from '../../../../tests/support/client-rows';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { workspaceAccess } from '../../../../tests/support/workspaces';
import type {
  Client,
  ClientCreateInput,
  ClientPage,
  ClientSummary,
} from '../../../core/client-schemas';
import { CLIENT_MESSAGES } from '../../../core/messages';
import { changeClientStatus } from './change-client-status';

let server: TestServer;
let user: ApiUser;
const clients: Record<string, Client> = {};

beforeAll(async () => {
  server = await startTestServer();
  user = await signUpApiUser(server, 'clients-list');
  await setTier(server, user.id, 'pro');
  const inputs: ClientCreateInput[] = [
    {
      name: 'Alice Archer',
      company: 'Acme Rockets',
      status: 'new_lead',
      estimatedValueCents: 100_00,
      leadScore: 30,
      emails: [{ address: 'alice@acme.example' }],
      phones: [{ number: '+1 415 555 2671' }],
      tags: ['VIP', 'west-coast'],
    },
    {
      name: 'bob Baker',
      company: 'Bakery 100%',
      status: 'qualified',
      estimatedValueCents: 250_00,
      leadScore: 80,
      emails: [{ address: 'bob@bakery.example' }],
      tags: ['bread'],
    },
    {
      name: 'Carol Cooper',
      company: null,
      status: 'closed_won',
      estimatedValueCents: 1_000_00,
      phones: [{ number: '+44 20 7946 0958' }],
      tags: ['vip-gold'],
    },
    { name: 'Dan Drake', company: 'Acme Boats', status: 'closed_lost', estimatedValueCents: 50_00 },
    { name: 'Eve Evans', company: 'Under_score', status: 'qualified', estimatedValueCents: 75_50 },
  ];
  for (const input of inputs) clients[input.name] = await addClient(user, input);
});

afterAll(async () => {
  await server?.close();
});

const list = (query: string) => listClientPage(user, query);

const names = (page: ClientPage) => page.items.map((client) => client.name);

describe('GET /clients', () => {
  it('lists the most recently changed first by default, with the total', async () => {
    const page = await list('');
    expect(names(page)).toEqual([
      'Eve Evans',
      'Dan Drake',
      'Carol Cooper',
      'bob Baker',
      'Alice Archer',
    ]);
    expect(page).toMatchObject({ total: 5, nextOffset: null });
  });

  it.each([
    ['a name, in any case', 'ALICE', ['Alice Archer']],
    ['an email', 'bakery.example', ['bob Baker']],
    ['a formatted phone', '555 2671', ['Alice Archer']],
    ['the digits of a phone', '4155552671', ['Alice Archer']],
    ['a phone written differently', '(20) 7946-0958', ['Carol Cooper']],
    ['a company', 'acme', ['Dan Drake', 'Alice Archer']],
    ['a tag', 'vip', ['Carol Cooper', 'Alice Archer']],
    ['a literal % (not a wildcard)', '100%', ['bob Baker']],
    ['a literal _ (not a wildcard)', 'r_s', ['Eve Evans']],
    ['nothing that matches', 'zebra', []],
  ])('searches by %s', async (_, q, expected) => {
    const page = await list(`?q=${encodeURIComponent(q)}`);
    expect(names(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('filters by status, alone and with a search', async () => {
    expect(names(await list('?status=qualified'))).toEqual(['Eve Evans', 'bob Baker']);
    expect(names(await list('?status=qualified&q=bob'))).toEqual(['bob Baker']);
    expect(names(await list('?status=&q='))).toHaveLength(5);
  });

  it('sorts by the chosen column both ways, blanks last', async () => {
    expect(names(await list('?sort=name&dir=asc'))).toEqual([
      'Alice Archer',
      'bob Baker',
      'Carol Cooper',
      'Dan Drake',
      'Eve Evans',
    ]);
    expect(names(await list('?sort=estimated_value&dir=desc'))).toEqual([
      'Carol Cooper',
      'bob Baker',
      'Alice Archer',
      'Eve Evans',
      'Dan Drake',
    ]);
    expect(names(await list('?sort=lead_score&dir=asc')).slice(0, 2)).toEqual([
      'Alice Archer',
      'bob Baker',
    ]);
    expect(names(await list('?sort=company&dir=desc')).at(-1)).toBe('Carol Cooper');
    // The pipeline's order: new lead, qualified, ..., closed won, closed lost.
    expect(names(await list('?sort=status&dir=asc'))[0]).toBe('Alice Archer');
    expect(names(await list('?sort=status&dir=asc')).slice(-2)).toEqual([
      'Carol Cooper',
      'Dan Drake',
    ]);
  });

  it('pages without overlap or gaps and says where the next page starts', async () => {
    const seen: string[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page = await list(`?sort=name&dir=asc&limit=2&offset=${offset}`);
      expect(page.total).toBe(5);
      seen.push(...names(page));
      offset = page.nextOffset;
    }
    expect(seen).toEqual(['Alice Archer', 'bob Baker', 'Carol Cooper', 'Dan Drake', 'Eve Evans']);

    // A search's full page says "more" (decision 055): the summary counts the matches.
    const searched = await list('?q=acme&limit=1');
    expect(searched).toMatchObject({ total: 1, totalCapped: true, nextOffset: 1 });
    expect(await list('?q=acme&limit=1&offset=1')).toMatchObject({
      total: 2,
      totalCapped: false,
      nextOffset: null,
    });
    // Past the end: no items, but still the number of matches.
    expect(await list('?q=acme&offset=10')).toEqual({
      items: [],
      total: 2,
      totalCapped: false,
      nextOffset: null,
      nextCursor: null,
    });
    expect(await list('?offset=10')).toEqual({
      items: [],
      total: 5,
      totalCapped: false,
      nextOffset: null,
      nextCursor: null,
    });
  });

  it('refuses a sort column it does not know instead of passing it to SQL', async () => {
    const answer = await user.call('GET', '/clients?sort=name;DROP TABLE clients');
    expect(answer.status).toBe(400);
    const bad = await user.call('GET', '/clients?limit=100000');
    expect(bad.status).toBe(400);
  });
});

describe('GET /clients/summary', () => {
  it('adds up the tiles over all clients and the columns over the search', async () => {
    const summary = (await user.call('GET', '/clients/summary')).body as ClientSummary;
    expect(summary.tiles).toEqual({
      totalClients: 5,
      newLeads: 1,
      qualified: 2,
      closedWon: 1,
      // Open deals only: 100 + 250 + 75.50.
      pipelineValueCents: 425_50,
    });
    expect(summary.columns).toHaveLength(8);
    expect(summary.columns.find((column) => column.status === 'qualified')).toEqual({
      status: 'qualified',
      count: 2,
      valueCents: 325_50,
    });
    expect(summary.columns.find((column) => column.status === 'on_hold')).toEqual({
      status: 'on_hold',
      count: 0,
      valueCents: 0,
    });
    expect(summary.limit).toBe(-1);

    const searched = (await user.call('GET', '/clients/summary?q=acme')).body as ClientSummary;
    expect(searched.tiles.totalClients).toBe(5);
    expect(searched.columns.filter((column) => column.count > 0)).toEqual([
      { status: 'new_lead', count: 1, valueCents: 100_00 },
      { status: 'closed_lost', count: 1, valueCents: 50_00 },
    ]);
  });
});

describe('PATCH /clients/:id/status', () => {
  it('moves the client with one UPDATE and a few indexed reads, and writes nothing for a stranger', async () => {
    const statements: RootOperationNode['kind'][] = [];
    const spy: KyselyPlugin = {
      transformQuery: ({ node }) => {
        statements.push(node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const db = server.database.db.withPlugin(spy);
    const moved = await changeClientStatus(
      db,
      await workspaceAccess(db, user.id),
      clients['Eve Evans']?.id ?? '',
      'negotiation',
    );
    expect(moved.status).toBe('negotiation');
    // Found through the access layer and locked, changed by one UPDATE (the status update
    // the bulk action shares, written in SQL: decision 051), announced to the members who
    // may see it and answered with its owner's name (issue 18) and its next task (issue 20,
    // one indexed read).
    expect(statements.filter((kind) => kind === 'UpdateQueryNode')).toHaveLength(0);
    // Four raw statements: that UPDATE, the next task's read, the live update's pg_notify
    // and the webhook event's INSERT … SELECT (decision 072; it inserts nothing here).
    expect(statements.filter((kind) => kind === 'RawNode')).toHaveLength(4);
    expect(statements.length).toBeLessThanOrEqual(8);

    statements.length = 0;
    const stranger = await signUpApiUser(server, 'clients-stranger');
    const strangerAccess = await workspaceAccess(server.database.db, stranger.id);
    await expect(
      changeClientStatus(db, strangerAccess, clients['Alice Archer']?.id ?? '', 'on_hold'),
    ).rejects.toThrow(CLIENT_MESSAGES.clientNotFound);
    // Nobody else's client is ever written.
    expect(statements).toEqual(['SelectQueryNode']);
  });

  it('answers the moved client, which the list and summary then show', async () => {
    const id = clients['Dan Drake']?.id;
    const answer = await user.call('PATCH', `/clients/${id}/status`, { status: 'on_hold' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id, status: 'on_hold', name: 'Dan Drake' });
    expect(names(await list('?status=on_hold'))).toEqual(['Dan Drake']);
    const summary = (await user.call('GET', '/clients/summary')).body as ClientSummary;
    expect(summary.columns.find((column) => column.status === 'on_hold')?.count).toBe(1);

    const bad = await user.call('PATCH', `/clients/${id}/status`, { status: 'won' });
    expect(bad.status).toBe(400);
    expect((await user.call('GET', `/clients/${id}`)).body.status).toBe('on_hold');
  });
});
