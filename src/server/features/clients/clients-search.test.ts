// The client search ignores accents and case in every field it reads (migration 0060),
// and a search's answer is the same whether the trigram index or a full read answers it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import { addClient, setTier } from '../../../../tests/support/client-rows';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { ClientPage } from '../../../core/client-schemas';

let server: TestServer;
let user: ApiUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await signUpApiUser(server, 'clients-search');
  await setTier(server, user.id, 'pro');
  await addClient(user, {
    name: 'José Núñez',
    company: 'Café Ñandú',
    status: 'new_lead',
    emails: [{ address: 'jose@cafe.example' }],
    tags: ['Crème brûlée'],
  });
  await addClient(user, {
    name: 'ZOË Ångström',
    company: 'Øresund Consulting',
    status: 'qualified',
    phones: [{ number: '+46 8 123 456 78' }],
    tags: ['nordic'],
  });
  await addClient(user, { name: 'Jose Nunez', company: 'Plain Letters', status: 'qualified' });
});

afterAll(async () => {
  await server?.close();
});

async function search(q: string): Promise<string[]> {
  const answer = await user.call('GET', `/clients?q=${encodeURIComponent(q)}`);
  expect(answer.status).toBe(200);
  const page = answer.body as ClientPage;
  return page.items.map((client) => client.name).sort();
}

describe('client search', () => {
  it.each([
    ['a name without its accents', 'nunez', ['Jose Nunez', 'José Núñez']],
    ['a name with accents the client lacks', 'NÚÑEZ', ['Jose Nunez', 'José Núñez']],
    ['a company, accents dropped', 'cafe nandu', ['José Núñez']],
    ['a tag, accents dropped', 'creme brulee', ['José Núñez']],
    ['a name in another case', 'zoë ång', ['ZOË Ångström']],
    ['a letter unaccent maps to two (Ø → O)', 'oresund', ['ZOË Ångström']],
    ['a phone’s digits', '12345678', ['ZOË Ångström']],
    ['an e-mail', 'JOSE@CAFE', ['José Núñez']],
    ['nothing', 'okafor', []],
  ])('finds %s', async (_, q, expected) => {
    expect(await search(q)).toEqual(expected);
  });

  it('answers a three-letter substring from the trigram index', async () => {
    // Three clients are cheaper to read whole, so the planner is told to avoid that: the
    // point is that the index can answer the search's own expression.
    const plan = await server.deps.database.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      return sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT id FROM clients
        WHERE search_text LIKE scale_search_fold(${'%nun%'})`.execute(trx);
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(
      'clients_search_trgm_idx',
    );
  });

  it('samples the search text widely on PostgreSQL and by default in PGlite (decision 089)', async () => {
    const { rows } = await sql<{ target: number | null }>`
      SELECT attstattarget AS target FROM pg_attribute
      WHERE attrelid = 'clients'::regclass AND attname = 'search_text'`.execute(
      server.deps.database.db,
    );
    const target = rows[0]?.target;
    if (server.deps.database.kind === 'postgres') expect(target).toBe(400);
    // The default reads as -1 (PostgreSQL 15–16) or null (17 on, PGlite's 18).
    else expect(target === null || target === -1).toBe(true);
  });
});
