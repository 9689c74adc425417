// The bulk actions "assign" and "createTask" (issue 20, decision 051) over real HTTP: each
// changes only what the caller may change, answers the count, logs and mails like a
// single reassignment, can be undone within its window, and refuses bad input with
// nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientAs, inWorkspace, signUpClientTeam } from '../../../../tests/support/client-team';
import { changedTables, snapshotRows } from '../../../../tests/support/row-snapshot';
import { mailsTo } from '../../../../tests/support/scheduling-rows';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { CLIENT_MESSAGES, TASK_MESSAGES, WORKSPACE_MESSAGES } from '../../../core/messages';
import { userNames } from './client-owners';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;

async function owners(ids: string[]) {
  const rows = await db()
    .selectFrom('clients')
    .select(['id', 'userId'])
    .where('id', 'in', ids)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, row.userId]));
}

async function tasksOf(ids: string[]) {
  return db()
    .selectFrom('client_tasks')
    .select(['clientId', 'assigneeId', 'createdBy', 'title', 'timeZone', 'dueAt'])
    .where('clientId', 'in', ids)
    .orderBy('clientId')
    .execute();
}

describe('bulk assign and create task', () => {
  it('assigns the selected clients, logs each, mails the new owner once, and undoes', async () => {
    const t = await signUpClientTeam(server, 'bulk-assign');
    const a = await addClientAs(t.owner, t.id, { name: 'Assign A' });
    const b = await addClientAs(t.owner, t.id, { name: 'Assign B' });
    const c = await addClientAs(t.owner, t.id, { name: 'Assign C' });
    const ids = [a.id, b.id, c.id];
    const before = await owners(ids);

    const done = await t.owner.call(
      'POST',
      '/clients/bulk',
      { action: 'assign', ownerId: t.member.id, ids },
      inWorkspace(t.id),
    );
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ changed: 3, skipped: 0 });
    expect(Object.values(await owners(ids))).toEqual([t.member.id, t.member.id, t.member.id]);
    const names = await userNames(db(), [t.owner.id, t.member.id]);
    const history = await t.member.call(
      'GET',
      `/clients/${b.id}/interactions`,
      undefined,
      inWorkspace(t.id),
    );
    expect(history.body[0].content).toBe(
      WORKSPACE_MESSAGES.assigned(names.get(t.member.id) ?? '', names.get(t.owner.id) ?? ''),
    );
    const mails = await mailsTo(server, t.member.email);
    expect(
      mails.filter(
        (mail) =>
          mail.subject === CLIENT_MESSAGES.assignedMailSubject(3, names.get(t.owner.id) ?? ''),
      ),
    ).toHaveLength(1);

    // Assigning them to the same owner again changes nothing and is counted as skipped.
    const again = await t.owner.call(
      'POST',
      '/clients/bulk',
      { action: 'assign', ownerId: t.member.id, ids },
      inWorkspace(t.id),
    );
    expect(again.body).toMatchObject({ changed: 0, skipped: 3, undoToken: null });

    const undo = await t.owner.call(
      'POST',
      '/clients/bulk/undo',
      { token: done.body.undoToken },
      inWorkspace(t.id),
    );
    expect(undo.status, undo.text).toBe(200);
    expect(undo.body).toEqual({ restored: 3 });
    expect(await owners(ids)).toEqual(before);
  });

  it('creates a task for each client, assigned to its owner, due in the zone given, and undoes', async () => {
    const t = await signUpClientTeam(server, 'bulk-task');
    const a = await addClientAs(t.owner, t.id, { name: 'Task A' });
    const b = await addClientAs(t.member, t.id, { name: 'Task B' });
    const c = await addClientAs(t.owner, t.id, { name: 'Task C' });
    const ids = [a.id, b.id, c.id];

    const done = await t.owner.call(
      'POST',
      '/clients/bulk',
      {
        action: 'createTask',
        task: {
          title: 'Call back',
          dueDate: '2030-03-11',
          dueTime: '09:30',
          timeZone: 'America/New_York',
        },
        ids,
      },
      inWorkspace(t.id),
    );
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ changed: 3, skipped: 0 });
    const tasks = await tasksOf(ids);
    expect(tasks).toHaveLength(3);
    const byClient = Object.fromEntries(tasks.map((task) => [task.clientId, task]));
    expect(byClient[a.id]?.assigneeId).toBe(t.owner.id);
    expect(byClient[b.id]?.assigneeId).toBe(t.member.id);
    for (const task of tasks) {
      expect(task.title).toBe('Call back');
      expect(task.createdBy).toBe(t.owner.id);
      expect(task.timeZone).toBe('America/New_York');
      // 09:30 in New York on 11 March 2030 (EDT, UTC−4) is 13:30 UTC.
      expect(new Date(task.dueAt).toISOString()).toBe('2030-03-11T13:30:00.000Z');
    }

    const undo = await t.owner.call(
      'POST',
      '/clients/bulk/undo',
      { token: done.body.undoToken },
      inWorkspace(t.id),
    );
    expect(undo.body).toEqual({ restored: 3 });
    expect(await tasksOf(ids)).toEqual([]);
    const twice = await t.owner.call(
      'POST',
      '/clients/bulk/undo',
      { token: done.body.undoToken },
      inWorkspace(t.id),
    );
    expect(twice.status).toBe(404);
  });

  it('gives a Member tasks only on the clients they may edit, and counts the rest', async () => {
    const t = await signUpClientTeam(server, 'bulk-task-own');
    const theirs = await addClientAs(t.member, t.id, { name: 'Member client' });
    const ownerOnes = await addClientAs(t.owner, t.id, { name: 'Owner client' });
    const done = await t.member.call(
      'POST',
      '/clients/bulk',
      {
        action: 'createTask',
        task: { title: 'Follow up', dueDate: '2030-01-02' },
        ids: [theirs.id, ownerOnes.id],
      },
      inWorkspace(t.id),
    );
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ changed: 1, skipped: 1 });
    expect((await tasksOf([theirs.id, ownerOnes.id])).map((task) => task.clientId)).toEqual([
      theirs.id,
    ]);
  });

  it('refuses bad input and another workspace’s clients with nothing changed', async () => {
    const t = await signUpClientTeam(server, 'bulk-refuse');
    const a = await addClientAs(t.owner, t.id, { name: 'Refuse A' });
    const foreign = await addClientAs(t.outsider, null, { name: 'Elsewhere' });
    const task = { title: 'Call', dueDate: '2030-01-02' };
    const before = await snapshotRows(server);
    const cases: [object, number, string?][] = [
      // Unknown owner (not a member of the team).
      [
        { action: 'assign', ownerId: t.outsider.id, ids: [a.id] },
        400,
        WORKSPACE_MESSAGES.ownerNotMember,
      ],
      [{ action: 'assign', ids: [a.id] }, 400, CLIENT_MESSAGES.bulkOwnerRequired],
      [{ action: 'assign', ownerId: t.member.id, ids: [] }, 400, CLIENT_MESSAGES.bulkIdsRequired],
      // Another workspace's client: as unknown as a made-up id.
      [{ action: 'assign', ownerId: t.member.id, ids: [foreign.id] }, 404],
      [{ action: 'createTask', task, ids: [foreign.id] }, 404],
      [
        { action: 'createTask', task: { ...task, timeZone: 'Mars/Olympus' }, ids: [a.id] },
        400,
        TASK_MESSAGES.invalidTimeZone,
      ],
      [
        { action: 'createTask', task: { ...task, dueDate: '2030-02-30' }, ids: [a.id] },
        400,
        TASK_MESSAGES.invalidDueDate,
      ],
      [
        { action: 'createTask', task: { ...task, title: ' ' }, ids: [a.id] },
        400,
        TASK_MESSAGES.titleRequired,
      ],
      [{ action: 'createTask', ids: [a.id] }, 400, CLIENT_MESSAGES.bulkTaskRequired],
      // An assignee who may not edit clients (the viewer).
      [
        { action: 'createTask', task: { ...task, assigneeId: t.viewer.id }, ids: [a.id] },
        400,
        TASK_MESSAGES.assigneeCannotEdit,
      ],
      [
        { action: 'createTask', task, ids: Array.from({ length: 100_001 }, () => a.id) },
        400,
        CLIENT_MESSAGES.bulkTooMany(100_000),
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await t.owner.call('POST', '/clients/bulk', body, inWorkspace(t.id));
      expect(answer.status, `${JSON.stringify(body).slice(0, 120)} ${answer.text}`).toBe(status);
      if (message) expect(answer.text).toContain(message);
    }
    // The viewer may not change clients at all.
    const viewer = await t.viewer.call(
      'POST',
      '/clients/bulk',
      { action: 'createTask', task, ids: [a.id] },
      inWorkspace(t.id),
    );
    expect(viewer.status).toBe(403);
    expect(changedTables(before, await snapshotRows(server))).toEqual([]);
  });
});
