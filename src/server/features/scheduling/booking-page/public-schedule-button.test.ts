// The Scale Page's Schedule button follows the owner's active event types: none, no
// button; one, its booking page; several, the chooser. The cached page changes as soon
// as an event type does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import { eventually } from '../../../../../tests/support/eventually';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

let next = 0;

async function owner(): Promise<ApiUser & { username: string }> {
  const user = await signUpApiUser(server, 'button');
  const username = `button-owner-${next++}-${Date.now() % 100000}`;
  await server.database.db
    .updateTable('profiles')
    .set({ username })
    .where('userId', '=', user.id)
    .execute();
  return { ...user, username };
}

async function scheduleHref(username: string): Promise<string | null> {
  const html = await (await fetch(`${server.url}/${username}`)).text();
  expect(html).toContain('Save contact');
  const match = /<a href="([^"]*)"><svg[^>]*>(?:(?!<\/a>).)*Schedule<\/a>/.exec(html);
  return match ? (match[1] as string) : null;
}

/** The button's link once the change has reached the page cache (tests/support/eventually). */
function hrefOnceNotified(username: string, expected: string | null) {
  return eventually(
    () => scheduleHref(username),
    (href) => href === expected,
  );
}

async function createEventType(user: ApiUser, name: string, isActive = true): Promise<string> {
  const created = await user.call('POST', '/scheduling/event-types', { name, slug: '', isActive });
  expect(created.status).toBe(201);
  return created.body.id;
}

describe('the Schedule button on the Scale Page', () => {
  it('appears, points at the one event type or the chooser, and goes, as event types change', async () => {
    const user = await owner();
    // Rendered (and cached) before any event type exists.
    expect(await scheduleHref(user.username)).toBeNull();

    const first = await createEventType(user, 'Intro Call');
    expect(await hrefOnceNotified(user.username, `/schedule/${user.username}/intro-call`)).toBe(
      `/schedule/${user.username}/intro-call`,
    );

    // An inactive one changes nothing.
    const hidden = await createEventType(user, 'Hidden', false);
    expect(await hrefOnceNotified(user.username, `/schedule/${user.username}/intro-call`)).toBe(
      `/schedule/${user.username}/intro-call`,
    );

    const second = await createEventType(user, 'Deep Dive');
    expect(await hrefOnceNotified(user.username, `/schedule/${user.username}`)).toBe(
      `/schedule/${user.username}`,
    );

    for (const id of [first, second, hidden]) {
      expect((await user.call('DELETE', `/scheduling/event-types/${id}`)).status).toBe(204);
    }
    expect(await hrefOnceNotified(user.username, null)).toBeNull();
  });
});
