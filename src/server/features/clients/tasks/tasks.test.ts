// Follow-up tasks on clients (issue 20) over real HTTP: created in the typed zone (DST
// included), listed open-first, checked off and reopened, deleted; assignees must be
// members who may edit the client; bad input stores nothing; a task is seen and changed
// only as its client is; the Tasks view's groups follow the caller's own midnight.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import {
  addClientAs,
  type ClientTeam,
  inWorkspace,
  signUpClientTeam,
} from '../../../../../tests/support/client-team';
import { addMember } from '../../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { workspaceAccess } from '../../../../../tests/support/workspaces';
import { TASK_MESSAGES, WORKSPACE_MESSAGES } from '../../../../core/messages';
import { type ClientTask, TASK_COUNT_CAP } from '../../../../core/task-schemas';
import { listTasks } from './list-tasks';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;

async function setZone(user: ApiUser, timezone: string) {
  await db().updateTable('profiles').set({ timezone }).where('userId', '=', user.id).execute();
}

type Team = ClientTeam & { viewOwn: ApiUser };

/** The shared client team, plus one member who sees and edits only their own clients. */
async function team(prefix: string): Promise<Team> {
  const base = await signUpClientTeam(server, prefix);
  const viewOwn = await signUpApiUser(server, `${prefix}-own`);
  const ownRole = await base.owner.call('POST', `/organizations/${base.id}/roles`, {
    name: `${prefix} own`,
    permissions: ['view_clients_own', 'edit_clients_own'],
  });
  expect(ownRole.status, ownRole.text).toBe(201);
  await addMember(server, base.id, viewOwn, { id: ownRole.body.id });
  return { ...base, viewOwn };
}

const addClient = addClientAs;

async function addTask(user: ApiUser, workspaceId: string | null, clientId: string, body: object) {
  return user.call(
    'POST',
    `/clients/${clientId}/tasks`,
    body,
    workspaceId ? inWorkspace(workspaceId) : undefined,
  );
}

async function taskCount() {
  const row = await db()
    .selectFrom('client_tasks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('tasks on a client', () => {
  it('stores the typed date and time in the caller’s zone, across daylight saving', async () => {
    const user = await signUpApiUser(server, 'zone');
    await setZone(user, 'Europe/Berlin');
    const client = await addClient(user, null, { name: 'Ada Zone' });

    const summer = await addTask(user, null, client.id, {
      title: 'Call back',
      dueDate: '2027-07-01',
      dueTime: '09:00',
    });
    expect(summer.status, summer.text).toBe(201);
    expect(summer.body).toMatchObject({
      title: 'Call back',
      clientName: 'Ada Zone',
      timeZone: 'Europe/Berlin',
      dueDate: '2027-07-01',
      dueTime: '09:00',
      dueAt: '2027-07-01T07:00:00.000Z',
      assigneeId: user.id,
      doneAt: null,
    });
    const winter = await addTask(user, null, client.id, {
      title: 'Send proposal',
      dueDate: '2027-01-15',
      dueTime: '09:00',
    });
    expect(winter.body.dueAt).toBe('2027-01-15T08:00:00.000Z');
    const elsewhere = await addTask(user, null, client.id, {
      title: 'Lunch',
      dueDate: '2027-01-15',
      dueTime: '12:30',
      timeZone: 'America/New_York',
    });
    expect(elsewhere.body).toMatchObject({
      dueAt: '2027-01-15T17:30:00.000Z',
      timeZone: 'America/New_York',
      dueTime: '12:30',
    });

    // Open ones by due time; the client's next task is the earliest open one.
    const list = await user.call('GET', `/clients/${client.id}/tasks`);
    expect(list.body.map((task: ClientTask) => task.title)).toEqual([
      'Send proposal',
      'Lunch',
      'Call back',
    ]);
    const one = await user.call('GET', `/clients/${client.id}`);
    expect(one.body.nextTask).toMatchObject({ title: 'Send proposal', overdue: false });
  });

  it('checks off and reopens, moves, renames and deletes', async () => {
    const user = await signUpApiUser(server, 'done');
    const client = await addClient(user, null, { name: 'Bea Done' });
    const first = await addTask(user, null, client.id, { title: 'First', dueDate: '2027-03-01' });
    const second = await addTask(user, null, client.id, { title: 'Second', dueDate: '2027-03-02' });
    expect(first.body.dueTime).toBe('09:00');

    const done = await user.call('PATCH', `/tasks/${first.body.id}`, { done: true });
    expect(done.status, done.text).toBe(200);
    expect(done.body.doneAt).not.toBeNull();
    let list = await user.call('GET', `/clients/${client.id}/tasks`);
    expect(list.body.map((task: ClientTask) => task.title)).toEqual(['Second', 'First']);
    const listed = await user.call('GET', '/clients');
    expect(listed.body.items[0].nextTask.title).toBe('Second');

    const reopened = await user.call('PATCH', `/tasks/${first.body.id}`, { done: false });
    expect(reopened.body.doneAt).toBeNull();

    const moved = await user.call('PATCH', `/tasks/${second.body.id}`, {
      title: 'Second, later',
      dueDate: '2027-03-05',
    });
    expect(moved.body).toMatchObject({
      title: 'Second, later',
      dueDate: '2027-03-05',
      dueTime: '09:00',
    });
    list = await user.call('GET', `/clients/${client.id}/tasks`);
    expect(list.body.map((task: ClientTask) => task.title)).toEqual(['First', 'Second, later']);

    const deleted = await user.call('DELETE', `/tasks/${first.body.id}`);
    expect(deleted.status).toBe(204);
    const again = await user.call('PATCH', `/tasks/${first.body.id}`, { done: true });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(TASK_MESSAGES.taskNotFound);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const user = await signUpApiUser(server, 'bad');
    const client = await addClient(user, null, { name: 'Cy Bad' });
    const before = await taskCount();
    const cases: [object, string][] = [
      [
        { title: 'x', dueDate: '2027-01-01', timeZone: 'Mars/Olympus' },
        TASK_MESSAGES.invalidTimeZone,
      ],
      [{ title: 'x', dueDate: '2026-02-30' }, TASK_MESSAGES.invalidDueDate],
      [{ title: 'x', dueDate: '2027-01-01', dueTime: '25:00' }, TASK_MESSAGES.invalidDueTime],
      [{ title: 'x'.repeat(201), dueDate: '2027-01-01' }, TASK_MESSAGES.titleTooLong(200)],
      [{ title: '   ', dueDate: '2027-01-01' }, TASK_MESSAGES.titleRequired],
      [{ title: 'x' }, TASK_MESSAGES.dueDateRequired],
      [{ title: 42, dueDate: '2027-01-01' }, TASK_MESSAGES.titleRequired],
    ];
    for (const [body, message] of cases) {
      const answer = await addTask(user, null, client.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    const task = await addTask(user, null, client.id, { title: 'ok', dueDate: '2027-01-01' });
    const badPatch = await user.call('PATCH', `/tasks/${task.body.id}`, {
      timeZone: 'Mars/Olympus',
    });
    expect(badPatch.status).toBe(400);
    const empty = await user.call('PATCH', `/tasks/${task.body.id}`, {});
    expect(empty.body.error.message).toBe(TASK_MESSAGES.nothingToUpdate);
    expect(await taskCount()).toBe(before + 1);
    // Hostile text is stored as typed, not interpreted.
    const hostile = await addTask(user, null, client.id, {
      title: '<script>alert(1)</script>',
      dueDate: '2027-01-01',
    });
    expect(hostile.body.title).toBe('<script>alert(1)</script>');
  });
});

describe('who may see, change and be assigned a task', () => {
  it('answers 404 for another workspace’s client or task', async () => {
    const t = await team('ws');
    const stranger = await signUpApiUser(server, 'stranger');
    const client = await addClient(t.owner, t.id, { name: 'Team Client' });
    const task = await addTask(t.owner, t.id, client.id, { title: 'Ours', dueDate: '2027-01-01' });
    expect(task.status, task.text).toBe(201);

    expect(
      (await addTask(stranger, null, client.id, { title: 'x', dueDate: '2027-01-01' })).status,
    ).toBe(404);
    expect((await stranger.call('GET', `/clients/${client.id}/tasks`)).status).toBe(404);
    const patch = await stranger.call('PATCH', `/tasks/${task.body.id}`, { done: true });
    expect(patch.status).toBe(404);
    expect((await stranger.call('DELETE', `/tasks/${task.body.id}`)).status).toBe(404);
    // Even the workspace's own member gets 404 when asking from their personal workspace.
    expect((await t.owner.call('PATCH', `/tasks/${task.body.id}`, { done: true })).status).toBe(
      404,
    );
    const stored = await db()
      .selectFrom('client_tasks')
      .select('doneAt')
      .where('id', '=', task.body.id)
      .executeTakeFirstOrThrow();
    expect(stored.doneAt).toBeNull();
  });

  it('lets a viewer read a client’s tasks but not add, change or delete them', async () => {
    const t = await team('view');
    const client = await addClient(t.owner, t.id, { name: 'Viewed Client' });
    const task = await addTask(t.owner, t.id, client.id, {
      title: 'Visible',
      dueDate: '2027-01-01',
    });
    const read = await t.viewer.call(
      'GET',
      `/clients/${client.id}/tasks`,
      undefined,
      inWorkspace(t.id),
    );
    expect(read.status).toBe(200);
    expect(read.body[0].title).toBe('Visible');
    const added = await addTask(t.viewer, t.id, client.id, { title: 'x', dueDate: '2027-01-01' });
    expect(added.status).toBe(403);
    const changed = await t.viewer.call(
      'PATCH',
      `/tasks/${task.body.id}`,
      { done: true },
      inWorkspace(t.id),
    );
    expect(changed.status).toBe(403);
    expect(changed.body.error.message).toBe(WORKSPACE_MESSAGES.noEditPermission);
    // A Member sees the owner's client but may change only their own.
    const memberChange = await t.member.call(
      'PATCH',
      `/tasks/${task.body.id}`,
      { done: true },
      inWorkspace(t.id),
    );
    expect(memberChange.status).toBe(403);
    // One who sees only their own clients does not see this task at all.
    const hidden = await t.viewOwn.call(
      'DELETE',
      `/tasks/${task.body.id}`,
      undefined,
      inWorkspace(t.id),
    );
    expect(hidden.status).toBe(404);
  });

  it('assigns the client’s owner by default and only members who may edit the client', async () => {
    const t = await team('assign');
    const outsider = await signUpApiUser(server, 'assign-out');
    const membersClient = await addClient(t.member, t.id, { name: 'Member’s Client' });
    const owned = await addTask(t.owner, t.id, membersClient.id, {
      title: 'Default',
      dueDate: '2027-01-01',
    });
    expect(owned.status, owned.text).toBe(201);
    expect(owned.body.assigneeId).toBe(t.member.id);
    expect(owned.body.assigneeName).toBeTruthy();

    const ownersClient = await addClient(t.owner, t.id, { name: 'Owner’s Client' });
    const before = await taskCount();
    for (const assignee of [t.viewer, t.member, outsider]) {
      const refused = await addTask(t.owner, t.id, ownersClient.id, {
        title: 'Nope',
        dueDate: '2027-01-01',
        assigneeId: assignee.id,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(TASK_MESSAGES.assigneeCannotEdit);
      expect(refused.body.error.fields.assigneeId).toBe(TASK_MESSAGES.assigneeCannotEdit);
    }
    expect(await taskCount()).toBe(before);
    const reassign = await t.owner.call(
      'PATCH',
      `/tasks/${owned.body.id}`,
      { assigneeId: t.viewer.id },
      inWorkspace(t.id),
    );
    expect(reassign.status).toBe(400);
    const toOwner = await t.owner.call(
      'PATCH',
      `/tasks/${owned.body.id}`,
      { assigneeId: t.owner.id },
      inWorkspace(t.id),
    );
    expect(toOwner.body.assigneeId).toBe(t.owner.id);
  });
});

describe('the Tasks view', () => {
  it('shows the team’s tasks only to members who may view every client', async () => {
    const t = await team('scope');
    const client = await addClient(t.owner, t.id, { name: 'Scoped' });
    await addTask(t.owner, t.id, client.id, { title: 'Owner’s', dueDate: '2027-01-01' });
    const own = await addClient(t.viewOwn, t.id, { name: 'Own' });
    await addTask(t.viewOwn, t.id, own.id, { title: 'Own one', dueDate: '2027-01-01' });

    const teams = await t.member.call(
      'GET',
      '/tasks?scope=team&bucket=upcoming',
      undefined,
      inWorkspace(t.id),
    );
    expect(teams.status, teams.text).toBe(200);
    expect(teams.body.items.map((task: ClientTask) => task.title).sort()).toEqual([
      'Own one',
      'Owner’s',
    ]);
    expect(teams.body.counts.upcoming).toBe(2);
    const mine = await t.member.call(
      'GET',
      '/tasks?scope=mine&bucket=upcoming',
      undefined,
      inWorkspace(t.id),
    );
    expect(mine.body.items).toEqual([]);
    expect(mine.body.total).toBe(0);

    const refused = await t.viewOwn.call('GET', '/tasks?scope=team', undefined, inWorkspace(t.id));
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(TASK_MESSAGES.teamScopeForbidden);
    const ownMine = await t.viewOwn.call(
      'GET',
      '/tasks?bucket=upcoming',
      undefined,
      inWorkspace(t.id),
    );
    expect(ownMine.body.items.map((task: ClientTask) => task.title)).toEqual(['Own one']);
    const badBucket = await t.member.call(
      'GET',
      '/tasks?bucket=someday',
      undefined,
      inWorkspace(t.id),
    );
    expect(badBucket.status).toBe(400);
  });

  it('groups by the caller’s own midnight, not UTC’s', async () => {
    const user = await signUpApiUser(server, 'midnight');
    await setZone(user, 'America/New_York');
    const client = await addClient(user, null, { name: 'Night Owl' });
    for (const [title, dueDate, dueTime] of [
      ['Earlier tonight', '2026-06-14', '23:00'],
      ['Before midnight', '2026-06-14', '23:45'],
      ['Just after midnight', '2026-06-15', '00:15'],
    ]) {
      const answer = await addTask(user, null, client.id, { title, dueDate, dueTime });
      expect(answer.status, answer.text).toBe(201);
    }
    const done = await addTask(user, null, client.id, { title: 'Done one', dueDate: '2026-06-01' });
    await user.call('PATCH', `/tasks/${done.body.id}`, { done: true });
    // 23:30 on 14 June in New York = 03:30 UTC on the 15th.
    const now = new Date('2026-06-15T03:30:00Z');
    const access = await workspaceAccess(db(), user.id);
    const view = (bucket: 'overdue' | 'today' | 'upcoming' | 'done') =>
      listTasks(db(), access, { scope: 'mine', bucket, limit: 50, offset: 0 }, now);
    const today = await view('today');
    expect(today.counts).toEqual({ overdue: 1, today: 1, upcoming: 1, done: 1 });
    expect(today.items.map((task) => task.title)).toEqual(['Before midnight']);
    expect((await view('overdue')).items.map((task) => task.title)).toEqual(['Earlier tonight']);
    expect((await view('upcoming')).items.map((task) => task.title)).toEqual([
      'Just after midnight',
    ]);
    expect((await view('done')).items.map((task) => task.title)).toEqual(['Done one']);

    // The overview's "due today" counts what is still due today, now.
    const overview = await user.call('GET', '/dashboard/overview');
    expect(overview.body.tasksDueToday).toBe(0);
  });

  it('counts a group up to its cap, so a large one reads "99+", and pages on past it', async () => {
    const user = await signUpApiUser(server, 'cap');
    const client = await addClient(user, null, { name: 'Busy' });
    await sql`
      INSERT INTO client_tasks (client_id, workspace_id, assignee_id, title, due_at, time_zone)
      SELECT ${client.id}, workspace_id, ${user.id}, 'Task ' || n, now() + (n || ' days')::interval, 'UTC'
      FROM clients, generate_series(1, ${TASK_COUNT_CAP + 5}) AS n WHERE id = ${client.id}`.execute(
      db(),
    );
    const page = await user.call('GET', '/tasks?bucket=upcoming');
    expect(page.body.counts.upcoming).toBe(TASK_COUNT_CAP + 1);
    expect(page.body.total).toBe(TASK_COUNT_CAP + 1);
    expect(page.body.nextOffset).toBe(50);
    // Past the cap the pages go on to the last task, which says there is no next one.
    const far = await user.call('GET', `/tasks?bucket=upcoming&offset=${TASK_COUNT_CAP + 1}`);
    expect(far.body.items).toHaveLength(4);
    expect(far.body.items[3].title).toBe(`Task ${TASK_COUNT_CAP + 5}`);
    expect(far.body.nextOffset).toBeNull();
    const middle = await user.call('GET', '/tasks?bucket=upcoming&offset=50&limit=50');
    expect(middle.body.nextOffset).toBe(100);
  });

  it('pages a group and counts the overview’s tasks due today', async () => {
    const user = await signUpApiUser(server, 'page');
    const client = await addClient(user, null, { name: 'Paged' });
    for (let day = 1; day <= 5; day += 1) {
      await addTask(user, null, client.id, { title: `Task ${day}`, dueDate: `2027-05-0${day}` });
    }
    const first = await user.call('GET', '/tasks?bucket=upcoming&limit=2');
    expect(first.body).toMatchObject({ total: 5, nextOffset: 2 });
    expect(first.body.items.map((task: ClientTask) => task.title)).toEqual(['Task 1', 'Task 2']);
    const last = await user.call('GET', '/tasks?bucket=upcoming&limit=2&offset=4');
    expect(last.body).toMatchObject({ total: 5, nextOffset: null });

    // A task later today (UTC, the profile's zone by default) is due today.
    const soon = new Date(Date.now() + 60_000);
    const endOfDay = new Date(soon);
    endOfDay.setUTCHours(23, 59, 0, 0);
    if (soon < endOfDay) {
      await addTask(user, null, client.id, {
        title: 'Tonight',
        dueDate: endOfDay.toISOString().slice(0, 10),
        dueTime: '23:59',
      });
      const overview = await user.call('GET', '/dashboard/overview');
      expect(overview.body.tasksDueToday).toBe(1);
    }
  });
});
