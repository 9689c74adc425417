// A user's personal workspace (issue 18) over real HTTP: it is theirs alone, so the
// organization screens do not list it, and every team-only action on it — inviting,
// leaving, removing or re-roling a member, handing it on, renaming it, its logo —
// answers 400 with a clear message and changes nothing. No team may take its kind of slug.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpApiUser } from '../../../../tests/support/api-user';
import {
  createOrganizationAs,
  errorOf,
  makePlatformAdmin,
  memberRows,
  organizationRow,
  personalWorkspaceOf,
  systemRoleIdOf,
} from '../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { ORG_MESSAGES, WORKSPACE_MESSAGES } from '../../../core/messages';
import { PERMISSION_NAMES } from '../../../core/permissions';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function invitationCount(organizationId: string): Promise<number> {
  const rows = await server.database.db
    .selectFrom('organization_invitations')
    .select('id')
    .where('organizationId', '=', organizationId)
    .execute();
  return rows.length;
}

/** Everything a refused action could have changed in the workspace. */
async function snapshot(organizationId: string) {
  return {
    organization: await organizationRow(server, organizationId),
    members: await memberRows(server, organizationId),
    invitations: await invitationCount(organizationId),
  };
}

describe('the personal workspace', () => {
  it('is not listed among the organizations, yet opens for its user with every key', async () => {
    const user = await signUpApiUser(server, 'pw-list');
    const personal = await personalWorkspaceOf(server, user);
    expect(personal.name).toBe('Personal');
    expect((await user.call('GET', '/organizations')).body).toEqual([]);

    const team = await createOrganizationAs(user, { name: 'Team' });
    const listed = await user.call('GET', '/organizations');
    expect(listed.body.map((org: { id: string }) => org.id)).toEqual([team.id]);

    const opened = await user.call('GET', `/organizations/${personal.id}`);
    expect(opened.status).toBe(200);
    expect([...opened.body.permissions].sort()).toEqual([...PERMISSION_NAMES].sort());
  });

  it('answers 404 to anyone else, a platform admin included', async () => {
    const user = await signUpApiUser(server, 'pw-own');
    const other = await signUpApiUser(server, 'pw-other');
    const admin = await signUpApiUser(server, 'pw-admin');
    await makePlatformAdmin(server, admin);
    const personal = await personalWorkspaceOf(server, user);
    for (const who of [other, admin]) {
      for (const path of [
        `/organizations/${personal.id}`,
        `/organizations/${personal.id}/members`,
        `/organizations/${personal.id}/permissions`,
      ]) {
        expect(errorOf(await who.call('GET', path)), path).toEqual({
          status: 404,
          message: ORG_MESSAGES.organizationNotFound,
        });
      }
    }
  });

  it('takes no invitation and no other member', async () => {
    const user = await signUpApiUser(server, 'pw-invite');
    const friend = await signUpApiUser(server, 'pw-friend');
    const personal = await personalWorkspaceOf(server, user);
    const before = await snapshot(personal.id);
    const invited = await user.call('POST', `/organizations/${personal.id}/invitations`, {
      email: friend.email,
      roleId: await systemRoleIdOf(server, 'Member'),
    });
    expect(errorOf(invited)).toEqual({
      status: 400,
      message: WORKSPACE_MESSAGES.personalHasNoMembers,
    });
    // Nor by a write that goes around the API.
    await expect(
      server.database.db
        .insertInto('organization_members')
        .values({
          organizationId: personal.id,
          userId: friend.id,
          roleId: await systemRoleIdOf(server, 'Member'),
          status: 'active',
        })
        .execute(),
    ).rejects.toThrow(/personal workspace/);
    expect(await snapshot(personal.id)).toEqual(before);
  });

  it('cannot be left, nor its member removed or given another role', async () => {
    const user = await signUpApiUser(server, 'pw-leave');
    const personal = await personalWorkspaceOf(server, user);
    const before = await snapshot(personal.id);
    const members = `/organizations/${personal.id}/members`;

    expect(errorOf(await user.call('DELETE', `${members}/${personal.memberId}`))).toEqual({
      status: 400,
      message: WORKSPACE_MESSAGES.personalCannotBeLeft,
    });
    expect(errorOf(await user.call('DELETE', `${members}/${crypto.randomUUID()}`))).toEqual({
      status: 400,
      message: WORKSPACE_MESSAGES.personalHasNoMembers,
    });
    const reroled = await user.call('PATCH', `${members}/${personal.memberId}`, {
      roleId: await systemRoleIdOf(server, 'Admin'),
    });
    expect(errorOf(reroled)).toEqual({
      status: 400,
      message: WORKSPACE_MESSAGES.personalHasNoMembers,
    });
    expect(await snapshot(personal.id)).toEqual(before);
    // Still theirs.
    expect((await user.call('GET', `/organizations/${personal.id}`)).status).toBe(200);
  });

  it('is never handed on', async () => {
    const user = await signUpApiUser(server, 'pw-transfer');
    const personal = await personalWorkspaceOf(server, user);
    const before = await snapshot(personal.id);
    const answer = await user.call('POST', `/organizations/${personal.id}/transfer-ownership`, {
      memberId: personal.memberId,
    });
    expect(errorOf(answer)).toEqual({
      status: 400,
      message: WORKSPACE_MESSAGES.personalCannotBeLeft,
    });
    expect(await snapshot(personal.id)).toEqual(before);
  });

  it('keeps its name, slug and logo', async () => {
    const user = await signUpApiUser(server, 'pw-rename');
    const personal = await personalWorkspaceOf(server, user);
    const before = await snapshot(personal.id);
    const path = `/organizations/${personal.id}`;
    for (const body of [{ name: 'Mine' }, { slug: 'mine' }, { website: 'https://x.example' }]) {
      expect(errorOf(await user.call('PATCH', path, body)), JSON.stringify(body)).toEqual({
        status: 400,
        message: WORKSPACE_MESSAGES.personalSettingsFixed,
      });
    }
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    expect(errorOf(await user.call('POST', `${path}/logo`, form))).toEqual({
      status: 400,
      message: WORKSPACE_MESSAGES.personalSettingsFixed,
    });
    expect(errorOf(await user.call('DELETE', `${path}/logo`))).toEqual({
      status: 400,
      message: WORKSPACE_MESSAGES.personalSettingsFixed,
    });
    expect(await snapshot(personal.id)).toEqual(before);
  });
});

describe('team slugs', () => {
  it('refuses a slug starting with personal- on the slug field and writes nothing', async () => {
    const user = await signUpApiUser(server, 'pw-slug');
    const slug = `personal-${Date.now().toString(36)}`;
    const answer = await user.call('POST', '/organizations', { name: 'Sneaky', slug });
    expect(errorOf(answer)).toEqual({
      status: 400,
      message: WORKSPACE_MESSAGES.personalSlugReserved,
    });
    expect(answer.body.error.fields).toEqual({ slug: WORKSPACE_MESSAGES.personalSlugReserved });
    const written = await server.database.db
      .selectFrom('organizations')
      .select('id')
      .where('slug', '=', slug)
      .execute();
    expect(written).toEqual([]);
    expect((await user.call('GET', '/organizations')).body).toEqual([]);
    // Only the prefix is reserved.
    const fine = await user.call('POST', '/organizations', { name: 'Fine', slug: 'personalized' });
    expect(fine.status).toBe(201);
  });
});
