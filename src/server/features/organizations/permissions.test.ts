// get_user_permissions answers spec §6 for every kind of user, and the schema holds the
// organization rules (one owner, roles of the same organization, reserved role names).
// Runs on PGlite, and on PostgreSQL under TEST_DATABASE_URL.
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_MEMBER_KEYS } from '../../../../tests/support/organization-rows';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import {
  PERMISSION_NAMES,
  type PermissionName,
  SYSTEM_ROLE_NAMES,
  type SystemRoleName,
} from '../../../core/permissions';
import type { DB } from '../../db/types';

let database: TestDatabase;
let db: Kysely<DB>;

const ALL = [...PERMISSION_NAMES].sort();
const MEMBER = SEEDED_MEMBER_KEYS;
const CUSTOM = ['edit_clients', 'org:members:view', 'view_clients'];

const ids = {
  org: '',
  inactiveOrg: '',
  otherOrg: '',
  customRole: '',
  otherOrgRole: '',
};
const roleIds: Record<SystemRoleName, string> = { Owner: '', Admin: '', Member: '' };

async function seedUser(id: string, options: { platformAdmin?: boolean } = {}): Promise<string> {
  await db
    .insertInto('users')
    .values({ id, name: id, email: `${id}@example.com` })
    .execute();
  await db
    .insertInto('profiles')
    .values({ userId: id, username: id, isPlatformAdmin: options.platformAdmin ?? false })
    .execute();
  return id;
}

async function seedOrganization(slug: string, isActive = true): Promise<string> {
  const row = await db
    .insertInto('organizations')
    .values({ name: slug, slug, isActive, settings: JSON.stringify({ website: null }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addMember(
  organizationId: string,
  userId: string,
  roleId: string,
  status: 'active' | 'invited' | 'suspended' = 'active',
  isOwner = false,
): Promise<void> {
  await db
    .insertInto('organization_members')
    .values({ organizationId, userId, roleId, status, isOwner })
    .execute();
}

// The CamelCasePlugin renames the function's permission_name column on read.
async function permissionsOf(userId: string | null, organizationId: string): Promise<string[]> {
  const result = await sql<{ permissionName: string }>`
    SELECT permission_name FROM get_user_permissions(${userId}, ${organizationId}::uuid)
  `.execute(db);
  return result.rows.map((row) => row.permissionName);
}

function isSystemRoleName(name: string): name is SystemRoleName {
  return (SYSTEM_ROLE_NAMES as readonly string[]).includes(name);
}

/** The database error code of a statement that must fail. */
async function errorCode(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  throw new Error('the statement succeeded');
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const roles = await db.selectFrom('roles').select(['id', 'name']).execute();
  for (const role of roles) {
    if (isSystemRoleName(role.name)) roleIds[role.name] = role.id;
  }

  ids.org = await seedOrganization('acme');
  ids.inactiveOrg = await seedOrganization('gone', false);
  ids.otherOrg = await seedOrganization('other');

  const custom = await db
    .insertInto('roles')
    .values({ name: 'Sales', organizationId: ids.org })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.customRole = custom.id;
  await sql`
    INSERT INTO role_permissions (role_id, permission_id)
    SELECT ${ids.customRole}::uuid, id FROM permissions
    WHERE name IN ('view_clients', 'edit_clients', 'org:members:view')
  `.execute(db);
  const otherRole = await db
    .insertInto('roles')
    .values({ name: 'Everything', organizationId: ids.otherOrg })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.otherOrgRole = otherRole.id;
  await sql`
    INSERT INTO role_permissions (role_id, permission_id)
    SELECT ${ids.otherOrgRole}::uuid, id FROM permissions
  `.execute(db);

  for (const id of ['owner', 'admin', 'member', 'custom', 'invited', 'suspended', 'stranger']) {
    await seedUser(id);
  }
  await seedUser('platform', { platformAdmin: true });
  await addMember(ids.org, 'owner', roleIds.Owner, 'active', true);
  await addMember(ids.org, 'admin', roleIds.Admin);
  await addMember(ids.org, 'member', roleIds.Member);
  await addMember(ids.org, 'custom', ids.customRole);
  await addMember(ids.org, 'invited', roleIds.Admin, 'invited');
  await addMember(ids.org, 'suspended', roleIds.Admin, 'suspended');
  // Everyone in the deactivated organization, with the strongest standing there is.
  await addMember(ids.inactiveOrg, 'owner', roleIds.Owner, 'active', true);
  await addMember(ids.inactiveOrg, 'admin', roleIds.Admin);
  await addMember(ids.inactiveOrg, 'member', roleIds.Member);
  // The stranger holds every permission elsewhere; none of it carries over.
  await addMember(ids.otherOrg, 'stranger', ids.otherOrgRole, 'active', true);
});

afterAll(async () => {
  await database?.close();
});

describe('the seeded model', () => {
  it('holds the permission keys of §6 and the three shared system roles', async () => {
    const permissions = await db.selectFrom('permissions').select('name').execute();
    expect(permissions.map((row) => row.name).sort()).toEqual(ALL);
    const roles = await db
      .selectFrom('roles')
      .select(['name', 'isSystemRole'])
      .where('organizationId', 'is', null)
      .execute();
    expect(roles.sort((a, b) => (a.name < b.name ? -1 : 1))).toEqual(
      [...SYSTEM_ROLE_NAMES].sort().map((name) => ({ name, isSystemRole: true })),
    );
  });

  it('links Owner and Admin to every key, Member to view all, edit own and the team view', async () => {
    const links = await sql<{ role: string; permission: PermissionName }>`
      SELECT r.name AS role, p.name AS permission
      FROM role_permissions rp
      JOIN roles r ON r.id = rp.role_id
      JOIN permissions p ON p.id = rp.permission_id
      WHERE r.organization_id IS NULL
      ORDER BY p.name COLLATE "C"
    `.execute(db);
    const of = (role: string) =>
      links.rows.filter((row) => row.role === role).map((row) => row.permission);
    expect(of('Owner')).toEqual(ALL);
    expect(of('Admin')).toEqual(ALL);
    expect(of('Member')).toEqual(MEMBER);
  });
});

describe('get_user_permissions', () => {
  const matrix: Array<[string, () => string | null, () => string, string[]]> = [
    ['the owner', () => 'owner', () => ids.org, ALL],
    ['an admin', () => 'admin', () => ids.org, ALL],
    ['a member', () => 'member', () => ids.org, MEMBER],
    ['a custom role', () => 'custom', () => ids.org, CUSTOM],
    ['an invitation not yet accepted', () => 'invited', () => ids.org, []],
    ['a suspended member', () => 'suspended', () => ids.org, []],
    ['a non-member (owner elsewhere)', () => 'stranger', () => ids.org, []],
    ['the owner of a deactivated organization', () => 'owner', () => ids.inactiveOrg, []],
    ['an admin of a deactivated organization', () => 'admin', () => ids.inactiveOrg, []],
    ['a member of a deactivated organization', () => 'member', () => ids.inactiveOrg, []],
    ['a platform admin who is no member', () => 'platform', () => ids.org, ALL],
    [
      'a platform admin in a deactivated organization',
      () => 'platform',
      () => ids.inactiveOrg,
      ALL,
    ],
    ['a signed-out visitor (NULL user)', () => null, () => ids.org, []],
    ['an unknown user id', () => 'nobody', () => ids.org, []],
  ];

  it.each(matrix)('%s gets exactly the expected permissions', async (_who, user, org, expected) => {
    expect(await permissionsOf(user(), org())).toEqual(expected);
  });

  it('gives a platform admin nothing in an organization that does not exist', async () => {
    expect(await permissionsOf('platform', '00000000-0000-0000-0000-000000000001')).toEqual([]);
  });

  it('follows changes: removal, suspension, reactivation, a new role', async () => {
    await seedUser('changing');
    // Their personal workspace's membership (issue 18) is left alone below.
    await addMember(ids.org, 'changing', roleIds.Member);
    expect(await permissionsOf('changing', ids.org)).toEqual(MEMBER);

    await db
      .updateTable('organization_members')
      .set({ roleId: roleIds.Admin })
      .where('userId', '=', 'changing')
      .where('organizationId', '=', ids.org)
      .execute();
    expect(await permissionsOf('changing', ids.org)).toEqual(ALL);

    await db
      .updateTable('organization_members')
      .set({ status: 'suspended' })
      .where('userId', '=', 'changing')
      .where('organizationId', '=', ids.org)
      .execute();
    expect(await permissionsOf('changing', ids.org)).toEqual([]);

    await db
      .updateTable('organization_members')
      .set({ status: 'active' })
      .where('userId', '=', 'changing')
      .where('organizationId', '=', ids.org)
      .execute();
    expect(await permissionsOf('changing', ids.org)).toEqual(ALL);

    await db
      .deleteFrom('organization_members')
      .where('userId', '=', 'changing')
      .where('organizationId', '=', ids.org)
      .execute();
    expect(await permissionsOf('changing', ids.org)).toEqual([]);
  });

  it('stops counting everyone once the organization is deactivated, and resumes after', async () => {
    const org = await seedOrganization('switch');
    await addMember(org, 'admin', roleIds.Admin, 'active', true);
    expect(await permissionsOf('admin', org)).toEqual(ALL);
    await db.updateTable('organizations').set({ isActive: false }).where('id', '=', org).execute();
    expect(await permissionsOf('admin', org)).toEqual([]);
    await db.updateTable('organizations').set({ isActive: true }).where('id', '=', org).execute();
    expect(await permissionsOf('admin', org)).toEqual(ALL);
  });
});

describe('the schema guards', () => {
  it('refuses a second owner in one organization', async () => {
    await seedUser('second-owner');
    const code = await errorCode(() =>
      addMember(ids.org, 'second-owner', roleIds.Owner, 'active', true),
    );
    expect(code).toBe('23505');
    const owners = await db
      .selectFrom('organization_members')
      .select('userId')
      .where('organizationId', '=', ids.org)
      .where('isOwner', '=', true)
      .execute();
    expect(owners).toEqual([{ userId: 'owner' }]);
  });

  it('refuses promoting a second member to owner', async () => {
    const code = await errorCode(() =>
      db
        .updateTable('organization_members')
        .set({ isOwner: true })
        .where('organizationId', '=', ids.org)
        .where('userId', '=', 'admin')
        .execute(),
    );
    expect(code).toBe('23505');
  });

  it('refuses an owner who has not accepted', async () => {
    const org = await seedOrganization('pending-owner');
    const code = await errorCode(() => addMember(org, 'member', roleIds.Owner, 'invited', true));
    expect(code).toBe('23514');
  });

  it('refuses a second membership of the same user', async () => {
    const code = await errorCode(() => addMember(ids.org, 'member', roleIds.Admin));
    expect(code).toBe('23505');
  });

  it("refuses a member with another organization's role", async () => {
    await seedUser('wrong-role');
    const code = await errorCode(() => addMember(ids.org, 'wrong-role', ids.otherOrgRole));
    expect(code).toBe('23503');
    const code2 = await errorCode(() =>
      db
        .updateTable('organization_members')
        .set({ roleId: ids.otherOrgRole })
        .where('organizationId', '=', ids.org)
        .where('userId', '=', 'member')
        .execute(),
    );
    expect(code2).toBe('23503');
  });

  it('refuses a custom role named like a system role, or twice in one organization', async () => {
    for (const name of ['Admin', 'owner', ' Member ']) {
      const code = await errorCode(() =>
        db.insertInto('roles').values({ name, organizationId: ids.org }).execute(),
      );
      expect(code).toBe('23514');
    }
    const duplicate = await errorCode(() =>
      db.insertInto('roles').values({ name: 'sales', organizationId: ids.org }).execute(),
    );
    expect(duplicate).toBe('23505');
    // Another organization may use the same name.
    await db.insertInto('roles').values({ name: 'Sales', organizationId: ids.otherOrg }).execute();
  });

  it('refuses a bad organization: blank name, bad or taken slug, long description', async () => {
    const bad: Array<{ name: string; slug: string; description?: string }> = [
      { name: '   ', slug: 'blank-name' },
      { name: 'x'.repeat(101), slug: 'long-name' },
      { name: 'Caps', slug: 'Acme' },
      { name: 'Space', slug: 'a b' },
      { name: 'Long', slug: 'long-description', description: 'x'.repeat(501) },
    ];
    for (const values of bad) {
      const code = await errorCode(() => db.insertInto('organizations').values(values).execute());
      expect(code).toBe('23514');
    }
    const taken = await errorCode(() =>
      db.insertInto('organizations').values({ name: 'Again', slug: 'acme' }).execute(),
    );
    expect(taken).toBe('23505');
    const stored = await db
      .selectFrom('organizations')
      .select('name')
      .where('slug', 'in', [...bad.map((values) => values.slug), 'acme'])
      .execute();
    expect(stored).toEqual([{ name: 'acme' }]);
  });

  it('keeps the website in settings and refreshes updated_at on change', async () => {
    const org = await db
      .insertInto('organizations')
      .values({
        name: 'Web',
        slug: 'web',
        settings: JSON.stringify({ website: 'https://web.example' }),
      })
      .returning(['id', 'settings', 'updatedAt'])
      .executeTakeFirstOrThrow();
    expect(org.settings).toEqual({ website: 'https://web.example' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const updated = await db
      .updateTable('organizations')
      .set({ name: 'Web 2' })
      .where('id', '=', org.id)
      .returning('updatedAt')
      .executeTakeFirstOrThrow();
    expect(updated.updatedAt.getTime()).toBeGreaterThan(org.updatedAt.getTime());
  });
});
