// The members API over real HTTP against a real database: the list, changing a role,
// removing and leaving, and transferring ownership — including two transfers at once.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import {
  addMember,
  createOrganizationAs,
  errorOf,
  makePlatformAdmin,
  memberRows,
  setDisplayName as setDisplayNameOf,
  setPlanTier,
  systemRoleIdOf,
} from '../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { ORG_MESSAGES } from '../../../core/messages';
import type { MemberView } from '../../../core/organizations';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const setDisplayName = (user: ApiUser, displayName: string) =>
  setDisplayNameOf(server, user, displayName);

/** An organization with an owner, an Admin, a Member and a stranger outside it. */
async function team(prefix: string) {
  const owner = await signUpApiUser(server, `${prefix}-o`);
  const admin = await signUpApiUser(server, `${prefix}-a`);
  const member = await signUpApiUser(server, `${prefix}-m`);
  const stranger = await signUpApiUser(server, `${prefix}-s`);
  // A second member needs a Business owner (issue 22).
  await setPlanTier(server, owner, 'business');
  const org = await createOrganizationAs(owner);
  const ownerMemberId = org.memberId as string;
  const adminMemberId = await addMember(server, org.id, admin, 'Admin');
  const memberMemberId = await addMember(server, org.id, member, 'Member');
  return { owner, admin, member, stranger, org, ownerMemberId, adminMemberId, memberMemberId };
}

async function ownerCount(organizationId: string): Promise<number> {
  return (await memberRows(server, organizationId)).filter((row) => row.isOwner).length;
}

describe('GET /organizations/:orgId/members', () => {
  it('lists the owner first, then by display name or e-mail, with role and status', async () => {
    const t = await team('mem-list');
    const suspended = await signUpApiUser(server, 'mem-list-x');
    await setDisplayName(t.owner, 'Zoe Owner');
    await setDisplayName(t.admin, 'bob Admin');
    await setDisplayName(t.member, 'Alice Member');
    await setDisplayName(suspended, 'Dora Suspended');
    const suspendedId = await addMember(server, t.org.id, suspended, 'Member', 'suspended');

    const answer = await t.admin.call('GET', `/organizations/${t.org.id}/members`);
    expect(answer.status).toBe(200);
    expect(answer.body.invitations).toEqual([]);
    const members = answer.body.members as MemberView[];
    expect(members.map((m) => [m.displayName, m.roleName, m.status, m.isOwner])).toEqual([
      ['Zoe Owner', 'Owner', 'active', true],
      ['Alice Member', 'Member', 'active', false],
      ['bob Admin', 'Admin', 'active', false],
      ['Dora Suspended', 'Member', 'suspended', false],
    ]);
    expect(members[3]).toMatchObject({
      id: suspendedId,
      userId: suspended.id,
      email: suspended.email,
      roleId: await systemRoleIdOf(server, 'Member'),
    });
  });

  it('lists an invited account once: under the invitations, not among the members', async () => {
    const t = await team('mem-once');
    const invited = await signUpApiUser(server, 'mem-once-i');
    await setDisplayName(invited, 'Carl <Invited>');
    const memberRole = await systemRoleIdOf(server, 'Member');
    const invitation = await t.owner.call('POST', `/organizations/${t.org.id}/invitations`, {
      email: invited.email,
      roleId: memberRole,
    });
    expect(invitation.status).toBe(201);
    // The row that lets them accept is there; it is just not listed as a member.
    expect(await memberRows(server, t.org.id)).toContainEqual(
      expect.objectContaining({ userId: invited.id, status: 'invited' }),
    );

    const answer = await t.admin.call('GET', `/organizations/${t.org.id}/members`);
    expect(answer.status).toBe(200);
    const members = answer.body.members as MemberView[];
    expect(new Set(members.map((m) => m.userId))).toEqual(
      new Set([t.owner.id, t.admin.id, t.member.id]),
    );
    expect(answer.body.invitations).toEqual([
      expect.objectContaining({
        id: invitation.body.id,
        email: invited.email,
        inviteeName: 'Carl <Invited>',
        roleName: 'Member',
      }),
    ]);
    // The roles count the same people: Member is held by one member, offered once.
    const roles = await t.admin.call('GET', `/organizations/${t.org.id}/roles`);
    expect(roles.body.find((role: { name: string }) => role.name === 'Member')).toMatchObject({
      memberCount: 1,
      invitationCount: 1,
    });
  });

  it('needs org:members:view (403) and visibility (404)', async () => {
    const t = await team('mem-list403');
    // Member may see the team (migration 0019); a role without the key may not.
    expect((await t.member.call('GET', `/organizations/${t.org.id}/members`)).status).toBe(200);
    const guestRole = await t.owner.call('POST', `/organizations/${t.org.id}/roles`, {
      name: 'Guest',
      permissions: ['view_clients'],
    });
    const guest = await signUpApiUser(server, 'mem-list403-g');
    await addMember(server, t.org.id, guest, { id: guestRole.body.id });
    expect(errorOf(await guest.call('GET', `/organizations/${t.org.id}/members`))).toEqual({
      status: 403,
      message: ORG_MESSAGES.noPermission,
    });
    expect(errorOf(await t.stranger.call('GET', `/organizations/${t.org.id}/members`))).toEqual({
      status: 404,
      message: ORG_MESSAGES.organizationNotFound,
    });
    // A custom role granting just org:members:view is enough.
    const role = await t.owner.call('POST', `/organizations/${t.org.id}/roles`, {
      name: 'Viewer',
      permissions: ['org:members:view'],
    });
    const viewer = await signUpApiUser(server, 'mem-list403-v');
    await addMember(server, t.org.id, viewer, { id: role.body.id });
    expect((await viewer.call('GET', `/organizations/${t.org.id}/members`)).status).toBe(200);
  });
});

async function insertPendingInvitation(organizationId: string, email: string, inviter: ApiUser) {
  const row = await server.database.db
    .insertInto('organization_invitations')
    .values({
      organizationId,
      email,
      roleId: await systemRoleIdOf(server, 'Member'),
      tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      invitedBy: inviter.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('pending invitations beside the members', () => {
  it('lists them, and removing an invited member withdraws their invitation', async () => {
    const t = await team('mem-inv');
    const invited = await signUpApiUser(server, 'mem-inv-i');
    const invitedMemberId = await addMember(server, t.org.id, invited, 'Member', 'invited');
    const invitationId = await insertPendingInvitation(t.org.id, invited.email, t.owner);

    const listed = await t.owner.call('GET', `/organizations/${t.org.id}/members`);
    expect(listed.body.invitations).toEqual([
      expect.objectContaining({
        id: invitationId,
        email: invited.email,
        roleName: 'Member',
        isExpired: false,
      }),
    ]);

    const removed = await t.admin.call(
      'DELETE',
      `/organizations/${t.org.id}/members/${invitedMemberId}`,
    );
    expect(removed.status).toBe(204);
    const invitation = await server.database.db
      .selectFrom('organization_invitations')
      .select(['revokedAt', 'acceptedAt'])
      .where('id', '=', invitationId)
      .executeTakeFirstOrThrow();
    expect(invitation.revokedAt).not.toBeNull();
    expect(invitation.acceptedAt).toBeNull();
    const after = await t.owner.call('GET', `/organizations/${t.org.id}/members`);
    expect(after.body.invitations).toEqual([]);
    expect(after.body.members.map((m: MemberView) => m.userId)).not.toContain(invited.id);
  });
});

describe('PATCH /organizations/:orgId/members/:memberId', () => {
  it('gives a member another role (system or the organization’s own)', async () => {
    const t = await team('mem-role');
    const path = `/organizations/${t.org.id}/members/${t.memberMemberId}`;
    const adminRoleId = await systemRoleIdOf(server, 'Admin');
    const answer = await t.admin.call('PATCH', path, { roleId: adminRoleId });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: t.memberMemberId,
      userId: t.member.id,
      roleId: adminRoleId,
      roleName: 'Admin',
      status: 'active',
    });
    expect((await t.member.call('GET', `/organizations/${t.org.id}`)).body.isAdmin).toBe(true);

    const custom = await t.owner.call('POST', `/organizations/${t.org.id}/roles`, {
      name: 'Sales',
      permissions: ['view_clients', 'edit_clients'],
    });
    const toCustom = await t.owner.call('PATCH', path, { roleId: custom.body.id });
    expect(toCustom.body).toMatchObject({ roleId: custom.body.id, roleName: 'Sales' });
    expect((await t.member.call('GET', `/organizations/${t.org.id}/permissions`)).body).toEqual({
      permissions: ['edit_clients', 'view_clients'],
    });
  });

  it('refuses the owner’s row, the Owner role, unknown or foreign roles and members', async () => {
    const t = await team('mem-role-bad');
    const elsewhere = await createOrganizationAs(t.stranger);
    const foreignRole = await t.stranger.call('POST', `/organizations/${elsewhere.id}/roles`, {
      name: 'Foreign',
      permissions: [],
    });
    const foreignMemberId = elsewhere.memberId as string;
    const before = await memberRows(server, t.org.id);
    const adminRoleId = await systemRoleIdOf(server, 'Admin');
    const ownerRoleId = await systemRoleIdOf(server, 'Owner');
    const path = (memberId: string) => `/organizations/${t.org.id}/members/${memberId}`;

    expect(
      errorOf(await t.admin.call('PATCH', path(t.ownerMemberId), { roleId: adminRoleId })),
    ).toEqual({ status: 400, message: ORG_MESSAGES.ownerRoleCannotChange });
    expect(
      errorOf(await t.admin.call('PATCH', path(t.memberMemberId), { roleId: ownerRoleId })),
    ).toEqual({ status: 400, message: ORG_MESSAGES.ownerRoleNotAssignable });
    const foreign = await t.admin.call('PATCH', path(t.memberMemberId), {
      roleId: foreignRole.body.id,
    });
    expect(errorOf(foreign)).toEqual({ status: 400, message: ORG_MESSAGES.roleNotFound });
    expect(foreign.body.error.fields).toEqual({ roleId: ORG_MESSAGES.roleNotFound });
    expect(
      errorOf(
        await t.admin.call('PATCH', path(t.memberMemberId), {
          roleId: '00000000-0000-4000-8000-000000000000',
        }),
      ),
    ).toEqual({ status: 400, message: ORG_MESSAGES.roleNotFound });
    expect(
      errorOf(await t.admin.call('PATCH', path(t.memberMemberId), { roleId: 'nope' })),
    ).toEqual({ status: 400, message: ORG_MESSAGES.roleNotFound });
    expect(
      errorOf(await t.admin.call('PATCH', path(foreignMemberId), { roleId: adminRoleId })),
    ).toEqual({ status: 404, message: ORG_MESSAGES.memberNotFound });
    expect(errorOf(await t.admin.call('PATCH', path('nope'), { roleId: adminRoleId }))).toEqual({
      status: 404,
      message: ORG_MESSAGES.memberNotFound,
    });
    expect(
      errorOf(await t.member.call('PATCH', path(t.memberMemberId), { roleId: adminRoleId })),
    ).toEqual({ status: 403, message: ORG_MESSAGES.noPermission });
    expect(
      errorOf(await t.stranger.call('PATCH', path(t.memberMemberId), { roleId: adminRoleId })),
    ).toEqual({ status: 404, message: ORG_MESSAGES.organizationNotFound });

    expect(await memberRows(server, t.org.id)).toEqual(before);
    expect((await memberRows(server, elsewhere.id))[0]?.roleName).toBe('Owner');
  });
});

describe('DELETE /organizations/:orgId/members/:memberId', () => {
  it('removes a member, who then no longer sees the organization', async () => {
    const t = await team('mem-rm');
    const answer = await t.admin.call(
      'DELETE',
      `/organizations/${t.org.id}/members/${t.memberMemberId}`,
    );
    expect(answer.status).toBe(204);
    expect((await memberRows(server, t.org.id)).map((row) => row.userId)).not.toContain(
      t.member.id,
    );
    expect((await t.member.call('GET', `/organizations/${t.org.id}`)).status).toBe(404);
    expect((await t.member.call('GET', '/organizations')).body).toEqual([]);
  });

  it('refuses the owner, members of other organizations, and callers without manage:members', async () => {
    const t = await team('mem-rm-bad');
    const elsewhere = await createOrganizationAs(t.stranger);
    const before = await memberRows(server, t.org.id);
    const path = (memberId: string) => `/organizations/${t.org.id}/members/${memberId}`;

    expect(errorOf(await t.admin.call('DELETE', path(t.ownerMemberId)))).toEqual({
      status: 400,
      message: ORG_MESSAGES.ownerCannotBeRemoved,
    });
    expect(errorOf(await t.admin.call('DELETE', path(elsewhere.memberId as string)))).toEqual({
      status: 404,
      message: ORG_MESSAGES.memberNotFound,
    });
    expect(errorOf(await t.member.call('DELETE', path(t.adminMemberId)))).toEqual({
      status: 403,
      message: ORG_MESSAGES.noPermission,
    });
    expect(errorOf(await t.stranger.call('DELETE', path(t.memberMemberId)))).toEqual({
      status: 404,
      message: ORG_MESSAGES.organizationNotFound,
    });
    expect(await memberRows(server, t.org.id)).toEqual(before);
    expect(await memberRows(server, elsewhere.id)).toHaveLength(1);
  });

  it('lets a member leave without manage:members, but not the owner', async () => {
    const t = await team('mem-leave');
    const left = await t.member.call(
      'DELETE',
      `/organizations/${t.org.id}/members/${t.memberMemberId}`,
    );
    expect(left.status).toBe(204);
    expect((await memberRows(server, t.org.id)).map((row) => row.userId)).not.toContain(
      t.member.id,
    );

    const ownerLeaves = await t.owner.call(
      'DELETE',
      `/organizations/${t.org.id}/members/${t.ownerMemberId}`,
    );
    expect(errorOf(ownerLeaves)).toEqual({
      status: 400,
      message: ORG_MESSAGES.ownerCannotBeRemoved,
    });
    expect(await ownerCount(t.org.id)).toBe(1);
  });
});

describe('POST /organizations/:orgId/transfer-ownership', () => {
  it('makes the chosen member owner with the Owner role and the old owner an Admin', async () => {
    const t = await team('mem-xfer');
    const answer = await t.owner.call('POST', `/organizations/${t.org.id}/transfer-ownership`, {
      memberId: t.memberMemberId,
    });
    expect(answer.status).toBe(200);
    const members = answer.body.members as MemberView[];
    expect(members[0]).toMatchObject({ id: t.memberMemberId, isOwner: true, roleName: 'Owner' });
    expect(members.find((m) => m.id === t.ownerMemberId)).toMatchObject({
      isOwner: false,
      roleName: 'Admin',
    });
    expect(answer.body.invitations).toEqual([]);

    const rows = await memberRows(server, t.org.id);
    expect(rows.filter((row) => row.isOwner).map((row) => row.userId)).toEqual([t.member.id]);
    expect(rows.find((row) => row.userId === t.owner.id)?.roleName).toBe('Admin');
    expect((await t.member.call('GET', `/organizations/${t.org.id}`)).body.isOwner).toBe(true);
    // The old owner is now an Admin: they may manage, but no longer transfer.
    const again = await t.owner.call('POST', `/organizations/${t.org.id}/transfer-ownership`, {
      memberId: t.ownerMemberId,
    });
    expect(errorOf(again)).toEqual({ status: 403, message: ORG_MESSAGES.onlyOwnerCanTransfer });
  });

  it('refuses non-owners, inactive, unknown and current-owner targets, changing nothing', async () => {
    const t = await team('mem-xfer-bad');
    const invited = await signUpApiUser(server, 'mem-xfer-bad-i');
    const invitedId = await addMember(server, t.org.id, invited, 'Member', 'invited');
    const elsewhere = await createOrganizationAs(t.stranger);
    const before = await memberRows(server, t.org.id);
    const path = `/organizations/${t.org.id}/transfer-ownership`;

    expect(errorOf(await t.admin.call('POST', path, { memberId: t.adminMemberId }))).toEqual({
      status: 403,
      message: ORG_MESSAGES.onlyOwnerCanTransfer,
    });
    expect(errorOf(await t.owner.call('POST', path, { memberId: invitedId }))).toEqual({
      status: 400,
      message: ORG_MESSAGES.transferTargetNotActive,
    });
    expect(errorOf(await t.owner.call('POST', path, { memberId: t.ownerMemberId }))).toEqual({
      status: 400,
      message: ORG_MESSAGES.alreadyOwner,
    });
    expect(
      errorOf(await t.owner.call('POST', path, { memberId: elsewhere.memberId as string })),
    ).toEqual({ status: 404, message: ORG_MESSAGES.memberNotFound });
    expect(errorOf(await t.owner.call('POST', path, { memberId: 'nope' }))).toEqual({
      status: 400,
      message: ORG_MESSAGES.memberNotFound,
    });
    expect(errorOf(await t.stranger.call('POST', path, { memberId: t.adminMemberId }))).toEqual({
      status: 404,
      message: ORG_MESSAGES.organizationNotFound,
    });
    expect(await memberRows(server, t.org.id)).toEqual(before);
  });

  it('lets a platform admin who is no member transfer it', async () => {
    const t = await team('mem-xfer-pa');
    const platform = await signUpApiUser(server, 'mem-xfer-pa-p');
    await makePlatformAdmin(server, platform);
    const answer = await platform.call('POST', `/organizations/${t.org.id}/transfer-ownership`, {
      memberId: t.adminMemberId,
    });
    expect(answer.status).toBe(200);
    const rows = await memberRows(server, t.org.id);
    expect(rows.filter((row) => row.isOwner).map((row) => row.userId)).toEqual([t.admin.id]);
    expect(rows.find((row) => row.userId === t.owner.id)?.roleName).toBe('Admin');
  });

  it('leaves exactly one owner when two transfers run at once', async () => {
    const t = await team('mem-xfer-race');
    const path = `/organizations/${t.org.id}/transfer-ownership`;
    const answers = await Promise.all([
      t.owner.call('POST', path, { memberId: t.adminMemberId }),
      t.owner.call('POST', path, { memberId: t.memberMemberId }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    expect(answers.find((answer) => answer.status === 403)?.body.error.message).toBe(
      ORG_MESSAGES.onlyOwnerCanTransfer,
    );
    const rows = await memberRows(server, t.org.id);
    const owners = rows.filter((row) => row.isOwner);
    expect(owners).toHaveLength(1);
    expect(owners[0]?.roleName).toBe('Owner');
    expect(rows.filter((row) => row.roleName === 'Owner')).toHaveLength(1);
    expect(rows.find((row) => row.userId === t.owner.id)).toMatchObject({
      isOwner: false,
      roleName: 'Admin',
    });
  });
});
