// The workspace roster (loadWorkspaceRoster) reads every active member's permissions in
// one pass instead of calling get_user_permissions per member: it must give exactly what
// the function gives — the owner, a system role, a custom role, a platform admin who is a
// member — and leave out members who are not active, and deactivated workspaces.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpApiUser } from '../../../../tests/support/api-user';
import { signUpClientTeam } from '../../../../tests/support/client-team';
import {
  addMember,
  deactivate,
  makePlatformAdmin,
} from '../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { loadWorkspaceRoster, rosterAccess } from './active-members';
import { loadWorkspaceAccess } from './workspace-access';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('the workspace roster', () => {
  it('gives each active member the permissions and access get_user_permissions gives', async () => {
    const team = await signUpClientTeam(server, 'roster', ['view_clients_own', 'edit_clients_own']);
    const admin = await signUpApiUser(server, 'roster-admin');
    await makePlatformAdmin(server, admin);
    await addMember(server, team.id, admin, 'Member');
    const invited = await signUpApiUser(server, 'roster-invited');
    await addMember(server, team.id, invited, 'Member', 'invited');

    const roster = await loadWorkspaceRoster(server.database.db, team.id);
    expect(roster?.members.map((m) => m.userId).sort()).toEqual(
      [team.owner.id, team.member.id, team.viewer.id, admin.id].sort(),
    );
    for (const member of roster?.members ?? []) {
      const expected = await loadWorkspaceAccess(server.database.db, member.userId, team.id);
      expect(expected).not.toBeNull();
      expect(rosterAccess(roster!, member)).toEqual(expected);
      expect(member.isOwner).toBe(member.userId === team.owner.id);
      expect(member.email).toContain('@');
    }
    // The three kinds really differ: the owner has every key, the custom role two.
    const permissionsOf = (userId: string) =>
      roster?.members.find((m) => m.userId === userId)?.permissions ?? [];
    expect(permissionsOf(team.viewer.id)).toEqual(['edit_clients_own', 'view_clients_own']);
    expect(permissionsOf(team.owner.id).length).toBeGreaterThan(
      permissionsOf(team.member.id).length,
    );
    expect(permissionsOf(admin.id)).toEqual(permissionsOf(team.owner.id));
  });

  it('knows no deactivated workspace', async () => {
    const team = await signUpClientTeam(server, 'roster-off');
    await deactivate(server, team.id);
    expect(await loadWorkspaceRoster(server.database.db, team.id)).toBeUndefined();
  });
});
