// Keyset paging of the clients list and the kanban columns (issue 25, decision 088): a
// page's nextCursor is the next page's `after`. Every sort pages to the same sequence as
// one big page, blanks included; a client that moves to the top while someone scrolls
// neither repeats another nor pushes one out of sight (offset paging repeated one); a token that is not
// ours, or that belongs to another sort, is a clear 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import { addClient, listClientPage, setTier } from '../../../../tests/support/client-rows';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { Client, ClientCreateInput, ClientPage } from '../../../core/client-schemas';
import { CLIENT_MESSAGES } from '../../../core/messages';

let server: TestServer;
let user: ApiUser;
const clients: Client[] = [];

const STATUSES = ['new_lead', 'qualified', 'qualified', 'contacted', 'qualified'] as const;

beforeAll(async () => {
  server = await startTestServer();
  user = await signUpApiUser(server, 'clients-keyset');
  await setTier(server, user.id, 'pro');
  for (let i = 0; i < 11; i++) {
    const input: ClientCreateInput = {
      name: `Client ${String.fromCharCode(65 + ((i * 7) % 11))}${i}`,
      // Blanks and ties: every third has no company, values repeat.
      company: i % 3 === 0 ? null : `Company ${i % 4}`,
      leadScore: i % 2 === 0 ? null : (i * 13) % 100,
      estimatedValueCents: (i % 3) * 100_00,
      status: STATUSES[i % STATUSES.length],
    };
    clients.push(await addClient(user, input));
  }
});

afterAll(async () => {
  await server?.close();
});

const list = (query: string) => listClientPage(user, query);

/** Every page of `query`, `limit` at a time, by cursor: the ids in the order they came. */
async function allByCursor(query: string, limit: number, from: string | null = null) {
  const seen: string[] = [];
  let after = from;
  for (let pages = 0; pages < 50; pages++) {
    const page: ClientPage = await list(
      `?${query}&limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
    );
    seen.push(...page.items.map((client) => client.id));
    after = page.nextCursor;
    if (after === null) return seen;
  }
  throw new Error('more than 50 pages');
}

const ids = (page: ClientPage) => page.items.map((client) => client.id);

describe('keyset paging', () => {
  it.each([
    ['the last activity (default)', 'sort=last_activity'],
    ['names A–Z', 'sort=name&dir=asc'],
    ['companies Z–A, blanks last', 'sort=company&dir=desc'],
    ['companies A–Z, blanks last', 'sort=company&dir=asc'],
    ['lead scores, blanks last', 'sort=lead_score&dir=desc'],
    ['values with ties', 'sort=estimated_value&dir=asc'],
    ['the pipeline', 'sort=status'],
    ['one kanban column', 'status=qualified'],
    ['two statuses', 'status=qualified,contacted'],
    ['a search', 'q=client'],
  ])('pages %s to the same clients as one page', async (_, query) => {
    const whole = ids(await list(`?${query}&limit=100`));
    expect(whole.length).toBeGreaterThan(2);
    for (const limit of [1, 2, 3]) expect(await allByCursor(query, limit)).toEqual(whole);
  });

  it('says where the page is: nextOffset and the total as offset paging does', async () => {
    const first = await list('?sort=name&dir=asc&limit=4');
    expect(first).toMatchObject({ total: 11, nextOffset: 4 });
    const second = await list(`?sort=name&dir=asc&limit=4&after=${first.nextCursor}`);
    expect(second).toMatchObject({ total: 11, nextOffset: 8 });
    const last = await list(`?sort=name&dir=asc&limit=4&after=${second.nextCursor}`);
    expect(last.items).toHaveLength(3);
    expect(last).toMatchObject({ total: 11, nextOffset: null, nextCursor: null });
  });

  it('shows every other client once when one moves to the top mid-scroll', async () => {
    const first = await list('?limit=3');
    const rest = ids(await list('?limit=100')).slice(3);
    // A client further down is edited: its last activity is now, so it leaves the pages
    // still to come and joins the top (already scrolled past).
    const moved = rest[2] ?? '';
    const edited = await user.call('PATCH', `/clients/${moved}`, { position: 'Moved up' });
    expect(edited.status).toBe(200);
    const after = await allByCursor('sort=last_activity', 3, first.nextCursor);
    expect(after).toEqual(rest.filter((id) => id !== moved));
    // Offset paging at the same point shows the third client of the first page again.
    const byOffset = ids(await list('?limit=3&offset=3'));
    expect(byOffset[0]).toBe(first.items[2]?.id);
  });

  it('hands out an offset token for a custom field column and pages it fully', async () => {
    const field = await user.call('POST', '/client-fields', { label: 'Industry', type: 'text' });
    expect(field.status, JSON.stringify(field.body)).toBe(201);
    const sort = `sort=${encodeURIComponent(`cf:${(field.body as { id: string }).id}`)}`;
    const whole = ids(await list(`?${sort}&limit=100`));
    expect(await allByCursor(sort, 4)).toEqual(whole);
  });

  it('refuses a cursor that is not one of ours, another sort’s, or one with an offset', async () => {
    const first = await list('?sort=name&dir=asc&limit=2');
    const field = await user.call('POST', '/client-fields', { label: 'Region', type: 'text' });
    const customSort = `sort=${encodeURIComponent(`cf:${(field.body as { id: string }).id}`)}`;
    const hostile = [
      'not-a-cursor',
      Buffer.from('{"k":"x","i":"1; DROP TABLE clients","n":1}').toString('base64url'),
      Buffer.from(JSON.stringify({ k: 'x'.repeat(301), i: clients[0]?.id, n: 1 })).toString(
        'base64url',
      ),
      Buffer.from(
        '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
      ).toString('base64url'),
    ];
    for (const after of hostile) {
      const answer = await user.call('GET', `/clients?after=${after}`);
      expect(answer.status, after).toBe(400);
      expect(answer.body).toMatchObject({ error: { message: CLIENT_MESSAGES.badCursor } });
    }
    const keyForCustom = await user.call('GET', `/clients?${customSort}&after=${first.nextCursor}`);
    expect(keyForCustom.status).toBe(400);
    expect(keyForCustom.body).toMatchObject({ error: { message: CLIENT_MESSAGES.badCursor } });
    const both = await user.call('GET', `/clients?offset=2&after=${first.nextCursor}`);
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ error: { message: CLIENT_MESSAGES.cursorWithOffset } });
    const tooLong = await user.call('GET', `/clients?after=${'a'.repeat(700)}`);
    expect(tooLong.status).toBe(400);
  });
});
