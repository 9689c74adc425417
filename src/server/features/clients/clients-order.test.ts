// The clients' order (issue 16): the sort control's five orders on the list and on a kanban
// column, each total (ties broken by id) so 47 clients imported in one instant keep one
// order and page through without a repeat or a gap; the browser's comparison agrees with
// the SQL; an unknown sort is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import { setTier } from '../../../../tests/support/client-rows';
import { changedTables, snapshotRows } from '../../../../tests/support/row-snapshot';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { CLIENT_SORT_CHOICES, clientOrder, compareClients } from '../../../core/client-order';
import {
  CLIENT_SORTS,
  type ClientOrder,
  type ClientPage,
  type ClientSort,
} from '../../../core/client-schemas';
import { CLIENT_MESSAGES } from '../../../core/messages';

let server: TestServer;
let user: ApiUser;
/** The 47 clients of one import: same instant, value, score and status; ids ascending. */
let twinIds: string[];
const TWINS = 47;

const NOW = Date.now();
const ago = (minutes: number) => new Date(NOW - minutes * 60_000);
const EMPTY_LISTS = {
  contactDetails: JSON.stringify({ phones: [], emails: [], addresses: [] }),
  websiteUrls: '[]',
};

beforeAll(async () => {
  server = await startTestServer();
  user = await signUpApiUser(server, 'clients-order');
  await setTier(server, user.id, 'pro');
  const db = server.database.db;
  const importedAt = ago(2 * 24 * 60);
  await db
    .insertInto('clients')
    .values([
      // Contacted an hour ago, edited ten minutes ago: its last activity is the contact.
      {
        userId: user.id,
        name: 'Ann Active',
        estimatedValueCents: 300_00,
        leadScore: 90,
        lastContactedAt: ago(60),
        createdAt: ago(5 * 24 * 60),
        updatedAt: ago(10),
        ...EMPTY_LISTS,
      },
      // Never contacted: its last activity is its last change.
      {
        userId: user.id,
        name: 'Ben Busy',
        estimatedValueCents: 500_00,
        leadScore: null,
        createdAt: ago(24 * 60),
        updatedAt: ago(30),
        ...EMPTY_LISTS,
      },
      // Lower case: "A–Z" must not put it after every capital.
      {
        userId: user.id,
        name: 'cat Calm',
        estimatedValueCents: 100_00,
        leadScore: 20,
        lastContactedAt: ago(120),
        createdAt: ago(3 * 24 * 60),
        updatedAt: ago(120),
        ...EMPTY_LISTS,
      },
      ...Array.from({ length: TWINS }, () => ({
        userId: user.id,
        name: 'Twin Import',
        estimatedValueCents: 200_00,
        leadScore: 50,
        createdAt: importedAt,
        updatedAt: importedAt,
        ...EMPTY_LISTS,
      })),
    ])
    .execute();
  const twins = await db
    .selectFrom('clients')
    .select('id')
    .where('userId', '=', user.id)
    .where('name', '=', 'Twin Import')
    .execute();
  twinIds = twins.map((twin) => twin.id).sort();
  // A stranger's clients never show up in the owner's order.
  const stranger = await signUpApiUser(server, 'clients-order-stranger');
  await db
    .insertInto('clients')
    .values({
      userId: stranger.id,
      name: 'Aaron Stranger',
      estimatedValueCents: 9e8,
      ...EMPTY_LISTS,
    })
    .execute();
});

afterAll(async () => {
  await server?.close();
});

async function page(query: string): Promise<ClientPage> {
  const answer = await user.call('GET', `/clients${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as ClientPage;
}

/** Every page of a listing, `limit` at a time, following nextOffset. */
async function allPages(query: string, limit: number) {
  const items: ClientPage['items'] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const next = await page(`?${query}&limit=${limit}&offset=${offset}`);
    items.push(...next.items);
    offset = next.nextOffset;
  }
  return items;
}

const names = (items: ClientPage['items']) => items.map((client) => client.name);
const ids = (items: ClientPage['items']) => items.map((client) => client.id);
const twinsDown = () => [...twinIds].reverse();
const twinNames = (count = TWINS) => Array.from({ length: count }, () => 'Twin Import');

describe('GET /clients orders', () => {
  it('by last activity by default: last contacted, else last changed, newest first', async () => {
    const items = (await page('?limit=200')).items;
    // Ann was edited after Ben, but contacted before him: the contact counts.
    expect(names(items).slice(0, 3)).toEqual(['Ben Busy', 'Ann Active', 'cat Calm']);
    expect(ids(items).slice(3)).toEqual(twinsDown());
    expect(ids((await page('?sort=last_activity&dir=desc&limit=200')).items)).toEqual(ids(items));
    // Turned round: oldest first, the twins' ids ascending.
    const up = (await page('?sort=last_activity&dir=asc&limit=200')).items;
    expect(ids(up).slice(0, TWINS)).toEqual(twinIds);
    expect(names(up).slice(TWINS)).toEqual(['cat Calm', 'Ann Active', 'Ben Busy']);
  });

  it('by value, highest first', async () => {
    const items = (await page('?sort=estimated_value&limit=200')).items;
    expect(names(items)).toEqual(['Ben Busy', 'Ann Active', ...twinNames(), 'cat Calm']);
    expect(ids(items).slice(2, 2 + TWINS)).toEqual(twinsDown());
  });

  it('by lead score, highest first, clients without one last', async () => {
    const items = (await page('?sort=lead_score&limit=200')).items;
    expect(names(items)).toEqual(['Ann Active', ...twinNames(), 'cat Calm', 'Ben Busy']);
    expect(ids(items).slice(1, 1 + TWINS)).toEqual(twinsDown());
  });

  it('by name A–Z, whatever the case', async () => {
    const items = (await page('?sort=name&limit=200')).items;
    expect(names(items)).toEqual(['Ann Active', 'Ben Busy', 'cat Calm', ...twinNames()]);
    // Equal names: the id, ascending with the names.
    expect(ids(items).slice(3)).toEqual(twinIds);
  });

  it('by creation, newest first', async () => {
    const items = (await page('?sort=created_at&limit=200')).items;
    expect(names(items)).toEqual(['Ben Busy', ...twinNames(), 'cat Calm', 'Ann Active']);
    expect(ids(items).slice(1, 1 + TWINS)).toEqual(twinsDown());
  });

  it.each(CLIENT_SORT_CHOICES)(
    'pages through %s (list and kanban column) with every client exactly once, the same way every time',
    async (sort) => {
      for (const filter of ['', '&status=new_lead']) {
        const whole = (await page(`?sort=${sort}${filter}&limit=200`)).items;
        expect(whole).toHaveLength(TWINS + 3);
        const paged = await allPages(`sort=${sort}${filter}`, 7);
        expect(ids(paged)).toEqual(ids(whole));
        expect(new Set(ids(paged)).size).toBe(TWINS + 3);
        // A reload asks again: the same order.
        expect(ids(await allPages(`sort=${sort}${filter}`, 10))).toEqual(ids(whole));
      }
    },
  );

  it.each(CLIENT_SORTS.flatMap((sort) => [clientOrder(sort, 'asc'), clientOrder(sort, 'desc')]))(
    'agrees with the browser’s comparison for %o',
    async (order: ClientOrder) => {
      const items = (await page(`?sort=${order.sort}&dir=${order.dir}&limit=200`)).items;
      const compared = [...items].sort((a, b) => compareClients(a, b, order));
      expect(ids(compared)).toEqual(ids(items));
    },
  );

  it('refuses an unknown sort or direction with a message naming the choices, changing nothing', async () => {
    const before = await snapshotRows(server);
    for (const query of ['sort=popularity', 'sort=name;DROP TABLE clients', 'sort=NAME']) {
      const answer = await user.call('GET', `/clients?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(CLIENT_MESSAGES.unknownSort(CLIENT_SORTS));
      expect(answer.body.error.message).toContain('last_activity, updated_at');
    }
    const badDir = await user.call('GET', '/clients?sort=name&dir=sideways');
    expect(badDir.status).toBe(400);
    expect(badDir.body.error.message).toBe(CLIENT_MESSAGES.unknownSortDir);
    expect(changedTables(before, await snapshotRows(server))).toEqual([]);
    // An empty sort is no sort: the default order.
    expect(names((await page('?sort=&limit=3')).items)).toEqual([
      'Ben Busy',
      'Ann Active',
      'cat Calm',
    ]);
  });

  it('keeps each sort’s own direction unless told otherwise', async () => {
    const sorts: ClientSort[] = ['name', 'estimated_value'];
    for (const sort of sorts) {
      const natural = ids((await page(`?sort=${sort}&limit=200`)).items);
      const explicit = ids(
        (await page(`?sort=${sort}&dir=${clientOrder(sort).dir}&limit=200`)).items,
      );
      expect(natural).toEqual(explicit);
      const reversed = ids(
        (
          await page(
            `?sort=${sort}&dir=${clientOrder(sort).dir === 'asc' ? 'desc' : 'asc'}&limit=200`,
          )
        ).items,
      );
      expect(reversed).toEqual([...natural].reverse());
    }
  });
});
