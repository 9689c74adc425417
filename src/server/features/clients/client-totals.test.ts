// client_totals (migration 0027) always equals counting the clients: after inserts,
// status, value and owner changes, moves between workspaces, deletes, and the cascades
// of a deleted user (owner and creator set to NULL) and a deleted workspace.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import { workspaceAccess } from '../../../../tests/support/workspaces';
import { ZClientListQuery } from '../../../core/client-schemas';
import { getClientSummary } from './get-client-summary';
import { listClients } from './list-clients';

let database: TestDatabase;
const db = () => database.db;
const users = ['totals-a', 'totals-b', 'totals-c'];
let team: string;
let other: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await db()
    .insertInto('users')
    .values(users.map((id) => ({ id, name: id, email: `${id}@example.com` })))
    .execute();
  const orgs = await db()
    .insertInto('organizations')
    .values([
      { name: 'Totals team', slug: 'totals-team' },
      { name: 'Other team', slug: 'totals-other' },
    ])
    .returning('id')
    .execute();
  [team, other] = orgs.map((org) => org.id) as [string, string];
  await sql`
    INSERT INTO organization_members (organization_id, user_id, status, role_id, is_owner)
    SELECT o.id, u.id, 'active',
      (SELECT id FROM roles WHERE organization_id IS NULL AND name = CASE WHEN u.id = 'totals-a' THEN 'Owner' ELSE 'Member' END),
      u.id = 'totals-a'
    FROM unnest(${sql.val([team, other])}::uuid[]) AS o (id)
    CROSS JOIN unnest(${sql.val(users)}::text[]) AS u (id)`.execute(db());
});
afterAll(async () => {
  await database?.close();
});

async function expectTotalsMatchClients() {
  const kept = await sql<Record<string, unknown>>`
    SELECT workspace_id, user_id, created_by, status, clients, value_cents
    FROM client_totals ORDER BY 1, 2, 3, 4`.execute(db());
  const counted = await sql<Record<string, unknown>>`
    SELECT workspace_id, user_id, created_by, status, count(*) AS clients,
      sum(estimated_value_cents) AS value_cents
    FROM clients GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`.execute(db());
  expect(kept.rows).toEqual(counted.rows);
}

describe('client_totals', () => {
  it('follows inserts, updates, moves and deletes', async () => {
    // The personal workspaces' rows (the default-workspace trigger) and the team's.
    await sql`
      INSERT INTO clients (workspace_id, user_id, created_by, name, status, estimated_value_cents)
      SELECT CASE WHEN i % 4 = 0 THEN NULL ELSE ${team}::uuid END,
        CASE WHEN i % 4 = 0 THEN 'totals-a' ELSE (ARRAY['totals-a','totals-b','totals-c'])[1 + i % 4] END,
        (ARRAY['totals-a','totals-b','totals-c'])[1 + i % 3],
        'Client ' || i,
        (ARRAY['new_lead','qualified','closed_won'])[1 + i % 3],
        i * 100
      FROM generate_series(1, 60) AS i`.execute(db());
    await expectTotalsMatchClients();

    await sql`UPDATE clients SET status = 'contacted' WHERE name LIKE 'Client 1%'`.execute(db());
    await sql`UPDATE clients SET estimated_value_cents = estimated_value_cents + 7 WHERE name LIKE 'Client 2%'`.execute(
      db(),
    );
    await sql`UPDATE clients SET user_id = NULL WHERE name LIKE 'Client 3%' AND workspace_id = ${team}`.execute(
      db(),
    );
    await sql`UPDATE clients SET notes = 'touched only'`.execute(db());
    await expectTotalsMatchClients();

    await sql`UPDATE clients SET workspace_id = ${other} WHERE name LIKE 'Client 5%' AND workspace_id = ${team}`.execute(
      db(),
    );
    await sql`DELETE FROM clients WHERE name LIKE 'Client 4%'`.execute(db());
    await expectTotalsMatchClients();
  });

  it('answers the list total and the summary as counting the clients would', async () => {
    for (const userId of users) {
      const access = await workspaceAccess(db(), userId, team);
      const page = await listClients(db(), access, ZClientListQuery.parse({}));
      const counted = await db()
        .selectFrom('clients')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workspaceId', '=', team)
        .executeTakeFirstOrThrow();
      expect(page.total).toBe(Number(counted.n));
      const summary = await getClientSummary(db(), access, {});
      const searched = await getClientSummary(db(), access, { q: 'client' });
      // The search path still counts the clients themselves: both must agree.
      expect(summary).toEqual(searched);
      const mine = await listClients(db(), access, ZClientListQuery.parse({ owner: 'mine' }));
      const mineSearched = await listClients(
        db(),
        access,
        ZClientListQuery.parse({ owner: 'mine', q: 'client', limit: 100 }),
      );
      expect(mine.total).toBe(mineSearched.total);
    }
  });

  it('follows a deleted user (owner and creator set to NULL) and a deleted workspace', async () => {
    await sql`DELETE FROM users WHERE id = 'totals-c'`.execute(db());
    await expectTotalsMatchClients();
    await sql`DELETE FROM organizations WHERE id = ${other}`.execute(db());
    await expectTotalsMatchClients();
    const left = await sql<{ n: number }>`
      SELECT count(*) AS n FROM client_totals WHERE workspace_id = ${other}`.execute(db());
    expect(Number(left.rows[0]?.n)).toBe(0);
  });
});
