// A shared booking link previews well: the server's HTML for the booking pages (a
// plain fetch, no JavaScript) carries the page's title and Open Graph / Twitter tags,
// escaped, and needs no sign-in.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpApiUser } from '../../../../../tests/support/api-user';
import { createEventType, setUpHost } from '../../../../../tests/support/booking-host';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { injectPageMeta } from '../../../http/page-meta';

let server: TestServer;

beforeAll(async () => {
  // Builds dist/web only when it is missing or older than its sources.
  execFileSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
  server = await startTestServer();
}, 180_000);

afterAll(async () => {
  await server?.close();
});

async function page(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, html: await response.text() };
}

function meta(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  const pattern = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`);
  return pattern.exec(html)?.[1];
}

describe('the booking pages’ HTML', () => {
  it('titles an event type’s page and tags it for sharing, escaped', async () => {
    const host = await signUpApiUser(server, 'shell-host');
    await setUpHost(server.database.db, host, { displayName: 'Ada "The" <Host>' });
    await server.database.db
      .updateTable('profiles')
      .set({ avatarUrl: `/files/avatars/${host.id}/avatar.webp?v=2` })
      .where('userId', '=', host.id)
      .execute();
    await createEventType(server.database.db, host.id, {
      slug: 'deep-dive',
      name: 'Deep <dive> & $& more',
      description: 'Bring "questions"',
    });

    const { status, html } = await page(`/schedule/${host.id}/deep-dive`);
    expect(status).toBe(200);
    expect(html).toContain('<div id="root">');
    const title =
      'Deep &lt;dive&gt; &amp; $&amp; more | Ada &quot;The&quot; &lt;Host&gt; Booking Page';
    expect(html).toContain(`<title>${title}</title>`);
    expect(meta(html, 'property', 'og:title')).toBe(title);
    expect(meta(html, 'name', 'twitter:title')).toBe(title);
    expect(meta(html, 'name', 'description')).toBe('Bring &quot;questions&quot;');
    expect(meta(html, 'property', 'og:description')).toBe('Bring &quot;questions&quot;');
    // The id form answers with the friendly one (issue 21): the link to share.
    const { username } = await server.database.db
      .selectFrom('profiles')
      .select('username')
      .where('userId', '=', host.id)
      .executeTakeFirstOrThrow();
    expect(meta(html, 'property', 'og:url')).toBe(`${server.url}/schedule/${username}/deep-dive`);
    // The avatar as a JPEG of stated size (link previews skip WebP), as on the Scale Page.
    const image = `${server.url}/share-images/avatars/${host.id}/avatar.jpg?v=2`;
    expect(meta(html, 'property', 'og:image')).toBe(image);
    expect(meta(html, 'property', 'og:image:type')).toBe('image/jpeg');
    expect(meta(html, 'property', 'og:image:width')).toBe('400');
    expect(meta(html, 'property', 'og:image:height')).toBe('400');
    const alt = 'Ada &quot;The&quot; &lt;Host&gt;&#39;s avatar';
    expect(meta(html, 'property', 'og:image:alt')).toBe(alt);
    expect(meta(html, 'name', 'twitter:image')).toBe(image);
    expect(meta(html, 'name', 'twitter:image:alt')).toBe(alt);
    expect(html).not.toContain('<dive>');
    expect(html).not.toContain('<Host>');

    const chooser = await page(`/schedule/${host.id}`);
    expect(chooser.status).toBe(200);
    expect(chooser.html).toContain('<title>Ada &quot;The&quot; &lt;Host&gt; Booking Page</title>');
    expect(meta(chooser.html, 'property', 'og:url')).toBe(`${server.url}/schedule/${username}`);
    expect(meta(chooser.html, 'property', 'og:image')).toBe(image);
  });

  it('names a host without a display name "User" and describes the meeting', async () => {
    const host = await signUpApiUser(server, 'shell-host');
    await setUpHost(server.database.db, host, { displayName: null });
    await createEventType(server.database.db, host.id, {
      slug: 'chat',
      name: 'Chat',
      duration: 20,
    });
    const { html } = await page(`/schedule/${host.id}/chat`);
    expect(html).toContain('<title>Chat | User Booking Page</title>');
    expect(meta(html, 'property', 'og:description')).toBe('Book a 20-minute meeting with User.');
  });

  it('serves the plain shell with a 404 for unknown or inactive event types and hosts, and the cancel page', async () => {
    const host = await signUpApiUser(server, 'shell-host');
    await setUpHost(server.database.db, host);
    await createEventType(server.database.db, host.id, {
      slug: 'off',
      name: 'Secret',
      isActive: false,
    });
    for (const path of [
      `/schedule/${host.id}/off`,
      `/schedule/${host.id}/missing`,
      '/schedule/nobody/x',
      '/schedule/nobody',
    ]) {
      const { status, html } = await page(path);
      // The page's script shows §8's message; link checkers and previews hear the status.
      expect(status, path).toBe(404);
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain('Secret');
      expect(html).not.toContain('og:title');
    }
    const cancel = await page(`/schedule/cancel/${'x'.repeat(32)}`);
    expect(cancel.status).toBe(200);
    expect(cancel.html).toContain('<div id="root">');
    expect(cancel.html).toContain('<title>Cancel or reschedule your booking | Scale</title>');
  });

  it('draws the page before its script runs: the title, the event type, and its data', async () => {
    const host = await signUpApiUser(server, 'shell-paint');
    await setUpHost(server.database.db, host, { displayName: 'Grace <b>Hopper</b>' });
    await createEventType(server.database.db, host.id, {
      slug: 'paint',
      name: 'Compiler </script><script>alert(1)</script> chat',
      duration: 45,
      location: 'Harbour & Co',
      description: 'Line one\nLine two',
    });
    const { html } = await page(`/schedule/${host.id}/paint`);
    const root =
      /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
    // What a visitor reads at once (and what a crawler indexes), escaped.
    expect(root).toContain('Grace &lt;b&gt;Hopper&lt;/b&gt; Booking Page</h1>');
    expect(root).toContain('Compiler &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; chat');
    expect(root).toContain('45<!-- --> minutes');
    expect(root).toContain('Harbour &amp; Co');
    expect(root).toContain('aria-label="Loading available times"');
    // The event type as the API answers it, in a script element nothing in it can close.
    const seed = /<script type="application\/json" id="booking-page-seed">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(seed).toBeDefined();
    expect(seed).not.toContain('<');
    const api = await fetch(`${server.url}/api/v1/public/schedule/${host.id}/paint`);
    expect(JSON.parse(seed ?? '')).toEqual(await api.json());
    // The page loads its own small entry, not the signed-in app, once the frame is shown.
    expect(html).toMatch(/import\("\/assets\/booking-[\w-]+\.js"\)/);
    expect(html).toContain("observe({ type: 'paint', buffered: true })");
    expect(html).not.toMatch(/\/assets\/index-[\w-]+\.js/);
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('lets search engines index a booking page, keeps the cancel page out', async () => {
    const host = await signUpApiUser(server, 'shell-indexed');
    await setUpHost(server.database.db, host);
    await createEventType(server.database.db, host.id, { slug: 'indexed', name: 'Indexed' });
    const { html } = await page(`/schedule/${host.id}/indexed`);
    expect(meta(html, 'name', 'robots')).toBe('index,follow');
    const cancel = await page(`/schedule/cancel/${'x'.repeat(32)}`);
    expect(cancel.html).toContain('<meta name="robots" content="noindex"');
  });
});

describe('friendly links (issue 21)', () => {
  it('serve /schedule/{username}/{slug} and move the id form there for good, query kept', async () => {
    const host = await signUpApiUser(server, 'shell-friendly');
    await setUpHost(server.database.db, host, { displayName: 'Friendly Host' });
    await createEventType(server.database.db, host.id, { slug: 'walk', name: 'Walk' });
    const { username } = await server.database.db
      .selectFrom('profiles')
      .select('username')
      .where('userId', '=', host.id)
      .executeTakeFirstOrThrow();

    const friendly = await page(`/schedule/${username}/walk`);
    expect(friendly.status).toBe(200);
    expect(friendly.html).toContain('<title>Walk | Friendly Host Booking Page</title>');
    expect((await page(`/schedule/${username}`)).status).toBe(200);

    const moved = await fetch(`${server.url}/schedule/${host.id}/walk?reschedule=abc`, {
      redirect: 'manual',
    });
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe(`/schedule/${username}/walk?reschedule=abc`);
    const chooser = await fetch(`${server.url}/schedule/${host.id}`, { redirect: 'manual' });
    expect(chooser.status).toBe(308);
    expect(chooser.headers.get('location')).toBe(`/schedule/${username}`);

    // A reschedule link of an unknown booking goes to the cancel page, which says so.
    const unknown = await fetch(`${server.url}/schedule/reschedule/${'q'.repeat(32)}`, {
      redirect: 'manual',
    });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe(`/schedule/cancel/${'q'.repeat(32)}`);
  });
});

describe('injectPageMeta', () => {
  it('replaces the title and description and adds the sharing tags after it', () => {
    const html = injectPageMeta(
      '<head><title>Scale</title><meta name="description" content="x" /><meta name="robots" content="noindex" /></head>',
      { title: 'T', description: 'D', url: 'https://s.example/p', image: null },
    );
    expect(html).toBe(
      '<head><title>T</title><meta name="description" content="D"><meta property="og:type" content="website"><meta property="og:site_name" content="Scale"><meta property="og:title" content="T"><meta property="og:description" content="D"><meta property="og:url" content="https://s.example/p"><meta name="twitter:card" content="summary"><meta name="twitter:title" content="T"><meta name="twitter:description" content="D"><meta name="robots" content="noindex" /></head>',
    );
  });
});
