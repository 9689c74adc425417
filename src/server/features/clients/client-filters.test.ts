// The issue 20 filters over real HTTP: each alone, combined with each other and with the
// search, the same everywhere the filter is read (list and its total, the summary's
// columns, the CSV export, bulk "all matching"), and bad parameters refused clearly.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import { addClient, setTier } from '../../../../tests/support/client-rows';
import { addCustomField } from '../../../../tests/support/custom-fields';
import { addMember, createOrganizationAs } from '../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { ClientPage, ClientSummary } from '../../../core/client-schemas';
import { FILTER_MESSAGES } from '../../../core/messages';

let server: TestServer;
let user: ApiUser;
const ids: Record<string, string> = {};
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  server = await startTestServer();
  user = await signUpApiUser(server, 'filters');
  await setTier(server, user.id, 'pro');
  const rows = [
    {
      name: 'Ann Alpha',
      tags: ['vip', 'west'],
      leadSource: 'referral',
      status: 'new_lead',
      estimatedValueCents: 500_00,
      expectedCloseDate: '2026-03-10',
    },
    {
      name: 'Ben Beta',
      tags: ['east'],
      leadSource: 'event',
      status: 'qualified',
      estimatedValueCents: 2_000_00,
      expectedCloseDate: '2026-06-01',
    },
    {
      name: 'Cid Gamma',
      tags: ['VIP'],
      leadSource: 'website',
      status: 'qualified',
      estimatedValueCents: 10_000_00,
    },
    { name: 'Dee Delta', tags: [], leadSource: 'referral', status: 'closed_won' },
  ] as const;
  for (const row of rows) {
    const client = await addClient(user, { ...row, tags: [...row.tags] });
    ids[row.name] = client.id;
  }
  const db = server.database.db;
  // Contacted: Ann 2 days ago, Ben 40 days ago; Cid and Dee never.
  await db
    .updateTable('clients')
    .set({ lastContactedAt: daysAgo(2) })
    .where('id', '=', ids['Ann Alpha'] as string)
    .execute();
  await db
    .updateTable('clients')
    .set({ lastContactedAt: daysAgo(40) })
    .where('id', '=', ids['Ben Beta'] as string)
    .execute();
  // Created: Dee long ago.
  await sql`UPDATE clients SET created_at = '2025-01-15T12:00:00Z' WHERE id = ${ids['Dee Delta']}`.execute(
    db,
  );
  // Tasks: Ann has an overdue one, Ben an open one due later, Cid only a done one.
  const task = (client: string, dueAt: Date, doneAt: Date | null) =>
    db
      .insertInto('client_tasks')
      .values({
        clientId: ids[client] as string,
        workspaceId: '00000000-0000-0000-0000-000000000000',
        title: 'Call back',
        dueAt,
        timeZone: 'UTC',
        doneAt,
      })
      .execute();
  await task('Ann Alpha', daysAgo(1), null);
  await task('Ben Beta', daysAgo(-3), null);
  await task('Cid Gamma', daysAgo(5), daysAgo(4));
});

afterAll(async () => {
  await server?.close();
});

async function names(query: string, as: ApiUser = user, headers?: Record<string, string>) {
  const answer = await as.call('GET', `/clients?${query}`, undefined, headers);
  expect(answer.status, answer.text).toBe(200);
  const page = answer.body as ClientPage;
  const found = page.items.map((client) => client.name).sort();
  // The total counts exactly the matches (the list's "N clients").
  expect(page.total).toBe(found.length);
  return found;
}

describe('GET /clients filters', () => {
  it('filters by any of several tags, exactly as written', async () => {
    expect(await names('tags=vip')).toEqual(['Ann Alpha']);
    expect(await names('tags=vip,east')).toEqual(['Ann Alpha', 'Ben Beta']);
    expect(await names('tags=VIP, vip')).toEqual(['Ann Alpha', 'Cid Gamma']);
    expect(await names('tags=nobody')).toEqual([]);
  });

  it('filters by one or several lead sources and statuses', async () => {
    expect(await names('source=referral')).toEqual(['Ann Alpha', 'Dee Delta']);
    expect(await names('source=event,website')).toEqual(['Ben Beta', 'Cid Gamma']);
    expect(await names('status=qualified')).toEqual(['Ben Beta', 'Cid Gamma']);
    expect(await names('status=new_lead,closed_won')).toEqual(['Ann Alpha', 'Dee Delta']);
  });

  it('filters by an estimated value range in whole units, bounds included', async () => {
    expect(await names('value_min=2000')).toEqual(['Ben Beta', 'Cid Gamma']);
    expect(await names('value_max=500')).toEqual(['Ann Alpha', 'Dee Delta']);
    expect(await names('value_min=500&value_max=2000')).toEqual(['Ann Alpha', 'Ben Beta']);
    expect(await names('value_min=499.99&value_max=500.00')).toEqual(['Ann Alpha']);
  });

  it('filters by expected close and created dates, whole days', async () => {
    expect(await names('close_from=2026-03-10')).toEqual(['Ann Alpha', 'Ben Beta']);
    expect(await names('close_to=2026-03-10')).toEqual(['Ann Alpha']);
    expect(await names('close_from=2026-03-11&close_to=2026-12-31')).toEqual(['Ben Beta']);
    expect(await names('created_to=2025-01-15')).toEqual(['Dee Delta']);
    expect(await names('created_from=2025-01-16')).toEqual(['Ann Alpha', 'Ben Beta', 'Cid Gamma']);
  });

  it('finds clients not contacted for N days, never-contacted ones included', async () => {
    expect(await names('not_contacted=30')).toEqual(['Ben Beta', 'Cid Gamma', 'Dee Delta']);
    expect(await names('not_contacted=1')).toEqual([
      'Ann Alpha',
      'Ben Beta',
      'Cid Gamma',
      'Dee Delta',
    ]);
    expect(await names('not_contacted=60')).toEqual(['Cid Gamma', 'Dee Delta']);
  });

  it('filters by open, overdue or no open task (a done task is not open)', async () => {
    expect(await names('task=open')).toEqual(['Ann Alpha', 'Ben Beta']);
    expect(await names('task=overdue')).toEqual(['Ann Alpha']);
    expect(await names('task=none')).toEqual(['Cid Gamma', 'Dee Delta']);
  });

  it('combines every filter with AND, and with the search', async () => {
    expect(await names('source=referral&task=none')).toEqual(['Dee Delta']);
    expect(await names('tags=vip,VIP&not_contacted=30')).toEqual(['Cid Gamma']);
    expect(await names('status=qualified&value_max=5000&task=open')).toEqual(['Ben Beta']);
    expect(await names('q=alpha&source=referral')).toEqual(['Ann Alpha']);
    expect(await names('q=delta&tags=vip')).toEqual([]);
    // Paged: a full page says "more" (decision 055); the summary counts every match.
    const answer = await user.call('GET', '/clients?source=referral,website&limit=1');
    expect(answer.body.items).toHaveLength(1);
    expect(answer.body).toMatchObject({ total: 1, totalCapped: true, nextOffset: 1 });
    const all = await user.call('GET', '/clients?source=referral,website&limit=3');
    expect(all.body).toMatchObject({ total: 3, totalCapped: false, nextOffset: null });
  });

  it('narrows the summary’s columns and keeps its tiles for the whole workspace', async () => {
    const answer = await user.call('GET', '/clients/summary?task=none');
    expect(answer.status, answer.text).toBe(200);
    const summary = answer.body as ClientSummary;
    expect(summary.tiles.totalClients).toBe(4);
    const counts = Object.fromEntries(summary.columns.map((c) => [c.status, c.count]));
    expect(counts).toMatchObject({ qualified: 1, closed_won: 1, new_lead: 0 });
    const value = summary.columns.find((c) => c.status === 'qualified')?.valueCents;
    expect(value).toBe(10_000_00);
  });

  it('exports only the matching clients', async () => {
    const answer = await user.call('GET', '/clients/export.csv?source=referral&task=overdue');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Ann');
    expect(answer.text).not.toContain('Dee');
    expect(answer.text).not.toContain('Ben');
  });

  it('changes all matching clients in bulk, and no others', async () => {
    const answer = await user.call('POST', '/clients/bulk', {
      action: 'addTags',
      tags: ['stale'],
      matching: { not_contacted: '30', source: 'website,event' },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.changed).toBe(2);
    expect(await names('tags=stale')).toEqual(['Ben Beta', 'Cid Gamma']);
  });

  it('refuses bad parameters with a message that names the problem', async () => {
    const refused = async (query: string, field: string, message: string) => {
      const answer = await user.call('GET', `/clients?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.text, query).toContain(message);
      expect(JSON.stringify(answer.body.error.fields ?? {}), query).toContain(field);
    };
    await refused('value_min=abc', 'value_min', FILTER_MESSAGES.notANumber('Minimum value'));
    await refused('value_min=-5', 'value_min', FILTER_MESSAGES.notANumber('Minimum value'));
    await refused(
      'value_min=10&value_max=5',
      'value_max',
      FILTER_MESSAGES.minAboveMax('Estimated value'),
    );
    await refused('source=referral,carrier-pigeon', 'source', 'Unknown lead source');
    await refused('status=won', 'status', 'Unknown status');
    await refused('task=soon', 'task', FILTER_MESSAGES.unknownTask);
    await refused('not_contacted=0', 'not_contacted', FILTER_MESSAGES.notWholeDays);
    await refused('not_contacted=1.5', 'not_contacted', FILTER_MESSAGES.notWholeDays);
    await refused('close_from=2026-02-30', 'close_from', 'valid date');
    await refused(
      'created_from=2026-02-02&created_to=2026-02-01',
      'created_to',
      FILTER_MESSAGES.fromAfterTo('Created'),
    );
    await refused(
      `tags=${Array.from({ length: 21 }, (_, i) => `t${i}`).join(',')}`,
      'tags',
      'at most 20',
    );
    // The summary, the exports and bulk read the same rules.
    expect((await user.call('GET', '/clients/summary?value_max=x')).status).toBe(400);
    expect((await user.call('GET', '/clients/export.csv?task=later')).status).toBe(400);
    const bulk = await user.call('POST', '/clients/bulk', {
      action: 'delete',
      matching: { value_min: '9', value_max: '1' },
    });
    expect(bulk.status).toBe(400);
    expect(await names('')).toHaveLength(4);
  });

  it('treats hostile values as plain text', async () => {
    expect(await names(`tags=${encodeURIComponent("'); DROP TABLE clients; --")}`)).toEqual([]);
    expect(await names(`tags=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await names('')).toHaveLength(4);
  });
});

describe('filters in a team workspace', () => {
  it('an owner id of another workspace finds nothing there', async () => {
    const owner = await signUpApiUser(server, 'filters-team');
    const member = await signUpApiUser(server, 'filters-member');
    const organization = await createOrganizationAs(owner, { name: 'Filters Team' });
    await addMember(server, organization.id, member, 'Member');
    const headers = { 'x-workspace-id': organization.id };
    const made = await owner.call(
      'POST',
      '/clients',
      { name: 'Team Referral', leadSource: 'referral', ownerId: member.id },
      headers,
    );
    expect(made.status, made.text).toBe(201);
    expect(await names(`source=referral&owner=${member.id}`, owner, headers)).toEqual([
      'Team Referral',
    ]);
    // The personal workspace's user, named as an owner in the team: nobody there.
    expect(await names(`source=referral&owner=${user.id}`, owner, headers)).toEqual([]);
    // And the team's member in the personal workspace of `user`: nothing of theirs.
    expect(await names(`owner=${member.id}`)).toEqual([]);
  });
});

describe('the total of a filtered list (decision 055)', () => {
  it('reads one row past a full page, is exact on a page that is not full, and the summary counts all', async () => {
    const many = await signUpApiUser(server, 'filters-many');
    await setTier(server, many.id, 'pro');
    const field = await addCustomField(many, { label: 'Size', type: 'number' });
    const db = server.database.db;
    const workspace = await db
      .selectFrom('organizations')
      .select('id')
      .where('personalUserId', '=', many.id)
      .executeTakeFirstOrThrow();
    // 1,100 clients tagged "bulk" (sizes 0–1,099) and 3 without the tag.
    await sql`
      INSERT INTO clients (user_id, created_by, workspace_id, name, tags, status, custom_values)
      SELECT ${many.id}, ${many.id}, ${workspace.id}, 'Bulk ' || n, ARRAY['bulk'],
        CASE WHEN n % 2 = 0 THEN 'new_lead' ELSE 'qualified' END,
        jsonb_build_object(${field.id}::text, n)
      FROM generate_series(0, 1099) AS n`.execute(db);
    for (const name of ['Lone 1', 'Lone 2', 'Lone 3']) await addClient(many, { name });
    const page = async (query: string) => {
      const answer = await many.call('GET', `/clients?${query}`);
      expect(answer.status, answer.text).toBe(200);
      return answer.body as ClientPage;
    };

    const first = await page('tags=bulk&limit=50');
    expect(first.items).toHaveLength(50);
    // A full page says "more" and counts no further; the next page goes on from it.
    expect(first).toMatchObject({ total: 50, totalCapped: true, nextOffset: 50 });
    expect(await page('tags=bulk&limit=50&offset=1000')).toMatchObject({
      total: 1050,
      totalCapped: true,
      nextOffset: 1050,
    });
    // The last page is exact: 1,100 clients carry the tag.
    const last = await page('tags=bulk&limit=50&offset=1050');
    expect(last.items).toHaveLength(50);
    expect(last).toMatchObject({ total: 1100, totalCapped: false, nextOffset: null });
    // Past the end the total is still told (counted).
    expect(await page('tags=bulk&limit=50&offset=2000')).toMatchObject({
      items: [],
      total: 1100,
      totalCapped: false,
      nextOffset: null,
    });
    // A first page that is not full is exact at once.
    expect(
      await page(`tags=bulk&cf.${field.id}.min=100&cf.${field.id}.max=299&limit=200`),
    ).toMatchObject({
      total: 200,
      totalCapped: false,
    });
    expect(await page(`cf.${field.id}.max=9`)).toMatchObject({ total: 10, totalCapped: false });
    // A search is read the same way: a full page says "more", the last one is exact.
    expect(await page('q=lone&limit=2')).toMatchObject({
      total: 2,
      totalCapped: true,
      nextOffset: 2,
    });
    expect(await page('q=lone&limit=2&offset=2')).toMatchObject({
      total: 3,
      totalCapped: false,
      nextOffset: null,
    });
    // Without row filters the kept totals count exactly, whatever the number.
    expect(await page('')).toMatchObject({ total: 1103, totalCapped: false });

    // The summary's columns count every match, custom field filters included.
    const summary = await many.call('GET', `/clients/summary?tags=bulk&cf.${field.id}.min=1000`);
    expect(summary.status, summary.text).toBe(200);
    const columns = (summary.body as ClientSummary).columns;
    const count = (status: string) => columns.find((c) => c.status === status)?.count;
    expect(count('new_lead')).toBe(50);
    expect(count('qualified')).toBe(50);
    expect((summary.body as ClientSummary).tiles.totalClients).toBe(1103);
  });
});
