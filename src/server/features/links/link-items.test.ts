// Issue 23's links over real HTTP against a real database: section headers, one featured
// link, and a schedule that the public page (cached, decision 069) and /go follow on
// their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { LINK_TITLE_MAX } from '../../../core/link-schemas';
import { LINK_MESSAGES } from '../../../core/messages';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function usernameOf(user: ApiUser): Promise<string> {
  return (await user.call('GET', '/me')).body.profile.username;
}

async function rows(userId: string) {
  return server.database.db
    .selectFrom('links')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('orderIndex')
    .execute();
}

/** The public page as a visitor fetches it (the fast path answers once it is cached). */
async function page(username: string): Promise<string> {
  const response = await fetch(`${server.url}/${username}`);
  expect(response.status).toBe(200);
  return response.text();
}

async function add(user: ApiUser, body: Record<string, unknown>) {
  const answer = await user.call('POST', '/links', body);
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { id: string };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('section headers', () => {
  it('are added, edited, reordered and deleted, and shown as an escaped <h2>', async () => {
    const user = await signUpApiUser(server, 'headers');
    const username = await usernameOf(user);
    const first = await add(user, { title: 'My site', url: 'https://example.com/site' });
    const header = await user.call('POST', '/links', {
      kind: 'header',
      title: '<script>alert(1)</script> Podcasts',
    });
    expect(header.status, header.text).toBe(201);
    expect(header.body).toMatchObject({ kind: 'header', url: null, featured: false });
    const second = await add(user, { title: 'Episode 1', url: 'https://example.com/ep1' });

    let html = await page(username);
    expect(html).toContain('<h2 class="lh">&lt;script&gt;alert(1)&lt;/script&gt; Podcasts</h2>');
    expect(html).not.toContain('<script>alert(1)');
    // The header sits between the links: My site, then the heading, then Episode 1.
    expect(html.indexOf('My site')).toBeLessThan(html.indexOf('Podcasts</h2>'));
    expect(html.indexOf('Podcasts</h2>')).toBeLessThan(html.indexOf('Episode 1'));

    const renamed = await user.call('PATCH', `/links/${header.body.id}`, { title: 'Shows' });
    expect(renamed.status).toBe(200);
    const order = await user.call('PUT', '/links/order', {
      ids: [header.body.id, second.id, first.id],
    });
    expect(order.status).toBe(200);
    html = await page(username);
    expect(html).toContain('<h2 class="lh">Shows</h2>');
    expect(html.indexOf('Shows</h2>')).toBeLessThan(html.indexOf('Episode 1'));
    expect(html.indexOf('Episode 1')).toBeLessThan(html.indexOf('My site'));

    // A header is not a link: no click through /go.
    expect((await fetch(`${server.url}/go/${header.body.id}`, { redirect: 'manual' })).status).toBe(
      404,
    );

    expect((await user.call('DELETE', `/links/${header.body.id}`)).status).toBe(204);
    html = await page(username);
    expect(html).not.toContain('class="lh"');
    expect((await rows(user.id)).map((row) => row.title)).toEqual(['Episode 1', 'My site']);
  });

  it('refuses a URL, a description, a schedule or an image on a header, and a title too long', async () => {
    const user = await signUpApiUser(server, 'headers-bad');
    const withUrl = await user.call('POST', '/links', {
      kind: 'header',
      title: 'Shop',
      url: 'https://example.com',
    });
    expect(withUrl.status).toBe(400);
    expect(withUrl.body.error.fields.url).toBe(LINK_MESSAGES.headerHasNoUrl);
    const scheduled = await user.call('POST', '/links', {
      kind: 'header',
      title: 'Shop',
      showFrom: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(scheduled.status).toBe(400);
    const tooLong = await user.call('POST', '/links', {
      kind: 'header',
      title: 'x'.repeat(LINK_TITLE_MAX + 1),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields.title).toBe(LINK_MESSAGES.titleTooLong);
    const empty = await user.call('POST', '/links', { kind: 'header', title: '   ' });
    expect(empty.status).toBe(400);
    const wrongKind = await user.call('POST', '/links', { kind: 'banner', title: 'x' });
    expect(wrongKind.status).toBe(400);
    expect(await rows(user.id)).toEqual([]);

    const header = await add(user, { kind: 'header', title: 'Shop' });
    const patchUrl = await user.call('PATCH', `/links/${header.id}`, { url: 'https://x.example' });
    expect(patchUrl.status).toBe(400);
    const patchFeatured = await user.call('PATCH', `/links/${header.id}`, { featured: true });
    expect(patchFeatured.status).toBe(400);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }), 'a.png');
    const image = await user.call('POST', `/links/${header.id}/thumbnail`, form);
    expect(image.status).toBe(400);
    const [row] = await rows(user.id);
    expect(row).toMatchObject({ kind: 'header', title: 'Shop', url: null, featured: false });
  });
});

describe('the featured link', () => {
  it('is one per user: featuring another clears the first, in the database too', async () => {
    const user = await signUpApiUser(server, 'featured');
    const username = await usernameOf(user);
    const a = await add(user, { title: 'Alpha', url: 'https://example.com/a', featured: true });
    const b = await add(user, { title: 'Beta', url: 'https://example.com/b' });
    let html = await page(username);
    expect(html).toMatch(/<a class="l f" href="\/go\/[^"]+"[^>]*>.*?Alpha/);
    expect(html).toMatch(/<a class="l" href="\/go\/[^"]+"[^>]*>.*?Beta/);

    const answer = await user.call('PATCH', `/links/${b.id}`, { featured: true });
    expect(answer.status).toBe(200);
    expect(answer.body.featured).toBe(true);
    const featured = (await rows(user.id)).filter((row) => row.featured).map((row) => row.id);
    expect(featured).toEqual([b.id]);
    html = await page(username);
    expect(html).toMatch(/<a class="l" href="\/go\/[^"]+"[^>]*>.*?Alpha/);
    expect(html).toMatch(/<a class="l f" href="\/go\/[^"]+"[^>]*>.*?Beta/);

    // The index holds the rule whatever writes the rows.
    await expect(
      server.database.db
        .updateTable('links')
        .set({ featured: true })
        .where('id', '=', a.id)
        .execute(),
    ).rejects.toThrow(/links_one_featured_idx/);

    // Another user's link: 404, and nothing changes.
    const other = await signUpApiUser(server, 'featured-other');
    const foreign = await other.call('PATCH', `/links/${a.id}`, { featured: true });
    expect(foreign.status).toBe(404);
    expect((await rows(user.id)).filter((row) => row.featured).map((row) => row.id)).toEqual([
      b.id,
    ]);
  });
});

describe('the schedule', () => {
  it('refuses an end before the start, or a value that is no date, and stores nothing', async () => {
    const user = await signUpApiUser(server, 'schedule-bad');
    const from = new Date(Date.now() + 3_600_000);
    const before = await user.call('POST', '/links', {
      title: 'Sale',
      url: 'https://example.com/sale',
      showFrom: from.toISOString(),
      showUntil: new Date(from.getTime() - 60_000).toISOString(),
    });
    expect(before.status).toBe(400);
    expect(before.body.error.fields.showUntil).toBe(LINK_MESSAGES.untilBeforeFrom);
    const same = await user.call('POST', '/links', {
      title: 'Sale',
      url: 'https://example.com/sale',
      showFrom: from.toISOString(),
      showUntil: from.toISOString(),
    });
    expect(same.status).toBe(400);
    const notADate = await user.call('POST', '/links', {
      title: 'Sale',
      url: 'https://example.com/sale',
      showFrom: 'tomorrow',
    });
    expect(notADate.status).toBe(400);
    expect(notADate.body.error.fields.showFrom).toBe(LINK_MESSAGES.invalidShowFrom);
    expect(await rows(user.id)).toEqual([]);

    // On an edit, the stored side counts: an end before the stored start is refused.
    const link = await add(user, {
      title: 'Sale',
      url: 'https://example.com/sale',
      showFrom: from.toISOString(),
    });
    const patch = await user.call('PATCH', `/links/${link.id}`, {
      showUntil: new Date(from.getTime() - 1000).toISOString(),
    });
    expect(patch.status).toBe(400);
    expect(patch.body.error.fields.showUntil).toBe(LINK_MESSAGES.untilBeforeFrom);
    const [row] = await rows(user.id);
    expect(row?.showUntil).toBeNull();
    expect(row?.showFrom?.toISOString()).toBe(from.toISOString());

    const other = await signUpApiUser(server, 'schedule-other');
    const foreign = await other.call('PATCH', `/links/${link.id}`, { showFrom: null });
    expect(foreign.status).toBe(404);
    expect((await rows(user.id))[0]?.showFrom?.toISOString()).toBe(from.toISOString());
  });

  it('shows a link only inside its window; the cached page changes at the boundary without any write', async () => {
    const user = await signUpApiUser(server, 'schedule');
    const username = await usernameOf(user);
    await add(user, { title: 'Always here', url: 'https://example.com/always' });
    const startsAt = Date.now() + 2500;
    const soon = await add(user, {
      title: 'Coming soon',
      url: 'https://example.com/soon',
      showFrom: new Date(startsAt).toISOString(),
      showUntil: new Date(startsAt + 2500).toISOString(),
    });
    await add(user, {
      title: 'Long gone',
      url: 'https://example.com/gone',
      showUntil: new Date(Date.now() - 60_000).toISOString(),
    });

    // Rendered (and cached) before the start: the link is absent, and /go refuses it.
    let html = await page(username);
    expect(html).toContain('Always here');
    expect(html).not.toContain('Coming soon');
    expect(html).not.toContain('Long gone');
    expect(await page(username)).toBe(html); // served from the cache
    expect((await fetch(`${server.url}/go/${soon.id}`, { redirect: 'manual' })).status).toBe(404);

    await sleep(Math.max(0, startsAt - Date.now()) + 100);
    html = await page(username);
    expect(html).toContain('Coming soon');
    const go = await fetch(`${server.url}/go/${soon.id}`, { redirect: 'manual' });
    expect(go.status).toBe(302);
    expect(go.headers.get('location')).toBe('https://example.com/soon');

    // And it leaves at its end, again on its own.
    await sleep(Math.max(0, startsAt + 2500 - Date.now()) + 100);
    html = await page(username);
    expect(html).not.toContain('Coming soon');
    expect(html).toContain('Always here');
    expect((await fetch(`${server.url}/go/${soon.id}`, { redirect: 'manual' })).status).toBe(404);
  }, 30_000);
});
