// The bell's API over real HTTP: a user's notifications newest first with the unread
// count, paged; only their own (another user's are neither listed nor marked); marked
// read by id or all; bad input refused with nothing changed; one cause stored once; the
// user's open browsers hear of each change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, callApi, signUpApiUser } from '../../../../tests/support/api-user';
import { openSse } from '../../../../tests/support/sse-client';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { NOTIFICATION_MESSAGES as M } from '../../../core/messages';
import { NOTIFICATION_READ_MAX, type NotificationPage } from '../../../core/notification-schemas';
import { createNotification } from './public';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TASK_REMINDER_INTERVAL_MS: '0', MAIL_SENDER_INTERVAL_MS: '0' });
});

afterAll(async () => {
  await server?.close();
});

let nextKey = 0;

/** A notification as the reminder job stores it, committed on its own. */
async function notify(user: Pick<ApiUser, 'id'>, title: string, sourceKey = `test:${nextKey++}`) {
  return server.database.db.transaction().execute((trx) =>
    createNotification(trx, {
      userId: user.id,
      workspaceId: null,
      kind: 'task_reminder',
      title,
      body: 'Ada Lovelace · due Thu, Nov 26, 9:00 AM (UTC)',
      path: '/dashboard?tab=clients&client=00000000-0000-4000-8000-000000000000',
      sourceKey,
    }),
  );
}

async function bell(user: ApiUser, query = ''): Promise<NotificationPage> {
  const answer = await user.call('GET', `/notifications${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as NotificationPage;
}

describe('GET /notifications', () => {
  it('lists the user’s own, newest first, with the unread count, page by page', async () => {
    const user = await signUpApiUser(server, 'bell');
    const other = await signUpApiUser(server, 'bell-other');
    expect(await bell(user)).toEqual({ items: [], unreadCount: 0, nextCursor: null });
    for (let i = 0; i < 25; i++) await notify(user, `Reminder ${i}`);
    await notify(other, 'Someone else’s');

    const first = await bell(user);
    expect(first.unreadCount).toBe(25);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.title).toBe('Reminder 24');
    expect(first.nextCursor).not.toBeNull();
    const second = await bell(user, `?before=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(second.items.map((item) => item.title)).toEqual([
      'Reminder 4',
      'Reminder 3',
      'Reminder 2',
      'Reminder 1',
      'Reminder 0',
    ]);
    expect(second.nextCursor).toBeNull();
    expect((await bell(other)).items.map((item) => item.title)).toEqual(['Someone else’s']);
  });

  it('refuses a cursor or limit it did not hand out', async () => {
    const user = await signUpApiUser(server, 'bell');
    for (const query of [
      '?before=nonsense',
      '?before=2026-02-30T00:00:00.000000Z_x',
      '?limit=0',
      '?limit=51',
      '?limit=abc',
    ]) {
      const answer = await user.call('GET', `/notifications${query}`);
      expect(answer.status, query).toBe(400);
    }
    const answer = await user.call('GET', '/notifications?before=nonsense');
    expect(answer.body.error.message).toContain(M.badCursor);
  });

  it('answers 401 without a session', async () => {
    expect((await callApi(server, '', 'GET', '/notifications')).status).toBe(401);
  });
});

describe('a cause', () => {
  it('is stored once, however often it is told', async () => {
    const user = await signUpApiUser(server, 'bell');
    expect(await notify(user, 'Once', 'task_reminder:same')).toBe(true);
    expect(await notify(user, 'Twice', 'task_reminder:same')).toBe(false);
    expect((await bell(user)).items.map((item) => item.title)).toEqual(['Once']);
  });
});

describe('POST /notifications/read', () => {
  it('marks the named ones read, then all; another user’s stay as they were', async () => {
    const user = await signUpApiUser(server, 'bell');
    const other = await signUpApiUser(server, 'bell-other');
    for (let i = 0; i < 3; i++) await notify(user, `Mine ${i}`);
    await notify(other, 'Theirs');
    const [newest] = (await bell(user)).items;
    const [theirs] = (await bell(other)).items;

    const one = await user.call('POST', '/notifications/read', { ids: [newest?.id, theirs?.id] });
    expect(one.status, one.text).toBe(200);
    expect(one.body).toEqual({ updated: 1, unreadCount: 2 });
    const page = await bell(user);
    expect(page.items[0]?.readAt).not.toBeNull();
    expect(page.items[1]?.readAt).toBeNull();
    // Another user's notification was neither read nor revealed.
    expect((await bell(other)).unreadCount).toBe(1);

    const all = await user.call('POST', '/notifications/read', { all: true });
    expect(all.body).toEqual({ updated: 2, unreadCount: 0 });
    expect((await bell(user)).items.every((item) => item.readAt !== null)).toBe(true);
    expect((await bell(other)).unreadCount).toBe(1);
  });

  it('refuses bad input and changes nothing', async () => {
    const user = await signUpApiUser(server, 'bell');
    await notify(user, 'Still unread');
    const tooMany = Array.from(
      { length: NOTIFICATION_READ_MAX + 1 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    for (const body of [
      {},
      { ids: [] },
      { ids: ['not-an-id'] },
      { ids: 'all' },
      { all: false },
      { all: 'yes' },
      { ids: tooMany },
      { all: true, extra: '<script>' },
    ]) {
      const answer = await user.call('POST', '/notifications/read', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await bell(user)).unreadCount).toBe(1);
  });

  it('tells the user’s open browsers, so every bell refreshes', async () => {
    const user = await signUpApiUser(server, 'bell');
    const events = await openSse(`${server.url}/api/v1/events`, {
      headers: { cookie: user.cookie },
    });
    try {
      await events.waitForComment('connected');
      await notify(user, 'Arrives live');
      await events.waitForMessage((message) => message.data.includes('"entity":"notifications"'));
      const count = events.messages.length;
      await user.call('POST', '/notifications/read', { all: true });
      await events.waitForMessage(
        (message) =>
          events.messages.indexOf(message) >= count &&
          JSON.parse(message.data).entity === 'notifications',
      );
    } finally {
      events.close();
    }
  });
});
