// A search page walks the activity order first (decision 096): a common search is answered
// from the walk, a rare one by the planner's query, and either way the pages are the
// matches in the list's order, as one query over every match would give them.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import { listClientPage, seedClients, setTier } from '../../../../tests/support/client-rows';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { ClientPage, ClientSort } from '../../../core/client-schemas';
import { loadWorkspaceAccess } from '../../platform/access/workspace-access';
import type { ClientFilter } from './client-filter';
import { searchPageIds, walkedSearchIds, walksSearch } from './search-walk';

let server: TestServer;
let user: ApiUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await signUpApiUser(server, 'search-walk');
  await setTier(server, user.id, 'pro');
  // 150 clients: 90 Okafors (one with an accent in the company), 2 Zyxwvs, the rest Lee.
  await seedClients(
    server,
    user.id,
    Array.from({ length: 150 }, (_, i) => ({
      name: i % 5 < 3 ? `Ada Okafor ${i}` : i === 8 || i === 94 ? `Zed Zyxwv ${i}` : `Kim Lee ${i}`,
      company: i % 2 === 0 ? 'Núñez & Co' : 'Acme',
    })),
  );
  // Distinct activity times, not in the order of insertion.
  await sql`UPDATE clients SET last_contacted_at = now() - make_interval(mins => (hashint4(split_part(name, ' ', 3)::int) & 65535))
    WHERE user_id = ${user.id}`.execute(server.database.db);
});

afterAll(async () => {
  await server?.close();
});

/** Every match of `pattern`, in the list's order, straight from the table. */
async function expectedOrder(pattern: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM clients WHERE user_id = ${user.id} AND search_text LIKE ${`%${pattern}%`}
    ORDER BY coalesce(last_contacted_at, updated_at) DESC, id DESC`.execute(server.database.db);
  return rows.map((row) => row.id);
}

async function everyPage(query: string): Promise<{ ids: string[]; pages: ClientPage[] }> {
  const pages: ClientPage[] = [];
  let after: string | null = null;
  do {
    const page: ClientPage = await listClientPage(
      user,
      `?${query}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
    );
    pages.push(page);
    after = page.nextCursor;
  } while (after !== null && pages.length < 10);
  return { ids: pages.flatMap((page) => page.items.map((client) => client.id)), pages };
}

describe('a search page walks the activity order first', () => {
  it('a common search: every match once, in the list order, page by page', async () => {
    const { ids, pages } = await everyPage('q=OKAFOR&limit=40');
    expect(ids).toEqual(await expectedOrder('okafor'));
    expect(ids).toHaveLength(90);
    expect(pages.map((page) => page.items.length)).toEqual([40, 40, 10]);
    expect(pages[0]?.totalCapped).toBe(true);
    expect(pages.at(-1)?.total).toBe(90);
  });

  it('a rare search and an accent-blind one: the same matches as one query over all', async () => {
    const rare = await everyPage('q=zyxwv&limit=40');
    expect(rare.ids).toEqual(await expectedOrder('zyxwv'));
    expect(rare.ids).toHaveLength(2);
    const none = await listClientPage(user, '?q=qqqzz&limit=40');
    expect(none.items).toEqual([]);
    expect(none.total).toBe(0);
    const folded = await everyPage('q=nunez&limit=50');
    expect(folded.ids).toEqual(await expectedOrder('nunez'));
    expect(folded.ids).toHaveLength(75);
  });

  it('answers a rare search off the index, a common one from the walk when it holds a page', async () => {
    const db = () => server.database.db;
    const access = await loadWorkspaceAccess(server.database.db, user.id, undefined);
    if (!access) throw new Error('no workspace');
    const common = await walkedSearchIds(db(), { access, filter: { q: 'okafor' }, limit: 41 });
    expect(common).toEqual((await expectedOrder('okafor')).slice(0, 41));
    const rare = await walkedSearchIds(db(), { access, filter: { q: 'zyxwv' }, limit: 41 });
    expect(rare).toBeNull();
    // A rare search's matches are all read off the trigram index; a common one is walked.
    const all = await searchPageIds(db(), { access, filter: { q: 'zyxwv' }, limit: 41 });
    expect(new Set(all)).toEqual(new Set(await expectedOrder('zyxwv')));
    const walked = await searchPageIds(db(), { access, filter: { q: 'okafor' }, limit: 41 });
    expect(walked).toEqual((await expectedOrder('okafor')).slice(0, 41));
    expect(await searchPageIds(db(), { access, filter: { q: 'qqqzz' }, limit: 41 })).toEqual([]);
  });

  it.each<[string, ClientFilter, ClientSort, number, boolean]>([
    ['a search in the default order', { q: 'ok' }, 'last_activity', 0, true],
    ['no search', {}, 'last_activity', 0, false],
    ['another order', { q: 'ok' }, 'name', 0, false],
    ['an offset page', { q: 'ok' }, 'last_activity', 50, false],
    ['a status too', { q: 'ok', status: 'qualified' }, 'last_activity', 0, false],
    ['a tag too', { q: 'ok', tags: ['vip'] }, 'last_activity', 0, false],
    ['an owner too', { q: 'ok', owner: 'mine' }, 'last_activity', 0, true],
  ])('walks %s', (_name, filter, sort, offset, walks) => {
    expect(walksSearch(filter, { sort }, offset)).toBe(walks);
  });
});
