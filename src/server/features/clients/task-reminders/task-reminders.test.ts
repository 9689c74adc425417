// Task reminders over a real database (decision 048): when a task falls due its assignee
// (else the client's owner) gets one mail in the outbox and one notification in the bell
// — once, however many passes, job instances or processes run, and once more only when
// the due time moves; none for a done task, a task entered already overdue, or when the
// "Reminders" preference is off. Tasks are written straight into client_tasks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import { addClient } from '../../../../../tests/support/client-rows';
import { eventually } from '../../../../../tests/support/eventually';
import { addMember, createOrganizationAs } from '../../../../../tests/support/organization-rows';
import { insertTask, secondsFromNow } from '../../../../../tests/support/task-rows';
import { TEST_DATABASE_URL } from '../../../../../tests/support/test-database';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { formatActivityTime } from '../../../../core/activity';
import type { NotificationPage } from '../../../../core/notification-schemas';
import { openDatabase } from '../../../db/connection';
import { fromStoredPreferences } from '../../profiles/public';
import { createTaskReminderJob, type TaskReminderJob } from './task-reminder-job';

let server: TestServer;
let job: TaskReminderJob;

beforeAll(async () => {
  // Both loops off: each test runs the passes itself and reads the outbox as queued.
  server = await startTestServer({ TASK_REMINDER_INTERVAL_MS: '0', MAIL_SENDER_INTERVAL_MS: '0' });
  job = newJob();
});

afterAll(async () => {
  await server?.close();
});

/** A job as a freshly started server process would have it. */
function newJob(database = server.database): TaskReminderJob {
  return createTaskReminderJob({
    config: server.deps.config,
    database,
    readPreferences: fromStoredPreferences,
  });
}

async function reminderMails(to: string) {
  return server.database.db
    .selectFrom('mailOutbox')
    .select(['subject', 'textBody', 'htmlBody', 'toAddress'])
    .where('toAddress', '=', to)
    .where('subject', 'like', 'Reminder:%')
    .orderBy('createdAt')
    .execute();
}

async function bell(user: ApiUser): Promise<NotificationPage> {
  const answer = await user.call('GET', '/notifications');
  expect(answer.status, answer.text).toBe(200);
  return answer.body as NotificationPage;
}

async function ownerWithClient(name = 'Ada Lovelace') {
  const user = await signUpApiUser(server, 'remind');
  const client = await addClient(user, { name });
  return { user, client };
}

describe('a due task', () => {
  it('is reminded once by mail and once in the bell, in the recipient’s time zone', async () => {
    const { user, client } = await ownerWithClient();
    expect((await user.call('PATCH', '/me/profile', { timezone: 'Asia/Tokyo' })).status).toBe(200);
    const dueAt = secondsFromNow(-1);
    const taskId = await insertTask(server.database.db, {
      clientId: client.id,
      title: 'Call back about the quote',
      dueAt,
    });

    await job.runDue();

    const mails = await reminderMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Reminder: Call back about the quote — Ada Lovelace');
    const when = formatActivityTime(dueAt.toISOString(), 'Asia/Tokyo', new Date());
    expect(mails[0]?.textBody).toContain(`Due: ${when} (Asia/Tokyo)`);
    expect(mails[0]?.textBody).toContain('Client: Ada Lovelace');
    // A personal client's link names the personal workspace: the browser may have a team
    // workspace chosen, where this client is not found.
    const link = `${server.url}/dashboard?tab=clients&amp;client=${client.id}&amp;workspace=personal`;
    expect(mails[0]?.textBody).toContain(link.replaceAll('&amp;', '&'));
    expect(mails[0]?.htmlBody).toContain(link);

    const page = await bell(user);
    expect(page.unreadCount).toBe(1);
    expect(page.items).toEqual([
      expect.objectContaining({
        kind: 'task_reminder',
        title: 'Reminder: Call back about the quote',
        body: `Ada Lovelace · due ${when} (Asia/Tokyo)`,
        path: `/dashboard?tab=clients&client=${client.id}`,
        workspaceId: null,
        readAt: null,
      }),
    ]);

    // Another pass, and a new job as after a restart: nothing more.
    await job.runDue();
    await newJob().runDue();
    expect(await reminderMails(user.email)).toHaveLength(1);
    expect((await bell(user)).items).toHaveLength(1);
    const task = await server.database.db
      .selectFrom('client_tasks')
      .select(['remindedDueAt', 'dueAt'])
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(task.remindedDueAt?.getTime()).toBe(task.dueAt.getTime());
  });

  it('is not reminded before its due time', async () => {
    const { user, client } = await ownerWithClient();
    await insertTask(server.database.db, {
      clientId: client.id,
      title: 'Later',
      dueAt: secondsFromNow(3600),
    });
    await job.runDue();
    expect(await reminderMails(user.email)).toHaveLength(0);
    expect((await bell(user)).unreadCount).toBe(0);
  });

  it('is reminded once more, at its new time only, when the due date moves', async () => {
    const { user, client } = await ownerWithClient();
    const taskId = await insertTask(server.database.db, {
      clientId: client.id,
      title: 'Send the proposal',
      dueAt: secondsFromNow(-1),
    });
    await job.runDue();
    expect(await reminderMails(user.email)).toHaveLength(1);

    const move = (dueAt: Date) =>
      server.database.db
        .updateTable('client_tasks')
        .set({ dueAt })
        .where('id', '=', taskId)
        .execute();
    await move(secondsFromNow(3600));
    await job.runDue();
    expect(await reminderMails(user.email)).toHaveLength(1);

    // The new time comes (moved to a moment just past, as the clock would bring it).
    await move(secondsFromNow(-1));
    await job.runDue();
    await job.runDue();
    expect(await reminderMails(user.email)).toHaveLength(2);
    expect((await bell(user)).unreadCount).toBe(2);
  });

  it('is not reminded once done, nor when it was entered already overdue', async () => {
    const { user, client } = await ownerWithClient();
    await insertTask(server.database.db, {
      clientId: client.id,
      title: 'Done already',
      dueAt: secondsFromNow(-5),
      doneAt: secondsFromNow(-10),
    });
    await insertTask(server.database.db, {
      clientId: client.id,
      title: 'Logged after the fact',
      dueAt: secondsFromNow(-2 * 3600),
    });
    const pass = await job.runDue();
    expect(await reminderMails(user.email)).toHaveLength(0);
    expect((await bell(user)).unreadCount).toBe(0);
    // The overdue one is claimed all the same, so no later pass reads it again.
    expect(pass.claimed).toBeGreaterThanOrEqual(1);
  });

  it('honours the Reminders preference, and e-mail and in-app each on their own', async () => {
    const cases = [
      { preferences: { pushReminders: false }, mails: 0, notifications: 0 },
      { preferences: { emailNotifications: false }, mails: 0, notifications: 1 },
      { preferences: { pushNotifications: false }, mails: 1, notifications: 0 },
    ];
    for (const { preferences, mails, notifications } of cases) {
      const { user, client } = await ownerWithClient();
      const answer = await user.call('PATCH', '/me/notifications', preferences);
      expect(answer.status, answer.text).toBe(200);
      await insertTask(server.database.db, {
        clientId: client.id,
        title: 'Follow up',
        dueAt: secondsFromNow(-1),
      });
      await job.runDue();
      expect(await reminderMails(user.email), JSON.stringify(preferences)).toHaveLength(mails);
      expect((await bell(user)).items, JSON.stringify(preferences)).toHaveLength(notifications);
    }
  });

  it('goes to the assignee in a team workspace, and to nobody outside it', async () => {
    const owner = await signUpApiUser(server, 'remind-owner');
    const member = await signUpApiUser(server, 'remind-member');
    const stranger = await signUpApiUser(server, 'remind-stranger');
    const team = await createOrganizationAs(owner);
    await addMember(server, team.id, member, 'Admin');
    const answer = await owner.call(
      'POST',
      '/clients',
      { name: 'Team client' },
      { 'X-Workspace-Id': team.id },
    );
    expect(answer.status, answer.text).toBe(201);
    const clientId = answer.body.id as string;
    await insertTask(server.database.db, {
      clientId,
      title: 'Team task',
      dueAt: secondsFromNow(-1),
      assigneeId: member.id,
    });
    await insertTask(server.database.db, {
      clientId,
      title: 'Stranger task',
      dueAt: secondsFromNow(-1),
      assigneeId: stranger.id,
    });
    await job.runDue();

    const mails = await reminderMails(member.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Reminder: Team task — Team client']);
    // The mail's link opens the team's workspace, where the client is.
    const link = `${server.url}/dashboard?tab=clients&client=${clientId}&workspace=${team.id}`;
    expect(mails[0]?.textBody).toContain(link);
    expect(mails[0]?.htmlBody).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect((await bell(member)).items).toEqual([
      expect.objectContaining({
        title: 'Reminder: Team task',
        workspaceId: team.id,
        // The bell switches workspace itself: its path stays the panel's.
        path: `/dashboard?tab=clients&client=${clientId}`,
      }),
    ]);
    // Not the owner (it is assigned), and not someone who is no member of the team.
    expect(await reminderMails(owner.email)).toHaveLength(0);
    expect(await reminderMails(stranger.email)).toHaveLength(0);
    expect((await bell(stranger)).items).toHaveLength(0);
  });

  it('escapes a hostile title and client name in the mail’s HTML', async () => {
    const { user, client } = await ownerWithClient('<img src=x onerror=alert(2)>');
    await insertTask(server.database.db, {
      clientId: client.id,
      title: '<script>alert(1)</script>',
      dueAt: secondsFromNow(-1),
    });
    await job.runDue();
    const [mail] = await reminderMails(user.email);
    expect(mail?.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.htmlBody).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(mail?.htmlBody).not.toMatch(/<script|<img/);
    // The bell's API gives the text as written; the web renders it as text.
    expect((await bell(user)).items[0]?.title).toBe('Reminder: <script>alert(1)</script>');
  });
});

describe('several passes at once', () => {
  it('remind each due task once when two passes race on one database', async () => {
    const { user, client } = await ownerWithClient();
    for (let i = 0; i < 60; i++) {
      await insertTask(server.database.db, {
        clientId: client.id,
        title: `Race ${i}`,
        dueAt: secondsFromNow(-1),
      });
    }
    const passes = await Promise.all([job.runDue(), newJob().runDue()]);
    expect(passes.reduce((sum, pass) => sum + pass.mailed, 0)).toBe(60);
    const subjects = (await reminderMails(user.email)).map((mail) => mail.subject);
    expect(new Set(subjects).size).toBe(60);
    expect(subjects).toHaveLength(60);
  });

  it.runIf(TEST_DATABASE_URL)(
    'remind each due task once when two processes race on PostgreSQL',
    async () => {
      const { user, client } = await ownerWithClient();
      for (let i = 0; i < 150; i++) {
        await insertTask(server.database.db, {
          clientId: client.id,
          title: `Two processes ${i}`,
          dueAt: secondsFromNow(-1),
        });
      }
      // A second connection pool, as a second server process would hold.
      const other = await openDatabase({ kind: 'postgres', url: server.database.url ?? '' });
      try {
        const passes = await Promise.all([
          job.runDue(),
          newJob(other).runDue(),
          job.runDue(),
          newJob(other).runDue(),
        ]);
        expect(passes.reduce((sum, pass) => sum + pass.mailed, 0)).toBe(150);
        // Both processes took part (SKIP LOCKED let them share the backlog).
        const subjects = (await reminderMails(user.email)).map((mail) => mail.subject);
        expect(subjects).toHaveLength(150);
        expect(new Set(subjects).size).toBe(150);
      } finally {
        await other.close();
      }
    },
  );
});

describe('the loop', () => {
  it('runs at its interval once started, and not once stopped', async () => {
    const { user, client } = await ownerWithClient();
    const loop = createTaskReminderJob({
      config: { ...server.deps.config, taskReminderIntervalMs: 50 },
      database: server.database,
      readPreferences: fromStoredPreferences,
    });
    loop.start();
    try {
      await insertTask(server.database.db, {
        clientId: client.id,
        title: 'While running',
        dueAt: secondsFromNow(0.3),
      });
      const mails = await eventually(
        () => reminderMails(user.email),
        (found) => found.length > 0,
      );
      expect(mails).toHaveLength(1);
    } finally {
      await loop.stop();
    }
    await insertTask(server.database.db, {
      clientId: client.id,
      title: 'After the stop',
      dueAt: secondsFromNow(-1),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await reminderMails(user.email)).map((mail) => mail.subject)).toEqual([
      'Reminder: While running — Ada Lovelace',
    ]);
  });
});
