// Migration 0026 (issue 18) on a database filled through the previous schema: every
// user gets a personal workspace, every record moves into its owner's one with its id,
// its owner and its timestamps unchanged, and nothing is lost.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './connection';
import { migrate, readMigrations } from './migrator';

let database: Database;
const all = readMigrations();
const before = all.filter((migration) => migration.name < '0026');

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(database.db, before);
});

afterAll(async () => {
  await database?.close();
});

/** Rows as a user of the previous release left them, written straight in SQL. */
async function fillPreviousSchema() {
  const { db } = database;
  for (const [id, email] of [
    ['user-ada', 'ada@example.com'],
    ['user-bob', 'bob@example.com'],
  ]) {
    await sql`INSERT INTO users (id, name, email, email_verified) VALUES (${id}, ${id}, ${email}, true)`.execute(
      db,
    );
    await sql`INSERT INTO profiles (user_id, username) VALUES (${id}, ${id})`.execute(db);
  }
  await sql`INSERT INTO clients (id, user_id, name, email, updated_at)
    SELECT gen_random_uuid(), u, 'Client ' || u || ' ' || n, u || n || '@example.com',
      timestamptz '2026-01-01 10:00:00+00' + n * interval '1 minute'
    FROM unnest(ARRAY['user-ada', 'user-bob']) AS u, generate_series(1, 30) AS n`.execute(db);
  await sql`INSERT INTO client_interactions (client_id, user_id, content)
    SELECT id, user_id, 'Called' FROM clients`.execute(db);
  await sql`INSERT INTO message_templates (user_id, name, body)
    VALUES ('user-ada', 'Hello', 'Hi {name}')`.execute(db);
  await sql`INSERT INTO scheduling_event_types (user_id, name, slug)
    VALUES ('user-bob', 'Intro', 'intro')`.execute(db);
}

async function snapshot(table: string) {
  const result = await sql<Record<string, unknown>>`
    SELECT id, user_id, updated_at::text AS updated_at FROM ${sql.table(table)} ORDER BY id`.execute(
    database.db,
  );
  return result.rows;
}

describe('migration 0026_workspaces', () => {
  it('moves every existing row into its owner’s personal workspace, ids and order unchanged', async () => {
    await fillPreviousSchema();
    const tables = [
      'clients',
      'client_interactions',
      'message_templates',
      'scheduling_event_types',
    ];
    const previous = Object.fromEntries(
      await Promise.all(tables.map(async (table) => [table, await snapshot(table)] as const)),
    );

    const ran = await migrate(database.db, all);
    expect(ran[0]).toBe('0026_workspaces');

    for (const table of tables) expect(await snapshot(table)).toEqual(previous[table]);

    const workspaces = await sql<{ personalUserId: string; name: string; members: number }>`
      SELECT o.personal_user_id, o.name,
        (SELECT count(*)::int FROM organization_members m
          WHERE m.organization_id = o.id AND m.is_owner AND m.status = 'active') AS members
      FROM organizations o ORDER BY o.personal_user_id`.execute(database.db);
    expect(workspaces.rows).toEqual([
      { personalUserId: 'user-ada', name: 'Personal', members: 1 },
      { personalUserId: 'user-bob', name: 'Personal', members: 1 },
    ]);

    const misplaced = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM clients c
      JOIN organizations o ON o.id = c.workspace_id
      WHERE o.personal_user_id IS DISTINCT FROM c.user_id OR c.created_by IS DISTINCT FROM c.user_id`.execute(
      database.db,
    );
    expect(misplaced.rows[0]?.count).toBe(0);
    const interactionsElsewhere = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM client_interactions i
      JOIN clients c ON c.id = i.client_id WHERE i.workspace_id <> c.workspace_id`.execute(
      database.db,
    );
    expect(interactionsElsewhere.rows[0]?.count).toBe(0);
  });

  it('gives a user created afterwards their personal workspace, and refuses anyone else in it', async () => {
    const { db } = database;
    await sql`INSERT INTO users (id, name, email, email_verified) VALUES ('user-cy', 'Cy', 'cy@example.com', true)`.execute(
      db,
    );
    const workspace = await sql<{ id: string }>`
      SELECT id FROM organizations WHERE personal_user_id = 'user-cy'`.execute(db);
    expect(workspace.rows).toHaveLength(1);
    const role = await sql<{ id: string }>`
      SELECT id FROM roles WHERE organization_id IS NULL AND name = 'Member'`.execute(db);
    await expect(
      sql`INSERT INTO organization_members (organization_id, user_id, role_id, status)
        VALUES (${workspace.rows[0]?.id}, 'user-ada', ${role.rows[0]?.id}, 'active')`.execute(db),
    ).rejects.toThrow(/personal workspace/);
  });
});
