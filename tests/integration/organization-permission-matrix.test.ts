// The authorization matrix of issue 6: every organization, invitation and platform-admin
// endpoint, called as every kind of caller. An allowed caller gets its 2xx; a refused one
// gets 401 (signed out), 404 (the organization is invisible to them, or the admin API
// for a non-admin) or 403 (visible, key missing), and a refusal leaves every
// organization table exactly as it was. Each call gets its own fresh target (member,
// role, invitation, organization), so the calls do not depend on one another.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG_MESSAGES } from '../../src/core/messages';
import type { PermissionName } from '../../src/core/permissions';
import { platformAdminRoutes } from '../../src/server/features/admin/routes';
import { invitationRoutes } from '../../src/server/features/organizations/invitations/routes';
import { organizationRoutes } from '../../src/server/features/organizations/routes';
import { type ApiUser, callApi, signUpApiUser } from '../support/api-user';
import { SEEDED_MEMBER_KEYS } from '../support/organization-rows';
import { startTestServer, type TestServer } from '../support/test-server';

const ACTORS = [
  'owner',
  'admin',
  'member',
  'custom',
  'invited',
  'outsider',
  'platformAdmin',
  'signedOut',
  'inactiveOrgOwner',
] as const;
type Actor = (typeof ACTORS)[number];

/** Those who see the main organization: its active members and the platform admin. */
const SEES_MAIN: readonly Actor[] = ['owner', 'admin', 'member', 'custom', 'platformAdmin'];
const SETTINGS_EDIT: readonly Actor[] = ['owner', 'admin', 'platformAdmin'];
const MANAGE_MEMBERS: readonly Actor[] = ['owner', 'admin', 'platformAdmin'];
const INVITE: readonly Actor[] = ['owner', 'admin', 'platformAdmin'];
const MEMBERS_VIEW: readonly Actor[] = ['owner', 'admin', 'member', 'custom', 'platformAdmin'];
const TRANSFER: readonly Actor[] = ['owner', 'platformAdmin'];
const SIGNED_IN: readonly Actor[] = ACTORS.filter((actor) => actor !== 'signedOut');
const CUSTOM_ROLE_PERMISSIONS: PermissionName[] = ['org:members:view'];

type Caller = { call: ApiUser['call']; id: string | null; email: string | null };

/** One organization the org-scoped endpoints are called against. */
type Target = {
  orgId: string;
  ownerMemberId: string;
  /** A pending invitation of this organization nobody has used. */
  freshInvitation: () => Promise<{ id: string; token: string; email: string }>;
};

type Request = {
  method: string;
  path: string;
  body?: unknown;
  /** Puts things back after an allowed call that other calls depend on (ownership). */
  restore?: () => Promise<void>;
};

type Endpoint = {
  name: string;
  /**
   * org: under /organizations/:orgId (invisible → 404, key missing → 403); global: any
   * signed-in caller; admin: platform admins only (other signed-in callers 404);
   * token: invitation links.
   */
  scope: 'org' | 'global' | 'admin' | 'token';
  allowed: readonly Actor[];
  okStatus: 200 | 201 | 204;
  /** Answers signed-out callers too (the invitation preview). */
  isPublic?: boolean;
  /** The message a visible caller without the key gets. */
  deniedMessage?: string;
  /** Whether an allowed call changes the organization tables (checked, so "allowed" is real). */
  writes: boolean;
  request: (target: Target) => Promise<Request>;
};

let server: TestServer;
const callers = {} as Record<Actor, Caller>;
let main: Target;
let inactive: Target;
const systemRoleIds = { Owner: '', Admin: '', Member: '' };
let counter = 0;

const unique = (prefix: string) => `${prefix}-${++counter}-${randomUUID().slice(0, 8)}`;

const anonymousCall: ApiUser['call'] = (method, path, body) =>
  callApi(server, '', method, path, body);

function asCaller(user: ApiUser): Caller {
  return { call: user.call, id: user.id, email: user.email };
}

const db = () => server.database.db;

async function setLogoUrl(orgId: string, logoUrl: string | null): Promise<void> {
  await db().updateTable('organizations').set({ logoUrl }).where('id', '=', orgId).execute();
}

/** A user without a session, for targets (members to re-role, remove, promote). */
async function seedUser(): Promise<{ id: string; email: string }> {
  const name = unique('target');
  const id = `user-${name}`;
  const email = `${name}@example.com`;
  await db().insertInto('users').values({ id, name, email }).execute();
  await db()
    .insertInto('profiles')
    .values({ userId: id, username: name.replaceAll('-', '') })
    .execute();
  return { id, email };
}

async function addMember(
  orgId: string,
  userId: string,
  roleId: string,
  status: 'active' | 'invited' = 'active',
): Promise<string> {
  const row = await db()
    .insertInto('organization_members')
    .values({ organizationId: orgId, userId, roleId, status })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function freshMember(orgId: string): Promise<string> {
  const user = await seedUser();
  return addMember(orgId, user.id, systemRoleIds.Member);
}

async function freshRole(orgId: string, permissions: PermissionName[] = []): Promise<string> {
  const role = await db()
    .insertInto('roles')
    .values({ name: unique('Role'), organizationId: orgId })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (permissions.length > 0) {
    await sql`
      INSERT INTO role_permissions (role_id, permission_id)
      SELECT ${role.id}::uuid, id FROM permissions WHERE name = ANY(${permissions}::text[])
    `.execute(db());
  }
  return role.id;
}

async function freshOrganization(): Promise<string> {
  const slug = unique('org');
  const row = await db()
    .insertInto('organizations')
    .values({ name: slug, slug })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The accept link's token from the newest mail to the address (only its hash is stored). */
async function latestInvitationToken(email: string): Promise<string> {
  const mail = await db()
    .selectFrom('mailOutbox')
    .select('textBody')
    .where('toAddress', '=', email)
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  const token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no invitation link in the mail to ${email}`);
  return token;
}

async function invite(
  inviter: Caller,
  orgId: string,
  email: string,
  roleId = systemRoleIds.Member,
): Promise<{ id: string; token: string; email: string }> {
  const answer = await inviter.call('POST', `/organizations/${orgId}/invitations`, {
    email,
    roleId,
  });
  if (answer.status !== 201) {
    throw new Error(`inviting ${email} answered ${answer.status}: ${answer.text}`);
  }
  return { id: answer.body.id, token: await latestInvitationToken(email), email };
}

const pngForm = async () => {
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 80, b: 20 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  return form;
};

const TABLES = [
  'organizations',
  'organization_members',
  'roles',
  'role_permissions',
  'organization_invitations',
] as const;

/** Every row of the organization tables (and the admin-editable profile fields). */
async function snapshot(): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = await sql<{ row: string }>`
      SELECT to_jsonb(t)::text AS row FROM ${sql.table(table)} t
    `.execute(db());
    result[table] = rows.rows.map((r) => r.row).sort();
  }
  const profiles = await sql<{ row: string }>`
    SELECT jsonb_build_object('u', user_id, 't', tier, 'a', is_platform_admin)::text AS row
    FROM profiles
  `.execute(db());
  result.profiles = profiles.rows.map((r) => r.row).sort();
  return result;
}

function changedTables(before: Record<string, string[]>, after: Record<string, string[]>) {
  return Object.keys(before).filter(
    (table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]),
  );
}

/** Puts ownership of the main organization back with its first owner. */
async function restoreMainOwner(newOwnerMemberId: string) {
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable('organization_members')
        .set({ isOwner: false, roleId: systemRoleIds.Member })
        .where('id', '=', newOwnerMemberId)
        .execute();
      await trx
        .updateTable('organization_members')
        .set({ isOwner: true, roleId: systemRoleIds.Owner, status: 'active' })
        .where('id', '=', main.ownerMemberId)
        .execute();
    });
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /organizations',
    scope: 'global',
    allowed: SIGNED_IN,
    okStatus: 200,
    writes: false,
    request: async () => ({ method: 'GET', path: '/organizations' }),
  },
  {
    name: 'POST /organizations',
    scope: 'global',
    allowed: SIGNED_IN,
    okStatus: 201,
    writes: true,
    request: async () => {
      const slug = unique('made');
      return { method: 'POST', path: '/organizations', body: { name: `Made ${slug}`, slug } };
    },
  },
  {
    name: 'GET /organizations/:orgId',
    scope: 'org',
    allowed: SEES_MAIN,
    okStatus: 200,
    writes: false,
    request: async (t) => ({ method: 'GET', path: `/organizations/${t.orgId}` }),
  },
  {
    name: 'PATCH /organizations/:orgId',
    scope: 'org',
    allowed: SETTINGS_EDIT,
    okStatus: 200,
    deniedMessage: ORG_MESSAGES.noEditPermission,
    writes: true,
    request: async (t) => ({
      method: 'PATCH',
      path: `/organizations/${t.orgId}`,
      body: { description: unique('Described') },
    }),
  },
  {
    name: 'POST /organizations/:orgId/logo',
    scope: 'org',
    allowed: SETTINGS_EDIT,
    okStatus: 200,
    writes: true,
    request: async (t) => {
      await setLogoUrl(t.orgId, null);
      return { method: 'POST', path: `/organizations/${t.orgId}/logo`, body: await pngForm() };
    },
  },
  {
    name: 'DELETE /organizations/:orgId/logo',
    scope: 'org',
    allowed: SETTINGS_EDIT,
    okStatus: 200,
    writes: true,
    request: async (t) => {
      await setLogoUrl(t.orgId, `/files/organization-logos/${t.orgId}/logo.webp?v=${++counter}`);
      return { method: 'DELETE', path: `/organizations/${t.orgId}/logo` };
    },
  },
  {
    name: 'GET /organizations/:orgId/roles',
    scope: 'org',
    allowed: SEES_MAIN,
    okStatus: 200,
    writes: false,
    request: async (t) => ({ method: 'GET', path: `/organizations/${t.orgId}/roles` }),
  },
  {
    name: 'POST /organizations/:orgId/roles',
    scope: 'org',
    allowed: MANAGE_MEMBERS,
    okStatus: 201,
    writes: true,
    request: async (t) => ({
      method: 'POST',
      path: `/organizations/${t.orgId}/roles`,
      body: { name: unique('New role'), permissions: ['view_clients'] },
    }),
  },
  {
    name: 'PATCH /organizations/:orgId/roles/:roleId',
    scope: 'org',
    allowed: MANAGE_MEMBERS,
    okStatus: 200,
    writes: true,
    request: async (t) => ({
      method: 'PATCH',
      path: `/organizations/${t.orgId}/roles/${await freshRole(t.orgId)}`,
      body: { name: unique('Renamed'), permissions: ['view_clients', 'edit_clients'] },
    }),
  },
  {
    name: 'DELETE /organizations/:orgId/roles/:roleId',
    scope: 'org',
    allowed: MANAGE_MEMBERS,
    okStatus: 204,
    writes: true,
    request: async (t) => ({
      method: 'DELETE',
      path: `/organizations/${t.orgId}/roles/${await freshRole(t.orgId, ['view_clients'])}`,
    }),
  },
  {
    name: 'GET /organizations/:orgId/members',
    scope: 'org',
    allowed: MEMBERS_VIEW,
    okStatus: 200,
    writes: false,
    request: async (t) => ({ method: 'GET', path: `/organizations/${t.orgId}/members` }),
  },
  {
    name: 'PATCH /organizations/:orgId/members/:memberId',
    scope: 'org',
    allowed: MANAGE_MEMBERS,
    okStatus: 200,
    writes: true,
    request: async (t) => ({
      method: 'PATCH',
      path: `/organizations/${t.orgId}/members/${await freshMember(t.orgId)}`,
      body: { roleId: systemRoleIds.Admin },
    }),
  },
  {
    name: 'DELETE /organizations/:orgId/members/:memberId',
    scope: 'org',
    allowed: MANAGE_MEMBERS,
    okStatus: 204,
    writes: true,
    request: async (t) => ({
      method: 'DELETE',
      path: `/organizations/${t.orgId}/members/${await freshMember(t.orgId)}`,
    }),
  },
  {
    name: 'POST /organizations/:orgId/transfer-ownership',
    scope: 'org',
    allowed: TRANSFER,
    okStatus: 200,
    deniedMessage: ORG_MESSAGES.onlyOwnerCanTransfer,
    writes: true,
    request: async (t) => {
      const memberId = await freshMember(t.orgId);
      return {
        method: 'POST',
        path: `/organizations/${t.orgId}/transfer-ownership`,
        body: { memberId },
        restore: () => restoreMainOwner(memberId),
      };
    },
  },
  {
    name: 'GET /organizations/:orgId/permissions',
    scope: 'org',
    allowed: SEES_MAIN,
    okStatus: 200,
    writes: false,
    request: async (t) => ({ method: 'GET', path: `/organizations/${t.orgId}/permissions` }),
  },
  {
    name: 'POST /organizations/:orgId/invitations',
    scope: 'org',
    allowed: INVITE,
    okStatus: 201,
    writes: true,
    request: async (t) => ({
      method: 'POST',
      path: `/organizations/${t.orgId}/invitations`,
      body: { email: `${unique('invitee')}@example.com`, roleId: systemRoleIds.Member },
    }),
  },
  {
    name: 'POST /organizations/:orgId/invitations/:invitationId/resend',
    scope: 'org',
    allowed: INVITE,
    okStatus: 200,
    writes: true,
    request: async (t) => ({
      method: 'POST',
      path: `/organizations/${t.orgId}/invitations/${(await t.freshInvitation()).id}/resend`,
    }),
  },
  {
    name: 'DELETE /organizations/:orgId/invitations/:invitationId',
    scope: 'org',
    allowed: INVITE,
    okStatus: 204,
    writes: true,
    request: async (t) => ({
      method: 'DELETE',
      path: `/organizations/${t.orgId}/invitations/${(await t.freshInvitation()).id}`,
    }),
  },
  {
    name: 'GET /invitations/:token',
    scope: 'token',
    allowed: ACTORS,
    isPublic: true,
    okStatus: 200,
    writes: false,
    request: async (t) => ({
      method: 'GET',
      path: `/invitations/${(await t.freshInvitation()).token}`,
    }),
  },
  {
    // Addressed to nobody here: every signed-in caller has the wrong address (403).
    name: 'POST /invitations/:token/accept',
    scope: 'token',
    allowed: [],
    okStatus: 200,
    writes: true,
    request: async (t) => ({
      method: 'POST',
      path: `/invitations/${(await t.freshInvitation()).token}/accept`,
    }),
  },
  {
    name: 'GET /admin/users',
    scope: 'admin',
    allowed: ['platformAdmin'],
    okStatus: 200,
    writes: false,
    request: async () => ({ method: 'GET', path: '/admin/users?q=example' }),
  },
  {
    name: 'PATCH /admin/users/:userId',
    scope: 'admin',
    allowed: ['platformAdmin'],
    okStatus: 200,
    writes: true,
    request: async () => ({
      method: 'PATCH',
      path: `/admin/users/${(await seedUser()).id}`,
      body: { tier: 'pro' },
    }),
  },
  {
    name: 'GET /admin/organizations',
    scope: 'admin',
    allowed: ['platformAdmin'],
    okStatus: 200,
    writes: false,
    request: async () => ({ method: 'GET', path: '/admin/organizations?offset=0' }),
  },
  {
    name: 'PATCH /admin/organizations/:orgId',
    scope: 'admin',
    allowed: ['platformAdmin'],
    okStatus: 200,
    writes: true,
    request: async () => ({
      method: 'PATCH',
      path: `/admin/organizations/${await freshOrganization()}`,
      body: { isActive: false },
    }),
  },
];

function expectedStatus(endpoint: Endpoint, actor: Actor, sees: readonly Actor[]): number {
  if (actor === 'signedOut') {
    return endpoint.isPublic ? endpoint.okStatus : 401;
  }
  if (endpoint.allowed.includes(actor)) return endpoint.okStatus;
  switch (endpoint.scope) {
    case 'admin':
      return 404;
    case 'org':
      return sees.includes(actor) ? 403 : 404;
    case 'token':
      return 403;
    case 'global':
      throw new Error('every signed-in caller may use the global endpoints');
  }
}

/**
 * Calls the endpoint as each actor against the target and returns what differed from
 * the matrix (empty when all is as it should be), so one run names every mismatch.
 */
async function runMatrix(
  endpoint: Endpoint,
  target: Target,
  actors: readonly Actor[],
  expected: (actor: Actor) => number,
): Promise<string[]> {
  const problems: string[] = [];
  for (const actor of actors) {
    const caller = callers[actor];
    const request = await endpoint.request(target);
    const before = await snapshot();
    const answer = await caller.call(request.method, request.path, request.body);
    const after = await snapshot();
    const want = expected(actor);
    const changed = changedTables(before, after);
    const said = answer.body?.error?.message ? ` "${answer.body.error.message}"` : '';
    if (answer.status !== want) {
      problems.push(`${actor}: expected ${want}, got ${answer.status}${said}`);
    }
    const isAllowed = want >= 200 && want < 300;
    if (!isAllowed && changed.length > 0) {
      problems.push(`${actor}: refused with ${answer.status} but changed ${changed.join(', ')}`);
    }
    if (isAllowed && answer.status === want && endpoint.writes && changed.length === 0) {
      problems.push(`${actor}: answered ${answer.status} but wrote nothing`);
    }
    if (
      want === 403 &&
      answer.status === 403 &&
      endpoint.deniedMessage &&
      answer.body?.error?.message !== endpoint.deniedMessage
    ) {
      problems.push(`${actor}: 403 said${said}, expected "${endpoint.deniedMessage}"`);
    }
    if (isAllowed && answer.status === want) await request.restore?.();
  }
  return problems;
}

beforeAll(async () => {
  server = await startTestServer();
  const roles = await db()
    .selectFrom('roles')
    .select(['id', 'name'])
    .where('isSystemRole', '=', true)
    .execute();
  for (const role of roles) {
    if (role.name === 'Owner' || role.name === 'Admin' || role.name === 'Member') {
      systemRoleIds[role.name] = role.id;
    }
  }

  const users = {} as Record<Exclude<Actor, 'signedOut'>, ApiUser>;
  for (const actor of SIGNED_IN)
    users[actor as Exclude<Actor, 'signedOut'>] = await signUpApiUser(server, actor.toLowerCase());
  for (const [actor, user] of Object.entries(users)) callers[actor as Actor] = asCaller(user);
  callers.signedOut = { call: anonymousCall, id: null, email: null };
  await db()
    .updateTable('profiles')
    .set({ isPlatformAdmin: true })
    .where('userId', '=', users.platformAdmin.id)
    .execute();
  // Permissions are under test here, not plans: every owner may take a team (issue 22).
  await db()
    .updateTable('profiles')
    .set({ tier: 'business' })
    .where(
      'userId',
      'in',
      Object.values(users).map((user) => user.id),
    )
    .execute();

  // Made the way people make them: through the API, as their owners.
  const created = await users.owner.call('POST', '/organizations', {
    name: 'Matrix Main',
    slug: unique('matrix-main'),
  });
  if (created.status !== 201) throw new Error(`creating the organization: ${created.text}`);
  const orgId: string = created.body.id;
  const ownerMember = await db()
    .selectFrom('organization_members')
    .select('id')
    .where('organizationId', '=', orgId)
    .where('userId', '=', users.owner.id)
    .executeTakeFirstOrThrow();
  const customRoleId = await freshRole(orgId, CUSTOM_ROLE_PERMISSIONS);
  await addMember(orgId, users.admin.id, systemRoleIds.Admin);
  await addMember(orgId, users.member.id, systemRoleIds.Member);
  await addMember(orgId, users.custom.id, customRoleId);
  main = {
    orgId,
    ownerMemberId: ownerMember.id,
    freshInvitation: () => invite(callers.owner, orgId, `${unique('pending')}@example.com`),
  };
  // Invited, not accepted: an account exists, so a member row with status invited too.
  await invite(callers.owner, orgId, users.invited.email);

  const createdInactive = await users.inactiveOrgOwner.call('POST', '/organizations', {
    name: 'Matrix Gone',
    slug: unique('matrix-gone'),
  });
  if (createdInactive.status !== 201) {
    throw new Error(`creating the second organization: ${createdInactive.text}`);
  }
  const inactiveId: string = createdInactive.body.id;
  const inactiveOwnerMember = await db()
    .selectFrom('organization_members')
    .select('id')
    .where('organizationId', '=', inactiveId)
    .executeTakeFirstOrThrow();
  // Invited while it was active; nobody may touch it once it is deactivated.
  const leftover = await invite(
    callers.inactiveOrgOwner,
    inactiveId,
    `${unique('leftover')}@example.com`,
  );
  await db()
    .updateTable('organizations')
    .set({ isActive: false })
    .where('id', '=', inactiveId)
    .execute();
  inactive = {
    orgId: inactiveId,
    ownerMemberId: inactiveOwnerMember.id,
    freshInvitation: async () => leftover,
  };
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the permission matrix', () => {
  it('lists every organization, invitation and platform-admin route', () => {
    // A route added later without a row here fails this test instead of going unchecked.
    const routes = [organizationRoutes, invitationRoutes, platformAdminRoutes].flatMap((build) =>
      build(server.deps).routes.map((route) => `${route.method} ${route.path}`),
    );
    expect(new Set(routes)).toEqual(new Set(ENDPOINTS.map((endpoint) => endpoint.name)));
  });

  it('has an actor of every kind', async () => {
    const invitedRow = await db()
      .selectFrom('organization_members')
      .select('status')
      .where('organizationId', '=', main.orgId)
      .where('userId', '=', callers.invited.id ?? '')
      .executeTakeFirst();
    expect(invitedRow?.status).toBe('invited');
    const permissions = await callers.custom.call(
      'GET',
      `/organizations/${main.orgId}/permissions`,
    );
    expect(permissions.body).toEqual({ permissions: CUSTOM_ROLE_PERMISSIONS });
  });

  it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s',
    async (_name, endpoint) => {
      const problems = await runMatrix(endpoint, main, ACTORS, (actor) =>
        expectedStatus(endpoint, actor, SEES_MAIN),
      );
      expect(problems).toEqual([]);
    },
    120_000,
  );
});

describe('a deactivated organization', () => {
  const orgEndpoints = ENDPOINTS.filter((endpoint) => endpoint.scope === 'org');

  it.each(orgEndpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s is invisible to its own owner, and to everyone but a platform admin',
    async (_name, endpoint) => {
      // The platform admin still opens it (to look, and to activate it again).
      const actors: Actor[] = ['inactiveOrgOwner', 'owner', 'outsider', 'signedOut'];
      if (endpoint.name.startsWith('GET ')) {
        actors.push('platformAdmin');
      }
      const problems = await runMatrix(endpoint, inactive, actors, (actor) => {
        if (actor === 'signedOut') return 401;
        if (actor === 'platformAdmin') return endpoint.okStatus;
        return 404;
      });
      expect(problems).toEqual([]);
    },
    120_000,
  );

  it('is not listed for its owner', async () => {
    const listed = await callers.inactiveOrgOwner.call('GET', '/organizations');
    expect(listed.status).toBe(200);
    expect(listed.body.map((org: { id: string }) => org.id)).not.toContain(inactive.orgId);
  });
});

describe('beyond the matrix', () => {
  it('a member without manage:members may leave; the owner may not', async () => {
    const user = await signUpApiUser(server, 'leaver');
    const memberId = await addMember(main.orgId, user.id, systemRoleIds.Member);
    const left = await user.call('DELETE', `/organizations/${main.orgId}/members/${memberId}`);
    expect(left.status).toBe(204);
    expect(
      await db()
        .selectFrom('organization_members')
        .select('id')
        .where('id', '=', memberId)
        .executeTakeFirst(),
    ).toBeUndefined();

    const before = await snapshot();
    const refused = await callers.owner.call(
      'DELETE',
      `/organizations/${main.orgId}/members/${main.ownerMemberId}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(ORG_MESSAGES.ownerCannotBeRemoved);
    expect(await snapshot()).toEqual(before);
  });

  it('a member cannot remove another member', async () => {
    const target = await freshMember(main.orgId);
    const before = await snapshot();
    const refused = await callers.member.call(
      'DELETE',
      `/organizations/${main.orgId}/members/${target}`,
    );
    expect(refused.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('an organization id that is not a uuid, or unknown, answers 404', async () => {
    for (const id of ['not-a-uuid', randomUUID()]) {
      const answer = await callers.platformAdmin.call('GET', `/organizations/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe(ORG_MESSAGES.organizationNotFound);
    }
  });

  it('the invited user sees the organization only after accepting', async () => {
    const invited = callers.invited;
    expect((await invited.call('GET', `/organizations/${main.orgId}`)).status).toBe(404);
    const token = await latestInvitationToken(invited.email ?? '');
    const accepted = await invited.call('POST', `/invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.organization.id).toBe(main.orgId);
    const opened = await invited.call('GET', `/organizations/${main.orgId}`);
    expect(opened.status).toBe(200);
    expect(opened.body.permissions).toEqual(SEEDED_MEMBER_KEYS);
  });
});

/**
 * Issue 16: nobody grants a role, or creates or edits one, holding a key they do not hold,
 * and nobody changes their own membership's role. Each case is an attack a member with
 * partial keys could try; it must answer 403 and leave every organization table as it
 * was, while the same request from an Admin (who holds every key) succeeds — so each
 * refusal is the rule at work, not a broken request.
 */
describe('nobody grants what they do not hold', () => {
  const INVITER_KEYS: PermissionName[] = ['org:members:view', 'org:members:invite'];
  const MANAGER_KEYS: PermissionName[] = [
    'org:members:view',
    'org:members:invite',
    'manage:members',
  ];
  const ALL_KEYS: PermissionName[] = [...CUSTOM_ROLE_PERMISSIONS, 'view_clients', 'edit_clients'];
  let inviter: Caller;
  let manager: Caller;
  let managerMemberId: string;
  let managerRoleId: string;
  let adminMemberId: string;

  type GrantCase = {
    name: string;
    /** The route it attacks, as the route table names it. */
    route: string;
    /** Who tries it: a member holding only the invite key, or only invite + manage. */
    attackers: ('inviter' | 'manager')[];
    message: string;
    /** What an Admin gets for the same request (its own request, so targets stay fresh). */
    adminStatus: number;
    request: (as: 'inviter' | 'manager' | 'admin') => Promise<Request>;
  };

  const invitation = (roleId: string) => ({
    email: `${unique('escalate')}@example.com`,
    roleId,
  });

  const CASES: GrantCase[] = [
    {
      name: 'invite someone as Admin',
      route: 'POST /organizations/:orgId/invitations',
      attackers: ['inviter', 'manager'],
      message: ORG_MESSAGES.grantBeyondOwn,
      adminStatus: 201,
      request: async () => ({
        method: 'POST',
        path: `/organizations/${main.orgId}/invitations`,
        body: invitation(systemRoleIds.Admin),
      }),
    },
    {
      name: 'invite with a custom role holding a key the inviter lacks',
      route: 'POST /organizations/:orgId/invitations',
      attackers: ['inviter', 'manager'],
      message: ORG_MESSAGES.grantBeyondOwn,
      adminStatus: 201,
      request: async () => ({
        method: 'POST',
        path: `/organizations/${main.orgId}/invitations`,
        body: invitation(await freshRole(main.orgId, ['org:members:view', 'edit_clients'])),
      }),
    },
    {
      name: "re-send (re-issue) the owner's Admin invitation",
      route: 'POST /organizations/:orgId/invitations/:invitationId/resend',
      attackers: ['inviter', 'manager'],
      message: ORG_MESSAGES.grantBeyondOwn,
      adminStatus: 200,
      request: async () => {
        const sent = await invite(
          callers.owner,
          main.orgId,
          `${unique('admin-to-be')}@example.com`,
          systemRoleIds.Admin,
        );
        return {
          method: 'POST',
          path: `/organizations/${main.orgId}/invitations/${sent.id}/resend`,
        };
      },
    },
    {
      name: 'make another member Admin',
      route: 'PATCH /organizations/:orgId/members/:memberId',
      attackers: ['manager'],
      message: ORG_MESSAGES.grantBeyondOwn,
      adminStatus: 200,
      request: async () => {
        // A member the manager may otherwise re-role: their role holds only keys they hold.
        const lowRole = await freshRole(main.orgId, ['org:members:view']);
        const target = await addMember(main.orgId, (await seedUser()).id, lowRole);
        return {
          method: 'PATCH',
          path: `/organizations/${main.orgId}/members/${target}`,
          body: { roleId: systemRoleIds.Admin },
        };
      },
    },
    {
      name: 'change their own membership to Admin',
      route: 'PATCH /organizations/:orgId/members/:memberId',
      attackers: ['manager'],
      message: ORG_MESSAGES.ownRoleCannotChange,
      // An Admin may not re-role themself either.
      adminStatus: 403,
      request: async (as) => ({
        method: 'PATCH',
        path: `/organizations/${main.orgId}/members/${as === 'admin' ? adminMemberId : managerMemberId}`,
        body: { roleId: systemRoleIds.Admin },
      }),
    },
    {
      name: 'demote an Admin',
      route: 'PATCH /organizations/:orgId/members/:memberId',
      attackers: ['manager'],
      message: ORG_MESSAGES.memberAboveYou,
      adminStatus: 200,
      request: async () => {
        const target = await addMember(main.orgId, (await seedUser()).id, systemRoleIds.Admin);
        return {
          method: 'PATCH',
          path: `/organizations/${main.orgId}/members/${target}`,
          body: { roleId: await freshRole(main.orgId, ['org:members:view']) },
        };
      },
    },
    {
      name: 'remove an Admin',
      route: 'DELETE /organizations/:orgId/members/:memberId',
      attackers: ['manager'],
      message: ORG_MESSAGES.memberAboveYou,
      adminStatus: 204,
      request: async () => ({
        method: 'DELETE',
        path: `/organizations/${main.orgId}/members/${await addMember(main.orgId, (await seedUser()).id, systemRoleIds.Admin)}`,
      }),
    },
    {
      name: 'create a role with every key',
      route: 'POST /organizations/:orgId/roles',
      attackers: ['manager'],
      message: ORG_MESSAGES.roleBeyondOwn,
      adminStatus: 201,
      request: async () => ({
        method: 'POST',
        path: `/organizations/${main.orgId}/roles`,
        body: { name: unique('Everything'), permissions: ALL_KEYS },
      }),
    },
    {
      name: 'add keys to their own role',
      route: 'PATCH /organizations/:orgId/roles/:roleId',
      attackers: ['manager'],
      message: ORG_MESSAGES.roleBeyondOwn,
      adminStatus: 200,
      request: async (as) => ({
        method: 'PATCH',
        path: `/organizations/${main.orgId}/roles/${as === 'admin' ? await freshRole(main.orgId, MANAGER_KEYS) : managerRoleId}`,
        body: { permissions: [...MANAGER_KEYS, 'org:settings:edit'] },
      }),
    },
    {
      name: 'rename or strip a role holding keys they lack',
      route: 'PATCH /organizations/:orgId/roles/:roleId',
      attackers: ['manager'],
      message: ORG_MESSAGES.roleBeyondOwn,
      adminStatus: 200,
      request: async () => ({
        method: 'PATCH',
        path: `/organizations/${main.orgId}/roles/${await freshRole(main.orgId, ['edit_clients'])}`,
        body: { name: unique('Stripped'), permissions: [] },
      }),
    },
    {
      name: 'delete a role holding keys they lack',
      route: 'DELETE /organizations/:orgId/roles/:roleId',
      attackers: ['manager'],
      message: ORG_MESSAGES.roleBeyondOwn,
      adminStatus: 204,
      request: async () => ({
        method: 'DELETE',
        path: `/organizations/${main.orgId}/roles/${await freshRole(main.orgId, ['edit_documents'])}`,
      }),
    },
  ];

  beforeAll(async () => {
    const inviterUser = await signUpApiUser(server, 'inviter');
    const managerUser = await signUpApiUser(server, 'manager');
    inviter = asCaller(inviterUser);
    manager = asCaller(managerUser);
    await addMember(main.orgId, inviterUser.id, await freshRole(main.orgId, INVITER_KEYS));
    managerRoleId = await freshRole(main.orgId, MANAGER_KEYS);
    managerMemberId = await addMember(main.orgId, managerUser.id, managerRoleId);
    const adminRow = await db()
      .selectFrom('organization_members')
      .select('id')
      .where('organizationId', '=', main.orgId)
      .where('userId', '=', callers.admin.id ?? '')
      .executeTakeFirstOrThrow();
    adminMemberId = adminRow.id;
  });

  it('covers every route that gives out a role, a role’s keys or a membership', () => {
    const giving = [organizationRoutes, invitationRoutes]
      .flatMap((build) => build(server.deps).routes)
      .filter((route) => route.method !== 'GET')
      .map((route) => `${route.method} ${route.path}`)
      .filter((name) =>
        /\/(roles|members\/|invitations$|invitations\/:invitationId\/resend)/.test(name),
      );
    expect(new Set(giving)).toEqual(new Set(CASES.map((entry) => entry.route)));
  });

  it.each(CASES.map((entry) => [entry.name, entry] as const))(
    'a member with partial keys may not %s',
    async (_name, entry) => {
      for (const attacker of entry.attackers) {
        const caller = attacker === 'inviter' ? inviter : manager;
        const request = await entry.request(attacker);
        const before = await snapshot();
        const answer = await caller.call(request.method, request.path, request.body);
        expect(answer.status, `${attacker}: ${answer.text}`).toBe(403);
        expect(answer.body.error.message).toBe(entry.message);
        expect(await snapshot()).toEqual(before);
      }
      const request = await entry.request('admin');
      const answer = await callers.admin.call(request.method, request.path, request.body);
      expect(answer.status, answer.text).toBe(entry.adminStatus);
    },
    60_000,
  );

  it('a manager still gives out what they hold', async () => {
    const within = await freshRole(main.orgId, ['org:members:view']);
    const invited = await manager.call(
      'POST',
      `/organizations/${main.orgId}/invitations`,
      invitation(within),
    );
    expect(invited.status, invited.text).toBe(201);
    const reRoled = await manager.call(
      'PATCH',
      `/organizations/${main.orgId}/members/${await addMember(main.orgId, (await seedUser()).id, within)}`,
      { roleId: await freshRole(main.orgId, ['org:members:invite']) },
    );
    expect(reRoled.status, reRoled.text).toBe(200);
    const created = await manager.call('POST', `/organizations/${main.orgId}/roles`, {
      name: unique('Helpers'),
      permissions: ['org:members:view', 'manage:members'],
    });
    expect(created.status, created.text).toBe(201);
  });
});
