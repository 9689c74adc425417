// Saved views over real HTTP (issue 20): create, list (own + shared), rename and update,
// delete, "my default"; who may change what; another workspace's view is not found; the
// state is the URL's shape only, checked and bounded; hostile names come back as text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import { addMember, createOrganizationAs } from '../../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import type { ClientView } from '../../../../core/client-view-schemas';
import { FILTER_MESSAGES, WORKSPACE_MESSAGES } from '../../../../core/messages';
import { loadWorkspaceAccess } from '../../../platform/access/workspace-access';
import { deleteClientView, listClientViews, updateClientView } from './client-views';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

type Team = { id: string; owner: ApiUser; member: ApiUser; headers: Record<string, string> };

async function team(prefix: string): Promise<Team> {
  const owner = await signUpApiUser(server, `${prefix}-owner`);
  const member = await signUpApiUser(server, `${prefix}-member`);
  const organization = await createOrganizationAs(owner, { name: `${prefix} Team` });
  await addMember(server, organization.id, member, 'Member');
  return { id: organization.id, owner, member, headers: { 'x-workspace-id': organization.id } };
}

const STATE = {
  filters: { tags: 'vip,west', source: 'referral', not_contacted: '30', task: 'overdue' },
  sort: 'name',
  dir: 'asc',
  view: 'list',
  cols: ['name', 'company', 'status'],
} as const;

async function create(user: ApiUser, body: object, headers?: Record<string, string>) {
  const answer = await user.call('POST', '/clients/views', body, headers);
  expect(answer.status, answer.text).toBe(201);
  return answer.body as ClientView;
}

async function list(user: ApiUser, headers?: Record<string, string>) {
  const answer = await user.call('GET', '/clients/views', undefined, headers);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.items as ClientView[];
}

describe('saved views', () => {
  it('creates, lists, renames, updates and deletes a personal view', async () => {
    const user = await signUpApiUser(server, 'views-crud');
    expect(await list(user)).toEqual([]);
    const view = await create(user, { name: '  Hot leads ', state: STATE });
    expect(view).toMatchObject({
      name: 'Hot leads',
      shared: false,
      isMine: true,
      mayChange: true,
      isDefault: false,
      state: STATE,
    });
    expect((await list(user)).map((v) => v.name)).toEqual(['Hot leads']);

    const renamed = await user.call('PATCH', `/clients/views/${view.id}`, { name: 'Warm leads' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.name).toBe('Warm leads');
    const updated = await user.call('PATCH', `/clients/views/${view.id}`, {
      state: { filters: { status: 'qualified' }, view: 'kanban' },
    });
    expect(updated.body.state).toEqual({ filters: { status: 'qualified' }, view: 'kanban' });

    const deleted = await user.call('DELETE', `/clients/views/${view.id}`);
    expect(deleted.status).toBe(204);
    expect(await list(user)).toEqual([]);
    expect((await user.call('DELETE', `/clients/views/${view.id}`)).status).toBe(404);
  });

  it('sets one default per person, which goes with the view', async () => {
    const user = await signUpApiUser(server, 'views-default');
    const a = await create(user, { name: 'A', state: { filters: {} } });
    const b = await create(user, { name: 'B', state: { filters: { task: 'open' } } });
    let answer = await user.call('PUT', '/clients/views/default', { viewId: a.id });
    expect(answer.status, answer.text).toBe(200);
    answer = await user.call('PUT', '/clients/views/default', { viewId: b.id });
    const defaults = (answer.body.items as ClientView[]).filter((v) => v.isDefault);
    expect(defaults.map((v) => v.name)).toEqual(['B']);
    answer = await user.call('PUT', '/clients/views/default', { viewId: null });
    expect((answer.body.items as ClientView[]).some((v) => v.isDefault)).toBe(false);
    await user.call('PUT', '/clients/views/default', { viewId: b.id });
    await user.call('DELETE', `/clients/views/${b.id}`);
    expect((await list(user)).some((v) => v.isDefault)).toBe(false);
  });

  it('shares a view with the workspace; only its creator or a settings editor changes it', async () => {
    const t = await team('views-share');
    const personal = await create(
      t.member,
      { name: 'Mine only', state: { filters: {} } },
      t.headers,
    );
    const shared = await create(
      t.member,
      { name: 'Team view', shared: true, state: STATE },
      t.headers,
    );
    // The owner sees the shared one, not the personal one.
    const seen = await list(t.owner, t.headers);
    expect(seen.map((v) => v.name)).toEqual(['Team view']);
    expect(seen[0]).toMatchObject({ isMine: false, mayChange: true });
    expect(
      (await t.owner.call('PATCH', `/clients/views/${personal.id}`, { name: 'x' }, t.headers))
        .status,
    ).toBe(404);
    // Anyone who sees a shared view may make it their default.
    const made = await t.owner.call(
      'PUT',
      '/clients/views/default',
      { viewId: shared.id },
      t.headers,
    );
    expect(made.status, made.text).toBe(200);

    // A member without settings rights sees the owner's shared view but may not change it.
    const ownerView = await create(
      t.owner,
      { name: 'Owner shared', shared: true, state: { filters: {} } },
      t.headers,
    );
    const memberSees = await list(t.member, t.headers);
    expect(memberSees.find((v) => v.id === ownerView.id)).toMatchObject({ mayChange: false });
    const refused = await t.member.call(
      'PATCH',
      `/clients/views/${ownerView.id}`,
      { name: 'Hijacked' },
      t.headers,
    );
    expect(refused.status).toBe(403);
    expect(
      (await t.member.call('DELETE', `/clients/views/${ownerView.id}`, undefined, t.headers))
        .status,
    ).toBe(403);
    // The owner (who may edit settings) may rename the member's shared view, not unshare it.
    const renamed = await t.owner.call(
      'PATCH',
      `/clients/views/${shared.id}`,
      { name: 'Team view (renamed)' },
      t.headers,
    );
    expect(renamed.status, renamed.text).toBe(200);
    expect(
      (await t.owner.call('PATCH', `/clients/views/${shared.id}`, { shared: false }, t.headers))
        .status,
    ).toBe(403);
    // Its creator unshares it: it leaves the owner's list and their default.
    const unshared = await t.member.call(
      'PATCH',
      `/clients/views/${shared.id}`,
      { shared: false },
      t.headers,
    );
    expect(unshared.status, unshared.text).toBe(200);
    const after = await list(t.owner, t.headers);
    expect(after.map((v) => v.name)).toEqual(['Owner shared']);
    expect(after.some((v) => v.isDefault)).toBe(false);
  });

  it('another workspace’s view is not found, and views stay in their workspace', async () => {
    const t = await team('views-foreign');
    const outsider = await signUpApiUser(server, 'views-outsider');
    const view = await create(
      t.owner,
      { name: 'Team', shared: true, state: { filters: {} } },
      t.headers,
    );
    // The outsider's personal workspace: not there.
    expect(await list(outsider)).toEqual([]);
    for (const [method, path, body] of [
      ['PATCH', `/clients/views/${view.id}`, { name: 'x' }],
      ['DELETE', `/clients/views/${view.id}`, undefined],
      ['PUT', '/clients/views/default', { viewId: view.id }],
    ] as const) {
      expect((await outsider.call(method, path, body)).status, `${method} ${path}`).toBe(404);
    }
    // Nor from the owner's own personal workspace.
    expect(await list(t.owner)).toEqual([]);
    expect((await t.owner.call('PATCH', `/clients/views/${view.id}`, { name: 'x' })).status).toBe(
      404,
    );
    // The outsider naming the team: not a member, 404.
    expect((await outsider.call('GET', '/clients/views', undefined, t.headers)).status).toBe(404);
    expect((await t.owner.call('PATCH', '/clients/views/not-a-uuid', { name: 'x' })).status).toBe(
      404,
    );
    const [still] = await list(t.owner, t.headers);
    expect(still?.name).toBe('Team');
  });

  it('are gone for a member whose role no longer sees the clients, their own views included', async () => {
    const t = await team('views-blind');
    const mine = await create(t.member, { name: 'Mine', state: { filters: {} } }, t.headers);
    const shared = await create(
      t.owner,
      { name: 'Team', shared: true, state: { filters: {} } },
      t.headers,
    );
    const made = await t.member.call(
      'PUT',
      '/clients/views/default',
      { viewId: mine.id },
      t.headers,
    );
    expect(made.status, made.text).toBe(200);
    const role = await t.owner.call('POST', `/organizations/${t.id}/roles`, {
      name: 'Settings only',
      permissions: ['org:settings:view', 'org:settings:edit'],
    });
    expect(role.status, role.text).toBe(201);
    await server.database.db
      .updateTable('organization_members')
      .set({ roleId: role.body.id })
      .where('organizationId', '=', t.id)
      .where('userId', '=', t.member.id)
      .execute();

    for (const [method, path, body] of [
      ['GET', '/clients/views', undefined],
      ['POST', '/clients/views', { name: 'New', state: { filters: {} } }],
      ['PUT', '/clients/views/default', { viewId: shared.id }],
      ['PUT', '/clients/views/default', { viewId: null }],
      ['PATCH', `/clients/views/${mine.id}`, { name: 'x' }],
      ['PATCH', `/clients/views/${shared.id}`, { name: 'x' }],
      ['DELETE', `/clients/views/${mine.id}`, undefined],
    ] as const) {
      const answer = await t.member.call(method, path, body, t.headers);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.error.message).toBe(WORKSPACE_MESSAGES.areaNotFound);
    }
    // Below the routes, the access layer's filter finds none of them either.
    const db = server.database.db;
    const access = await loadWorkspaceAccess(db, t.member.id, t.id);
    if (!access) throw new Error('the member has no access to the team');
    expect(await listClientViews(db, access)).toEqual({ items: [] });
    await expect(updateClientView(db, access, mine.id, { name: 'x' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(deleteClientView(db, access, mine.id)).rejects.toMatchObject({ status: 404 });
    const kept = await db
      .selectFrom('client_views')
      .select('name')
      .where('id', '=', mine.id)
      .execute();
    expect(kept).toEqual([{ name: 'Mine' }]);
  });

  it('keeps a hostile name as text', async () => {
    const user = await signUpApiUser(server, 'views-hostile');
    const name = '<img src=x onerror=alert(1)> "; DROP TABLE client_views; --';
    const view = await create(user, { name, state: { filters: {} } });
    expect(view.name).toBe(name);
    expect((await list(user))[0]?.name).toBe(name);
  });

  it('refuses a bad name or a state that is not the list’s filters, sort and layout', async () => {
    const user = await signUpApiUser(server, 'views-bad');
    const refused = async (body: object, message: string) => {
      const answer = await user.call('POST', '/clients/views', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.text, JSON.stringify(body)).toContain(message);
    };
    await refused({ name: '   ', state: { filters: {} } }, FILTER_MESSAGES.viewNameRequired);
    await refused(
      { name: 'x'.repeat(81), state: { filters: {} } },
      FILTER_MESSAGES.viewNameTooLong(80),
    );
    await refused({ name: 7, state: { filters: {} } }, FILTER_MESSAGES.viewNameRequired);
    await refused({ name: 'A' }, '');
    await refused({ name: 'A', state: { filters: {}, payload: { any: 'blob' } } }, '');
    await refused(
      { name: 'A', state: { filters: { evil: 'x' } } },
      FILTER_MESSAGES.viewStateInvalid,
    );
    await refused({ name: 'A', state: { filters: { task: 'soon' } } }, FILTER_MESSAGES.unknownTask);
    await refused(
      { name: 'A', state: { filters: { value_min: '9', value_max: '1' } } },
      FILTER_MESSAGES.minAboveMax('Estimated value'),
    );
    await refused(
      { name: 'A', state: { filters: {}, sort: 'password' } },
      FILTER_MESSAGES.viewStateInvalid,
    );
    await refused(
      { name: 'A', state: { filters: {}, view: 'grid' } },
      FILTER_MESSAGES.viewStateInvalid,
    );
    await refused(
      { name: 'A', state: { filters: {}, cols: Array.from({ length: 61 }, (_, i) => `c${i}`) } },
      FILTER_MESSAGES.viewStateInvalid,
    );
    await refused(
      { name: 'A', state: { filters: { q: 'x'.repeat(2001) } } },
      FILTER_MESSAGES.viewStateInvalid,
    );
    const view = await create(user, { name: 'Fine', state: { filters: {} } });
    const empty = await user.call('PATCH', `/clients/views/${view.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.text).toContain(FILTER_MESSAGES.noChanges);
    expect((await list(user)).map((v) => v.name)).toEqual(['Fine']);
  });
});
