// Clients in team workspaces (issue 18) over real HTTP: the request's workspace and the
// caller's clients levels decide what they see and may change; owners are assigned,
// filtered, reassigned in bulk (logged, mailed) and handed over when a member leaves;
// clients move from Personal into a team; the lead form lands where the page owner
// chose; live updates reach the members who may see the change and no one else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import { addClientAs, inWorkspace, signUpClientTeam } from '../../../../tests/support/client-team';
import { addMember } from '../../../../tests/support/organization-rows';
import { changedTables, snapshotRows } from '../../../../tests/support/row-snapshot';
import { mailsTo } from '../../../../tests/support/scheduling-rows';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { workspaceAccess } from '../../../../tests/support/workspaces';
import { CLIENT_MESSAGES, WORKSPACE_MESSAGES } from '../../../core/messages';
import { recordAudience } from '../../platform/access/publish-record-change';
import { userNames } from './client-owners';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;

/** The name a user goes by in the app (what owners and the assignment note show). */
async function nameOf(user: ApiUser): Promise<string> {
  const names = await userNames(db(), [user.id]);
  return names.get(user.id) ?? '';
}

/** A team: its owner, a Member (view all, edit own) and a member who sees only their own. */
async function team(prefix: string) {
  const t = await signUpClientTeam(server, prefix, ['view_clients_own', 'edit_clients_own']);
  return { ...t, viewOwn: t.viewer };
}

const addClient = addClientAs;

async function names(user: ApiUser, workspaceId: string | null, query = '') {
  const answer = await user.call(
    'GET',
    `/clients${query}`,
    undefined,
    workspaceId ? inWorkspace(workspaceId) : undefined,
  );
  expect(answer.status, answer.text).toBe(200);
  return (answer.body.items as { name: string }[]).map((client) => client.name).sort();
}

describe('clients in a team workspace', () => {
  it('shows each member what their level allows, and nothing of anyone’s personal clients', async () => {
    const t = await team('see');
    await addClient(t.owner, t.id, { name: 'Team Lead A' });
    await addClient(t.owner, t.id, { name: 'Inbox Lead', ownerId: null });
    await addClient(t.viewOwn, t.id, { name: 'Own Lead' });
    await addClient(t.member, null, { name: 'Bob Personal' });

    expect(await names(t.owner, t.id)).toEqual(['Inbox Lead', 'Own Lead', 'Team Lead A']);
    expect(await names(t.member, t.id)).toEqual(['Inbox Lead', 'Own Lead', 'Team Lead A']);
    // View "own": what they own or created — the inbox only with "sees unassigned".
    expect(await names(t.viewOwn, t.id)).toEqual(['Own Lead']);
    expect(await names(t.member, null)).toEqual(['Bob Personal']);
    expect(await names(t.owner, null)).toEqual([]);

    const outsider = await t.outsider.call('GET', '/clients', undefined, inWorkspace(t.id));
    expect(outsider.status).toBe(404);
    expect(outsider.body.error.message).toBe(WORKSPACE_MESSAGES.workspaceNotFound);

    const summary = await t.viewOwn.call('GET', '/clients/summary', undefined, inWorkspace(t.id));
    expect(summary.body.tiles.totalClients).toBe(1);
  });

  it('lets a Member change their own clients and the inbox, not a teammate’s', async () => {
    const t = await team('edit');
    const owners = await addClient(t.owner, t.id, { name: 'Owner Client' });
    const inbox = await addClient(t.owner, t.id, { name: 'Inbox Client', ownerId: null });
    const before = await snapshotRows(server);

    const refused = await t.member.call(
      'PATCH',
      `/clients/${owners.id}`,
      { name: 'Taken' },
      inWorkspace(t.id),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(WORKSPACE_MESSAGES.notYourRecord);
    const deleted = await t.member.call(
      'DELETE',
      `/clients/${owners.id}`,
      undefined,
      inWorkspace(t.id),
    );
    expect(deleted.status).toBe(403);
    expect(changedTables(before, await snapshotRows(server))).toEqual([]);

    const claimed = await t.member.call(
      'PATCH',
      `/clients/${inbox.id}`,
      { ownerId: t.member.id },
      inWorkspace(t.id),
    );
    expect(claimed.status).toBe(200);
    expect(claimed.body.ownerName).toBe(await nameOf(t.member));
  });

  it('assigns only to active members, logs every reassignment and mails the new owner', async () => {
    const t = await team('assign');
    const a = await addClient(t.owner, t.id, { name: 'Assign A' });
    const b = await addClient(t.owner, t.id, { name: 'Assign B' });
    const foreign = await addClient(t.outsider, null, { name: 'Elsewhere' });
    const before = await snapshotRows(server);

    const stranger = await t.owner.call(
      'POST',
      '/clients/assign',
      { ids: [a.id], ownerId: t.outsider.id },
      inWorkspace(t.id),
    );
    expect(stranger.status).toBe(400);
    expect(stranger.body.error.fields.ownerId).toBe(WORKSPACE_MESSAGES.ownerNotMember);
    const mixed = await t.owner.call(
      'POST',
      '/clients/assign',
      { ids: [a.id, foreign.id], ownerId: t.member.id },
      inWorkspace(t.id),
    );
    expect(mixed.status).toBe(404);
    const empty = await t.owner.call(
      'POST',
      '/clients/assign',
      { ids: [], ownerId: null },
      inWorkspace(t.id),
    );
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toContain(CLIENT_MESSAGES.bulkIdsRequired);
    expect(changedTables(before, await snapshotRows(server))).toEqual([]);

    const done = await t.owner.call(
      'POST',
      '/clients/assign',
      { ids: [a.id, b.id], ownerId: t.member.id },
      inWorkspace(t.id),
    );
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ updated: 2 });
    expect(await names(t.member, t.id, '?owner=mine')).toEqual(['Assign A', 'Assign B']);
    expect(await names(t.owner, t.id, `?owner=${t.member.id}`)).toEqual(['Assign A', 'Assign B']);
    expect(await names(t.owner, t.id, '?owner=mine')).toEqual([]);

    const history = await t.member.call(
      'GET',
      `/clients/${a.id}/interactions`,
      undefined,
      inWorkspace(t.id),
    );
    expect(history.body[0].content).toBe(
      WORKSPACE_MESSAGES.assigned(await nameOf(t.member), await nameOf(t.owner)),
    );
    const mails = await mailsTo(server, t.member.email);
    expect(mails.map((mail) => mail.subject)).toContain(
      CLIENT_MESSAGES.assignedMailSubject(2, await nameOf(t.owner)),
    );
  });

  it('hands a removed member’s clients to whoever takes over, deleting none', async () => {
    const t = await team('leave');
    await addClient(t.member, t.id, { name: 'Bob One' });
    await addClient(t.member, t.id, { name: 'Bob Two' });
    const memberRow = await db()
      .selectFrom('organization_members')
      .select('id')
      .where('organizationId', '=', t.id)
      .where('userId', '=', t.member.id)
      .executeTakeFirstOrThrow();

    const wrong = await t.owner.call(
      'DELETE',
      `/organizations/${t.id}/members/${memberRow.id}?clientsTo=${t.outsider.id}`,
    );
    expect(wrong.status).toBe(400);
    const removed = await t.owner.call(
      'DELETE',
      `/organizations/${t.id}/members/${memberRow.id}?clientsTo=${t.owner.id}`,
    );
    expect(removed.status).toBe(204);
    expect(await names(t.owner, t.id, '?owner=mine')).toEqual(['Bob One', 'Bob Two']);
    // The removed member's old session: the workspace is gone for them at once.
    const after = await t.member.call('GET', '/clients', undefined, inWorkspace(t.id));
    expect(after.status).toBe(404);
    expect((await t.member.call('GET', '/clients')).status).toBe(200);
  });

  it('moves clients with their history from Personal into a team, or refuses and moves nothing', async () => {
    const t = await team('move');
    const mine = await addClient(t.member, null, { name: 'Moving Client' });
    await t.member.call('POST', `/clients/${mine.id}/interactions`, { content: 'Met at a fair' });

    const nowhere = await t.outsider.call('POST', '/clients/move', {
      ids: [(await addClient(t.outsider, null, { name: 'Outsider Client' })).id],
      workspaceId: t.id,
    });
    expect(nowhere.status).toBe(404);
    const same = await t.member.call(
      'POST',
      '/clients/move',
      { ids: [mine.id], workspaceId: t.id },
      inWorkspace(t.id),
    );
    expect(same.status).toBe(400);
    expect(same.body.error.message).toBe(WORKSPACE_MESSAGES.alreadyInWorkspace);
    // A member who may only look at the team's clients cannot move any into it.
    const viewer = await signUpApiUser(server, 'move-viewer');
    const role = await t.owner.call('POST', `/organizations/${t.id}/roles`, {
      name: 'Viewer',
      permissions: ['view_clients'],
    });
    await addMember(server, t.id, viewer, { id: role.body.id });
    const theirs = await addClient(viewer, null, { name: 'Viewer Client' });
    const before = await snapshotRows(server);
    const noEdit = await viewer.call('POST', '/clients/move', {
      ids: [theirs.id],
      workspaceId: t.id,
    });
    expect(noEdit.status).toBe(403);
    expect(noEdit.body.error.message).toBe(WORKSPACE_MESSAGES.moveTargetNotAllowed);
    expect(changedTables(before, await snapshotRows(server))).toEqual([]);

    const moved = await t.member.call('POST', '/clients/move', {
      ids: [mine.id],
      workspaceId: t.id,
    });
    expect(moved.status).toBe(200);
    expect(await names(t.member, null)).toEqual([]);
    expect(await names(t.owner, t.id)).toEqual(['Moving Client']);
    const history = await t.owner.call(
      'GET',
      `/clients/${mine.id}/interactions`,
      undefined,
      inWorkspace(t.id),
    );
    expect(history.body.map((entry: { content: string }) => entry.content)).toEqual([
      'Met at a fair',
    ]);
  });

  it('announces a change only to the members who may see the client', async () => {
    const t = await team('live');
    const client = await addClient(t.owner, t.id, { name: 'Live Client' });
    const row = await db()
      .selectFrom('clients')
      .select(['userId', 'createdBy'])
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    const audience = await recordAudience(db(), t.id, 'clients', {
      ownerId: row.userId,
      createdBy: row.createdBy,
    });
    expect(audience.sort()).toEqual([t.owner.id, t.member.id].sort());
  });

  it('lets the page owner send new leads only to a workspace where they may add clients', async () => {
    const t = await team('leads');
    const refused = await t.outsider.call('PATCH', '/me/profile', { leadsWorkspaceId: t.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(WORKSPACE_MESSAGES.leadsWorkspaceNotAllowed);
    const chosen = await t.member.call('PATCH', '/me/profile', { leadsWorkspaceId: t.id });
    expect(chosen.status).toBe(200);
    expect(chosen.body.leadsWorkspaceId).toBe(t.id);
    const back = await t.member.call('PATCH', '/me/profile', { leadsWorkspaceId: null });
    expect(back.body.leadsWorkspaceId).toBeNull();
    expect((await workspaceAccess(db(), t.member.id, t.id)).levels.clients.edit).toBe('own');
  });
});
