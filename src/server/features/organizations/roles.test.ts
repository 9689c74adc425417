// The roles API over real HTTP against a real database: the three shared system roles
// and an organization's own, made, changed and deleted by holders of manage:members.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import {
  addMember,
  createOrganizationAs,
  errorOf,
  systemRoleIdOf,
} from '../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { ORG_MESSAGES } from '../../../core/messages';
import type { RoleView } from '../../../core/organizations';
import { PERMISSION_NAMES } from '../../../core/permissions';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function customRoles(organizationId: string) {
  const roles = await server.database.db
    .selectFrom('roles')
    .select(['id', 'name'])
    .where('organizationId', '=', organizationId)
    .execute();
  const links = await server.database.db
    .selectFrom('role_permissions as rp')
    .innerJoin('permissions as p', 'p.id', 'rp.permissionId')
    .innerJoin('roles as r', 'r.id', 'rp.roleId')
    .select(['r.name as role', 'p.name as permission'])
    .where('r.organizationId', '=', organizationId)
    .execute();
  return roles
    .map((role) => ({
      name: role.name,
      permissions: links
        .filter((link) => link.role === role.name)
        .map((link) => link.permission)
        .sort(),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function setup(prefix: string) {
  const owner = await signUpApiUser(server, `${prefix}-o`);
  const member = await signUpApiUser(server, `${prefix}-m`);
  const stranger = await signUpApiUser(server, `${prefix}-s`);
  const org = await createOrganizationAs(owner);
  const memberId = await addMember(server, org.id, member, 'Member');
  const roles = (path = '') => `/organizations/${org.id}/roles${path}`;
  return { owner, member, stranger, org, memberId, roles };
}

async function createRole(user: ApiUser, path: string, name: string, permissions: string[]) {
  const answer = await user.call('POST', path, { name, permissions });
  expect(answer.status).toBe(201);
  return answer.body as RoleView;
}

describe('GET /organizations/:orgId/roles', () => {
  it('lists Owner, Admin, Member, then the organization’s own roles by name', async () => {
    const t = await setup('roles-list');
    await createRole(t.owner, t.roles(), 'zeta', []);
    const alpha = await createRole(t.owner, t.roles(), 'Alpha', ['view_clients']);
    const elsewhere = await createOrganizationAs(t.stranger);
    await createRole(t.stranger, `/organizations/${elsewhere.id}/roles`, 'Not yours', []);

    const answer = await t.member.call('GET', t.roles());
    expect(answer.status).toBe(200);
    const roles = answer.body as RoleView[];
    expect(roles.map((role) => [role.name, role.isSystemRole, role.memberCount])).toEqual([
      ['Owner', true, 1],
      ['Admin', true, 0],
      ['Member', true, 1],
      ['Alpha', false, 0],
      ['zeta', false, 0],
    ]);
    expect(roles[0]?.permissions).toEqual([...PERMISSION_NAMES]);
    // The seeded Member (issue 18): views all, edits their own, sees the unassigned clients.
    expect(roles[2]?.permissions).toEqual([
      'view_clients',
      'view_documents',
      'view_scheduling',
      'edit_clients_own',
      'edit_documents_own',
      'edit_scheduling_own',
      'see_unassigned_clients',
      'org:members:view',
    ]);
    expect(roles[3]).toMatchObject({ id: alpha.id, permissions: ['view_clients'] });
    expect((await t.stranger.call('GET', t.roles())).status).toBe(404);
  });
});

describe('POST /organizations/:orgId/roles', () => {
  it('makes a custom role with exactly the keys given', async () => {
    const t = await setup('roles-new');
    const answer = await t.owner.call('POST', t.roles(), {
      name: '  Sales ',
      permissions: ['edit_clients', 'view_clients', 'edit_clients'],
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: 'Sales',
      isSystemRole: false,
      permissions: ['view_clients', 'edit_clients'],
      memberCount: 0,
    });
    expect(await customRoles(t.org.id)).toEqual([
      { name: 'Sales', permissions: ['edit_clients', 'view_clients'] },
    ]);
  });

  it('refuses a taken name in any case (409), reserved or blank names, and callers without manage:members', async () => {
    const t = await setup('roles-new-bad');
    await createRole(t.owner, t.roles(), 'Sales', []);
    const taken = await t.owner.call('POST', t.roles(), { name: 'sALES', permissions: [] });
    expect(errorOf(taken)).toEqual({ status: 409, message: ORG_MESSAGES.roleNameTaken });
    expect(taken.body.error.fields).toEqual({ name: ORG_MESSAGES.roleNameTaken });
    expect(
      errorOf(await t.owner.call('POST', t.roles(), { name: 'admin', permissions: [] })),
    ).toEqual({ status: 400, message: ORG_MESSAGES.roleNameReserved });
    expect(errorOf(await t.owner.call('POST', t.roles(), { name: ' ', permissions: [] }))).toEqual({
      status: 400,
      message: ORG_MESSAGES.roleNameRequired,
    });
    expect(
      (await t.owner.call('POST', t.roles(), { name: 'X', permissions: ['fly'] })).status,
    ).toBe(400);
    expect(
      errorOf(await t.member.call('POST', t.roles(), { name: 'Mine', permissions: [] })),
    ).toEqual({ status: 403, message: ORG_MESSAGES.noPermission });
    expect(
      errorOf(await t.stranger.call('POST', t.roles(), { name: 'Mine', permissions: [] })),
    ).toEqual({ status: 404, message: ORG_MESSAGES.organizationNotFound });
    expect(await customRoles(t.org.id)).toEqual([{ name: 'Sales', permissions: [] }]);
  });

  it('lets two organizations each have a role of the same name', async () => {
    const t = await setup('roles-same');
    const elsewhere = await createOrganizationAs(t.stranger);
    await createRole(t.owner, t.roles(), 'Sales', []);
    await createRole(t.stranger, `/organizations/${elsewhere.id}/roles`, 'Sales', []);
  });
});

describe('PATCH /organizations/:orgId/roles/:roleId', () => {
  it('renames a role and replaces its keys, which its members gain at once', async () => {
    const t = await setup('roles-edit');
    const role = await createRole(t.owner, t.roles(), 'Sales', ['view_clients']);
    await t.owner.call('PATCH', `/organizations/${t.org.id}/members/${t.memberId}`, {
      roleId: role.id,
    });
    const answer = await t.owner.call('PATCH', t.roles(`/${role.id}`), {
      name: 'Senior sales',
      permissions: ['view_clients', 'org:members:view'],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: role.id,
      name: 'Senior sales',
      permissions: ['view_clients', 'org:members:view'],
      memberCount: 1,
    });
    expect((await t.member.call('GET', `/organizations/${t.org.id}/permissions`)).body).toEqual({
      permissions: ['org:members:view', 'view_clients'],
    });
    // The same name in another case is the role itself, not a conflict.
    const recased = await t.owner.call('PATCH', t.roles(`/${role.id}`), { name: 'SENIOR SALES' });
    expect(recased.body.name).toBe('SENIOR SALES');
  });

  it('refuses system roles, other organizations’ roles, taken names and non-managers', async () => {
    const t = await setup('roles-edit-bad');
    const sales = await createRole(t.owner, t.roles(), 'Sales', []);
    await createRole(t.owner, t.roles(), 'Support', []);
    const elsewhere = await createOrganizationAs(t.stranger);
    const foreign = await createRole(
      t.stranger,
      `/organizations/${elsewhere.id}/roles`,
      'Foreign',
      [],
    );
    const memberRoleId = await systemRoleIdOf(server, 'Member');

    expect(
      errorOf(await t.owner.call('PATCH', t.roles(`/${memberRoleId}`), { permissions: [] })),
    ).toEqual({ status: 400, message: ORG_MESSAGES.systemRoleReadOnly });
    expect(
      errorOf(await t.owner.call('PATCH', t.roles(`/${foreign.id}`), { name: 'Taken over' })),
    ).toEqual({ status: 404, message: ORG_MESSAGES.roleNotFound });
    expect(errorOf(await t.owner.call('PATCH', t.roles('/nope'), { name: 'X' }))).toEqual({
      status: 404,
      message: ORG_MESSAGES.roleNotFound,
    });
    expect(
      errorOf(await t.owner.call('PATCH', t.roles(`/${sales.id}`), { name: 'support' })),
    ).toEqual({ status: 409, message: ORG_MESSAGES.roleNameTaken });
    expect(
      errorOf(await t.member.call('PATCH', t.roles(`/${sales.id}`), { permissions: [] })),
    ).toEqual({ status: 403, message: ORG_MESSAGES.noPermission });
    expect(await customRoles(t.org.id)).toEqual([
      { name: 'Sales', permissions: [] },
      { name: 'Support', permissions: [] },
    ]);
    expect(await customRoles(elsewhere.id)).toEqual([{ name: 'Foreign', permissions: [] }]);
    const memberKeys = await server.database.db
      .selectFrom('role_permissions')
      .select('permissionId')
      .where('roleId', '=', memberRoleId)
      .execute();
    // The seeded Member's eight keys, untouched.
    expect(memberKeys).toHaveLength(8);
  });
});

describe('DELETE /organizations/:orgId/roles/:roleId', () => {
  it('deletes a role nobody holds', async () => {
    const t = await setup('roles-del');
    const role = await createRole(t.owner, t.roles(), 'Temp', ['view_clients']);
    expect((await t.owner.call('DELETE', t.roles(`/${role.id}`))).status).toBe(204);
    expect(await customRoles(t.org.id)).toEqual([]);
  });

  it('refuses a role held by a member or offered by a pending invitation (409)', async () => {
    const t = await setup('roles-del-used');
    const held = await createRole(t.owner, t.roles(), 'Held', []);
    const suspended = await signUpApiUser(server, 'roles-del-used-x');
    await addMember(server, t.org.id, suspended, { id: held.id }, 'suspended');
    expect(errorOf(await t.owner.call('DELETE', t.roles(`/${held.id}`)))).toEqual({
      status: 409,
      message: ORG_MESSAGES.roleInUse,
    });

    const offered = await createRole(t.owner, t.roles(), 'Offered', []);
    const invitation = {
      organizationId: t.org.id,
      email: 'newcomer@example.com',
      roleId: offered.id,
      tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      invitedBy: t.owner.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    };
    await server.database.db.insertInto('organization_invitations').values(invitation).execute();
    expect(errorOf(await t.owner.call('DELETE', t.roles(`/${offered.id}`)))).toEqual({
      status: 409,
      message: ORG_MESSAGES.roleInUse,
    });
    expect((await customRoles(t.org.id)).map((role) => role.name)).toEqual(['Held', 'Offered']);

    // Once the invitation is revoked it is history and no longer holds the role.
    await server.database.db
      .updateTable('organization_invitations')
      .set({ revokedAt: new Date() })
      .where('roleId', '=', offered.id)
      .execute();
    expect((await t.owner.call('DELETE', t.roles(`/${offered.id}`))).status).toBe(204);
    expect((await customRoles(t.org.id)).map((role) => role.name)).toEqual(['Held']);
  });

  it('refuses system roles, other organizations’ roles and non-managers', async () => {
    const t = await setup('roles-del-bad');
    const role = await createRole(t.owner, t.roles(), 'Kept', []);
    const elsewhere = await createOrganizationAs(t.stranger);
    const foreign = await createRole(t.stranger, `/organizations/${elsewhere.id}/roles`, 'F', []);
    const adminRoleId = await systemRoleIdOf(server, 'Admin');
    expect(errorOf(await t.owner.call('DELETE', t.roles(`/${adminRoleId}`)))).toEqual({
      status: 400,
      message: ORG_MESSAGES.systemRoleReadOnly,
    });
    expect(errorOf(await t.owner.call('DELETE', t.roles(`/${foreign.id}`)))).toEqual({
      status: 404,
      message: ORG_MESSAGES.roleNotFound,
    });
    expect(errorOf(await t.member.call('DELETE', t.roles(`/${role.id}`)))).toEqual({
      status: 403,
      message: ORG_MESSAGES.noPermission,
    });
    expect(errorOf(await t.stranger.call('DELETE', t.roles(`/${role.id}`)))).toEqual({
      status: 404,
      message: ORG_MESSAGES.organizationNotFound,
    });
    expect(await customRoles(t.org.id)).toEqual([{ name: 'Kept', permissions: [] }]);
    expect(await customRoles(elsewhere.id)).toEqual([{ name: 'F', permissions: [] }]);
    const adminRole = await server.database.db
      .selectFrom('roles')
      .select('id')
      .where('id', '=', adminRoleId)
      .execute();
    expect(adminRole).toHaveLength(1);
  });
});
