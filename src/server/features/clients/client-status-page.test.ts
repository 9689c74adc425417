// A status-filtered page read off client_status_order (migration 0055, decision 075) is the
// page the clients' own query gives — same clients, same order, every page — on data skewed
// as the issue 20 bench found it: most of the workspace "updated now" by a bulk edit, and
// the new leads and a small lost column all old. For the owner (views all) and a member who
// views "own" (and the unassigned); and the kept rows follow every change of the clients.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import { workspaceAccess } from '../../../../tests/support/workspaces';
import { ZClientListQuery } from '../../../core/client-schemas';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { clientFilterOf, matchesFilter } from './client-filter';
import { orderClients } from './client-sort';
import { listClients } from './list-clients';

let database: TestDatabase;
const db = () => database.db;
const users = ['walk-owner', 'walk-own', 'walk-member'];
let team: string;
let owner: WorkspaceAccess;
let own: WorkspaceAccess;

beforeAll(async () => {
  database = await createTestDatabase();
  await db()
    .insertInto('users')
    .values(users.map((id) => ({ id, name: id, email: `${id}@example.com` })))
    .execute();
  const org = await db()
    .insertInto('organizations')
    .values({ name: 'Walk team', slug: 'walk-team' })
    .returning('id')
    .executeTakeFirstOrThrow();
  team = org.id;
  const role = await db()
    .insertInto('roles')
    .values({ name: 'Own clients', organizationId: team, isSystemRole: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    INSERT INTO role_permissions (role_id, permission_id)
    SELECT ${role.id}, p.id FROM permissions p
    WHERE p.name IN ('view_clients_own', 'edit_clients_own', 'see_unassigned_clients')`.execute(
    db(),
  );
  await sql`
    INSERT INTO organization_members (organization_id, user_id, status, role_id, is_owner)
    VALUES
      (${team}, 'walk-owner', 'active', (SELECT id FROM roles WHERE organization_id IS NULL AND name = 'Owner'), true),
      (${team}, 'walk-own', 'active', ${role.id}, false),
      (${team}, 'walk-member', 'active', (SELECT id FROM roles WHERE organization_id IS NULL AND name = 'Member'), false)`.execute(
    db(),
  );
  // 1,200 clients over eight statuses, owners rotating (a quarter unassigned), a quarter
  // contacted long ago; then a bulk edit moves every client never contacted to "now" —
  // the new leads (all contacted) are left at the tail of the activity order.
  await sql`
    INSERT INTO clients (workspace_id, user_id, created_by, name, status, tags, lead_source,
      last_contacted_at, created_at, updated_at)
    SELECT ${team}, (ARRAY['walk-owner','walk-own','walk-member'])[1 + i % 4],
      (ARRAY['walk-owner','walk-own','walk-member'])[1 + i % 3],
      'Client ' || i,
      (ARRAY['new_lead','contacted','qualified','proposal_sent','negotiation','closed_won','closed_lost','on_hold'])[1 + i % 8],
      ARRAY['tag' || (i % 5)], 'referral',
      CASE WHEN i % 4 = 0 THEN now() - (i * 3 || ' minutes')::interval END,
      now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
    FROM generate_series(1, 1200) AS i`.execute(db());
  await sql`UPDATE clients SET lead_source = 'website' WHERE workspace_id = ${team} AND last_contacted_at IS NULL`.execute(
    db(),
  );
  // The lost column: 12 of the oldest clients; the rest of it won.
  await sql`UPDATE clients SET status = 'closed_won' WHERE status = 'closed_lost'`.execute(db());
  await sql`
    UPDATE clients SET status = 'closed_lost' WHERE id IN (
      SELECT id FROM clients ORDER BY coalesce(last_contacted_at, updated_at), id LIMIT 12)`.execute(
    db(),
  );
  owner = await workspaceAccess(db(), 'walk-owner', team);
  own = await workspaceAccess(db(), 'walk-own', team);
  // Migrating and seeding a database takes minutes on a loaded machine.
}, 600_000);
afterAll(async () => {
  await database?.close();
});

/** The page as the clients' own query reads it: filter, order, limit and offset. */
async function pageByClients(access: WorkspaceAccess, params: Record<string, string>) {
  const query = ZClientListQuery.parse(params);
  const rows = await orderClients(
    db()
      .selectFrom('clients')
      .select('id')
      .where((eb) => matchesFilter(eb, access, clientFilterOf(query))),
    'last_activity',
    query.dir,
  )
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return rows.map((row) => row.id);
}

async function pageByList(access: WorkspaceAccess, params: Record<string, string>) {
  const page = await listClients(db(), access, ZClientListQuery.parse(params));
  return page.items.map((item) => item.id);
}

const FILTERS: Record<string, string>[] = [
  { status: 'new_lead' },
  { status: 'closed_lost' },
  { status: 'new_lead', tags: 'tag1,tag2' },
  { status: 'new_lead,closed_lost' },
  { status: 'qualified,contacted', source: 'website' },
  { status: 'negotiation', owner: 'walk-owner' },
  { status: 'on_hold', owner: 'unassigned' },
  { status: 'closed_won', dir: 'asc' },
];

describe('a status-filtered page off client_status_order', () => {
  it.each(FILTERS)('is the clients query’s page for %o, owner and "own"', async (filter) => {
    for (const access of [owner, own]) {
      for (const offset of ['0', '20', '140']) {
        const params = { ...filter, limit: '20', offset };
        const expected = await pageByClients(access, params);
        expect(await pageByList(access, params)).toEqual(expected);
      }
    }
    // Non-trivial: the first page has clients.
    expect((await pageByClients(owner, filter)).length).toBeGreaterThan(0);
  });

  it('shows "own" only what that member may see', async () => {
    const ids = await pageByList(own, { status: 'new_lead', limit: '200' });
    const seen = await db()
      .selectFrom('clients')
      .select(['userId', 'createdBy'])
      .where('id', 'in', ids)
      .execute();
    expect(seen.length).toBe(ids.length);
    for (const row of seen)
      expect(row.userId === null || row.userId === 'walk-own' || row.createdBy === 'walk-own').toBe(
        true,
      );
    expect(ids.length).toBeLessThan(
      (await pageByList(owner, { status: 'new_lead', limit: '200' })).length,
    );
  });

  it('keeps one row per client, equal to the client, through every change', async () => {
    const expectKept = async () => {
      const differing = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM clients c
        FULL JOIN client_status_order k ON k.client_id = c.id
        WHERE k.client_id IS NULL OR c.id IS NULL
          OR (k.workspace_id, k.user_id, k.created_by, k.status, k.activity_at)
            IS DISTINCT FROM (c.workspace_id, c.user_id, c.created_by, c.status,
              coalesce(c.last_contacted_at, c.updated_at))`.execute(db());
      expect(differing.rows[0]?.n).toBe(0);
    };
    await expectKept();
    await sql`UPDATE clients SET status = 'on_hold' WHERE name LIKE 'Client 1%'`.execute(db());
    await sql`UPDATE clients SET last_contacted_at = now() WHERE name LIKE 'Client 2%'`.execute(
      db(),
    );
    await sql`UPDATE clients SET user_id = NULL WHERE name LIKE 'Client 3%'`.execute(db());
    await sql`UPDATE clients SET notes = 'renamed' WHERE name LIKE 'Client 4%'`.execute(db());
    await sql`DELETE FROM clients WHERE name LIKE 'Client 5%'`.execute(db());
    await expectKept();
    // The page still agrees after the changes.
    const params = { status: 'on_hold', limit: '30', offset: '30' };
    expect(await pageByList(own, params)).toEqual(await pageByClients(own, params));
    await sql`DELETE FROM users WHERE id = 'walk-member'`.execute(db());
    await expectKept();
  });

  it("records each status change once, and drops a client's history with the client", async () => {
    const historyOf = async (pattern: string) =>
      (
        await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM client_status_changes s
          JOIN clients c ON c.id = s.client_id
          WHERE c.name LIKE ${pattern} AND s.status = 'negotiation'`.execute(db())
      ).rows[0]?.n;
    const changed = await sql`
      UPDATE clients SET status = 'negotiation'
      WHERE name LIKE 'Client 6%' AND status <> 'negotiation'`.execute(db());
    expect(Number(changed.numAffectedRows)).toBeGreaterThan(50);
    expect(await historyOf('Client 6%')).toBe(Number(changed.numAffectedRows));
    // No foreign key holds these rows (0062): the clients' delete trigger takes them.
    const orphans = async () =>
      (
        await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM client_status_changes s
          WHERE NOT EXISTS (SELECT 1 FROM clients c WHERE c.id = s.client_id)`.execute(db())
      ).rows[0]?.n;
    await sql`DELETE FROM clients WHERE name LIKE 'Client 6%'`.execute(db());
    expect(await orphans()).toBe(0);
    const before = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM client_status_changes WHERE workspace_id = ${team}`.execute(
      db(),
    );
    expect(before.rows[0]?.n).toBeGreaterThan(0);
    // A deleted workspace deletes its clients, and with them their history.
    await sql`DELETE FROM organizations WHERE id = ${team}`.execute(db());
    const after = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM client_status_changes WHERE workspace_id = ${team}`.execute(
      db(),
    );
    expect(after.rows[0]?.n).toBe(0);
  });
});
