// The public Scale Page through HTTP against the real server: what a visitor sees,
// what search engines and link previews read, and that a change shows at once.

import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import ICAL from 'ical.js';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAgent } from '../../../../tests/support/api-user';
import { eventually } from '../../../../tests/support/eventually';
import type { TestAgent } from '../../../../tests/support/test-agent';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { MESSAGES } from '../../../core/messages';
import { publishChange } from '../../platform/events/publish';
import { analyticsRecorder } from '../analytics/analytics-recorder';
import { QR_OPTIONS } from './qr-routes';

let server: TestServer;
/** The address people use; a browser there sends it as Origin with every write. */
const PUBLIC_URL = 'https://scale.example';
const fromPublicUrl = { origin: PUBLIC_URL };

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL });
});

afterAll(async () => {
  await server?.close();
});

const url = (path: string) => `${server.url}${path}`;

type Owner = { agent: TestAgent; userId: string; username: string };

let nextOwner = 1;
async function owner(profile: Record<string, unknown> = {}): Promise<Owner> {
  const { agent, id: userId } = await signUpAgent(server, `owner${nextOwner++}@example.com`);
  const me = await agent.request(url('/api/v1/me'));
  const username = me.json<{ profile: { username: string } }>().profile.username;
  if (Object.keys(profile).length > 0) await updateProfile(agent, profile);
  return { agent, userId, username };
}

async function updateProfile(agent: TestAgent, changes: Record<string, unknown>) {
  const response = await agent.request(url('/api/v1/me/profile'), {
    method: 'PATCH',
    json: changes,
    headers: fromPublicUrl,
  });
  expect(response.status, response.text).toBe(200);
}

async function addLink(agent: TestAgent, link: Record<string, unknown>): Promise<string> {
  const response = await agent.request(url('/api/v1/links'), {
    json: link,
    headers: fromPublicUrl,
  });
  expect(response.status, response.text).toBe(201);
  return response.json<{ id: string }>().id;
}

/** The page as a visitor without cookies fetches it. */
async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(url(path), { redirect: 'manual', headers });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** What the visitor reads: the text between tags (scripts and styles dropped). */
function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*<\/head>/, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

/** A raw response's body as the browser reads it. */
function zlibDecode(response: { headers: Record<string, unknown>; body: Buffer }): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(response.body);
  if (encoding === 'br') return brotliDecompressSync(response.body);
  return response.body;
}

function jsonLd(html: string): Record<string, unknown> {
  const match = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!);
}

async function setTier(userId: string, tier: 'free' | 'pro' | 'business') {
  const db = server.database.db;
  await db.updateTable('profiles').set({ tier }).where('userId', '=', userId).execute();
  await publishChange(db, userId, { entity: 'profiles', op: 'update', id: userId });
}

describe('GET /:username', () => {
  it('shows the profile and the active links in order, each through /go/{id}', async () => {
    const { agent, username } = await owner({ displayName: 'Ada Lovelace', bio: 'Engines.' });
    const first = await addLink(agent, { title: 'First link', url: 'https://one.example/' });
    const hidden = await addLink(agent, { title: 'Hidden link', url: 'https://hidden.example/' });
    const second = await addLink(agent, {
      title: 'Second link',
      url: 'mailto:ada@example.com',
      description: 'Write to me',
    });
    await agent.request(url(`/api/v1/links/${hidden}`), {
      method: 'PATCH',
      json: { isActive: false },
      headers: fromPublicUrl,
    });

    const page = await visit(`/${username}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const text = visibleText(page.html);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Engines.');
    expect(text).toContain('Write to me');
    expect(text).not.toContain('Hidden link');
    expect(text.indexOf('First link')).toBeLessThan(text.indexOf('Second link'));
    expect(page.html).toContain(
      `<a class="l" href="/go/${first}" data-href="https://one.example/" data-link-id="${first}"`,
    );
    expect(page.html).toContain(`href="/go/${second}" data-href="mailto:ada@example.com"`);
    expect(page.html).toContain('<a href="/">');
    // No client framework: the only scripts are the JSON-LD block and the beacon lines.
    expect(page.html.match(/<script/g)).toHaveLength(2);
    expect(page.html).not.toMatch(/<script[^>]+src=/);
    expect(page.html).not.toMatch(/<link[^>]+stylesheet/);
  });

  it('shows initials without an avatar and a "No links yet" note without links', async () => {
    const { username } = await owner({ displayName: 'Grace Brewster Hopper' });
    const page = await visit(`/${username}`);
    expect(page.html).toContain(
      'role="img" aria-label="Grace Brewster Hopper&#39;s avatar">GH</div>',
    );
    expect(visibleText(page.html)).toContain('No links yet.');
  });

  it('shows WhatsApp and Call only when their numbers are set', async () => {
    const { agent, username } = await owner();
    let text = visibleText((await visit(`/${username}`)).html);
    expect(text).not.toContain('WhatsApp');
    expect(text).not.toContain('Call');
    expect(text).toContain('Save contact');

    await updateProfile(agent, { whatsappNumber: '+14155552671' });
    let page = await eventually(
      () => visit(`/${username}`),
      (p) => p.html.includes('wa.me'),
    );
    expect(page.html).toContain('href="https://wa.me/14155552671"');
    expect(visibleText(page.html)).not.toContain('Call');

    await updateProfile(agent, { phoneNumber: '+442071838750' });
    page = await eventually(
      () => visit(`/${username}`),
      (p) => p.html.includes('tel:'),
    );
    text = visibleText(page.html);
    expect(text).toContain('WhatsApp');
    expect(text).toContain('Call');
    expect(page.html).toContain('href="tel:+442071838750"');
  });

  it('shows "Powered by Scale" on the Free tier only', async () => {
    const { userId, username } = await owner();
    expect(visibleText((await visit(`/${username}`)).html)).toContain('Powered by Scale');
    await setTier(userId, 'pro');
    const page = await eventually(
      () => visit(`/${username}`),
      (p) => !p.html.includes('Powered by'),
    );
    expect(visibleText(page.html)).not.toContain('Powered by');
    await setTier(userId, 'business');
    expect(visibleText((await visit(`/${username}`)).html)).not.toContain('Powered by');
  });

  it('answers 404 with the spec texts for a missing or private page', async () => {
    const missing = await visit('/nobody-here');
    expect(missing.status).toBe(404);
    expect(visibleText(missing.html)).toContain(MESSAGES.scalePageNotFound);
    expect(missing.html).toContain(
      'The Scale Page you&#39;re looking for doesn&#39;t exist or is not public.',
    );

    const { agent, username } = await owner({ displayName: 'Private Person' });
    expect((await visit(`/${username}`)).status).toBe(200);
    await updateProfile(agent, { isPublic: false });
    const hidden = await eventually(
      () => visit(`/${username}`),
      (p) => p.status === 404,
    );
    expect(hidden.status).toBe(404);
    expect(visibleText(hidden.html)).toContain(MESSAGES.scalePageNotFound);
    expect(hidden.html).not.toContain('Private Person');
    expect((await visit(`/${username}/contact.vcf`)).status).toBe(404);
  });

  it('finds the page whatever the case and redirects to the owner spelling', async () => {
    const { username } = await owner();
    const shouted = await visit(`/${username.toUpperCase()}?utm=x`);
    expect(shouted.status).toBe(301);
    expect(shouted.headers.get('location')).toBe(`/${username}?utm=x`);
  });

  it('revalidates cheaply: an ETag and no-cache, 304 when unchanged', async () => {
    const { username } = await owner();
    const first = await visit(`/${username}`);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect((await visit(`/${username}`, { 'if-none-match': etag })).status).toBe(304);
    expect(first.headers.get('content-security-policy')).toContain("script-src 'sha256-");
  });

  it('shows a profile or link change on the next visit', async () => {
    const { agent, username } = await owner({ displayName: 'Before' });
    const link = await addLink(agent, { title: 'Old title', url: 'https://old.example/' });
    expect(visibleText((await visit(`/${username}`)).html)).toContain('Old title');

    await updateProfile(agent, { displayName: 'After' });
    const renamed = await eventually(
      () => visit(`/${username}`),
      (p) => p.html.includes('After'),
    );
    expect(visibleText(renamed.html)).toContain('After');

    await agent.request(url(`/api/v1/links/${link}`), {
      method: 'PATCH',
      json: { title: 'New title' },
      headers: fromPublicUrl,
    });
    const retitled = await eventually(
      () => visit(`/${username}`),
      (p) => p.html.includes('New title'),
    );
    expect(visibleText(retitled.html)).toContain('New title');
    expect(visibleText(retitled.html)).not.toContain('Old title');

    await agent.request(url(`/api/v1/links/${link}`), {
      method: 'DELETE',
      headers: fromPublicUrl,
    });
    const emptied = await eventually(
      () => visit(`/${username}`),
      (p) => !p.html.includes('New title'),
    );
    expect(emptied.html).not.toContain('New title');
  });
});

describe('page views', () => {
  const CHROME =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

  it('are counted by the page itself, so serving its HTML counts none', async () => {
    const { userId, username } = await owner();
    for (let i = 0; i < 3; i++) {
      expect((await visit(`/${username}`, { 'user-agent': CHROME })).status).toBe(200);
    }
    await analyticsRecorder(server.deps).flush();
    const views = await server.database.db
      .selectFrom('pageViews')
      .select('id')
      .where('userId', '=', userId)
      .execute();
    expect(views).toEqual([]);
  });

  it('sends the view beacon once per load, not for the preview, after a prerender is shown', async () => {
    const { username } = await owner();
    const { html, headers } = await visit(`/${username}`);
    const script = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(script).toContain("navigator.sendBeacon('/api/v1/track/view'");
    expect(script).toContain('referrer:document.referrer');
    expect(script).toContain("get('preview')=='1')return");
    expect(script).toContain(
      "if(document.prerendering)document.addEventListener('prerenderingchange',v,{once:true});else v()",
    );
    // The beacon names the page by the tag search engines read too.
    expect(html).toContain(`<meta property="profile:username" content="${username}">`);
    // The page's policy lets it run exactly this script and send beacons to this site.
    const policy = headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(policy).toContain(`script-src 'sha256-${hash}'`);
    expect(policy).toContain("connect-src 'self'");
  });

  it('has a pixel for visitors without JavaScript', async () => {
    const { username } = await owner();
    const { html, headers } = await visit(`/${username}`);
    expect(html).toContain(
      `<noscript><img src="/api/v1/track/view.gif?u=${username}" alt="" width="1" height="1"></noscript>`,
    );
    expect(headers.get('content-security-policy')).toContain('img-src * data:');
  });
});

describe('the fast path for cached pages', () => {
  const CHROME =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

  /** The response as sent: status, every header but Date, and the bytes undecoded. */
  function rawVisit(path: string, headers: Record<string, string>, method = 'GET') {
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        request(url(path), { method, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const { date: _date, ...rest } = response.headers;
            resolve({
              status: response.statusCode ?? 0,
              headers: rest,
              body: Buffer.concat(chunks),
            });
          });
          response.on('error', reject);
        })
          .on('error', reject)
          .end();
      },
    );
  }

  it('answers a cached page with the same status, headers and bytes as the first visit', async () => {
    const { username, agent } = await owner({ displayName: 'Fast Lane' });
    await addLink(agent, { title: 'Fast link', url: 'https://example.com/fast' });
    for (const encoding of ['identity', 'gzip', 'gzip, deflate, br', '']) {
      const headers = { 'user-agent': CHROME, 'accept-encoding': encoding };
      // A change empties the cache: the first visit loads the page through the Hono
      // route, the next ones come from the fast path.
      await updateProfile(agent, { bio: `Encoded as ${encoding || 'nothing'}` });
      const first = await eventually(
        () => rawVisit(`/${username}`, headers),
        (response) =>
          zlibDecode(response)
            .toString()
            .includes(`Encoded as ${encoding || 'nothing'}`),
      );
      const second = await rawVisit(`/${username}`, headers);
      const third = await rawVisit(`/${username}`, headers);
      expect(first.status).toBe(200);
      for (const next of [second, third]) {
        expect(next.status).toBe(200);
        expect(next.headers).toEqual(first.headers);
        expect(next.body.equals(first.body)).toBe(true);
      }
      expect(second.headers['content-length']).toBe(String(second.body.byteLength));
      expect(second.headers['content-encoding']).toBe(
        encoding.includes('br') ? 'br' : encoding.includes('gzip') ? 'gzip' : undefined,
      );
      expect(zlibDecode(second).toString()).toContain('Fast link');

      const head = await rawVisit(`/${username}`, headers, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.byteLength).toBe(0);
      expect(head.headers).toEqual(first.headers);
    }
  });

  it('answers 304 to a revalidation of a cached page', async () => {
    const { username } = await owner();
    const first = await rawVisit(`/${username}`, { 'user-agent': CHROME });
    const etag = String(first.headers.etag);
    const again = await rawVisit(`/${username}`, { 'user-agent': CHROME, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const stale = await rawVisit(`/${username}`, {
      'user-agent': CHROME,
      'If-None-Match': '"not-this-one"',
    });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(first.body)).toBe(true);
  });

  it('leaves other spellings, query strings and other methods to the routes', async () => {
    const { username, agent } = await owner({ displayName: 'Route Runner' });
    await visit(`/${username}`);
    const shouted = await visit(`/${username.toUpperCase()}`);
    expect(shouted.status).toBe(301);
    expect(shouted.headers.get('location')).toBe(`/${username}`);
    const tagged = await visit(`/${username}?utm_source=instagram`);
    expect(tagged.status).toBe(200);
    expect(tagged.html).toContain('Route Runner');
    const posted = await fetch(url(`/${username}`), { method: 'POST' });
    expect(posted.status).not.toBe(200);
    // A change is visible on the very next visit, cached or not.
    await updateProfile(agent, { displayName: 'Route Changed' });
    const changed = await eventually(
      () => visit(`/${username}`),
      (page) => page.html.includes('Route Changed'),
    );
    expect(changed.html).toContain('Route Changed');
  });
});

describe('user text on the page', () => {
  const SCRIPT = '<script>window.pwned=1</script>';
  const BREAKOUT = '"><img src=x onerror=alert(1)>';

  it('is escaped in text, attributes and the JSON-LD block', async () => {
    const { agent, username } = await owner({
      displayName: `${SCRIPT}${BREAKOUT}`,
      bio: `</script><script>alert(2)</script>${BREAKOUT}`,
    });
    await addLink(agent, {
      title: `${SCRIPT}${BREAKOUT}`,
      url: 'https://safe.example/?q="><script>alert(3)</script>',
      description: BREAKOUT,
    });
    const { html } = await visit(`/${username}`);
    expect(html).not.toContain('<script>window.pwned');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;window.pwned=1&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    // Exactly the two scripts the page itself writes.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const person = jsonLd(html);
    expect(person.name).toBe(`${SCRIPT}${BREAKOUT}`);
    expect(person.description).toBe(`</script><script>alert(2)</script>${BREAKOUT}`);
    expect(html).toContain('<title>&lt;script&gt;window.pwned=1&lt;/script&gt;');
  });
});

describe('search and sharing', () => {
  it('has the title, description, canonical, Open Graph, Twitter and JSON-LD tags', async () => {
    const { agent, userId, username } = await owner({
      displayName: 'Ada "<Lovelace>"',
      bio: 'Engines & maths.',
    });
    await addLink(agent, { title: 'Site', url: 'https://ada.example/' });
    await addLink(agent, { title: 'Mail', url: 'mailto:ada@example.com' });
    // The avatar as the upload stores it: a WebP, its URL carrying the upload's version.
    await server.deps.storage.put(
      `avatars/${userId}/avatar.webp`,
      await sharp({
        create: { width: 400, height: 400, channels: 3, background: '#4f46e5' },
      })
        .webp()
        .toBuffer(),
      'image/webp',
    );
    await server.database.db
      .updateTable('profiles')
      .set({ avatarUrl: `/files/avatars/${userId}/avatar.webp?v=k2x` })
      .where('userId', '=', userId)
      .execute();
    await publishChange(server.database.db, userId, {
      entity: 'profiles',
      op: 'update',
      id: userId,
    });
    const page = await eventually(
      () => visit(`/${username}`),
      (p) => p.html.includes('og:image'),
    );
    const { html } = page;
    const pageUrl = `https://scale.example/${username}`;
    const title = 'Ada &quot;&lt;Lovelace&gt;&quot; | Scale';
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain('<meta name="description" content="Engines &amp; maths.">');
    expect(html).toContain(`<link rel="canonical" href="${pageUrl}">`);
    expect(html).toContain('<meta property="og:type" content="profile">');
    expect(html).toContain(`<meta property="og:title" content="${title}">`);
    expect(html).toContain(`<meta property="og:url" content="${pageUrl}">`);
    // A JPEG of stated size and type (several preview crawlers skip WebP), described.
    const imageUrl = `https://scale.example/share-images/avatars/${userId}/avatar.jpg?v=k2x`;
    expect(html).toContain(
      [
        `<meta property="og:image" content="${imageUrl}">`,
        '<meta property="og:image:type" content="image/jpeg">',
        '<meta property="og:image:width" content="400">',
        '<meta property="og:image:height" content="400">',
        '<meta property="og:image:alt" content="Ada &quot;&lt;Lovelace&gt;&quot;&#39;s avatar">',
      ].join(''),
    );
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain(`<meta name="twitter:title" content="${title}">`);
    expect(html).toContain(`<meta name="twitter:image" content="${imageUrl}">`);
    expect(html).toContain(
      '<meta name="twitter:image:alt" content="Ada &quot;&lt;Lovelace&gt;&quot;&#39;s avatar">',
    );
    expect(html).not.toContain('avatar.webp"');
    expect(html).not.toContain('noindex');
    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Ada "<Lovelace>"',
      url: pageUrl,
      image: imageUrl,
      description: 'Engines & maths.',
      sameAs: ['https://ada.example/'],
    });

    // What a crawler fetches there.
    const image = await fetch(url(imageUrl.slice('https://scale.example'.length)));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 400,
      height: 400,
    });
  });

  it('uses a default description without a bio', async () => {
    const { username } = await owner({ displayName: 'Quiet' });
    const { html } = await visit(`/${username}`);
    expect(html).toContain(
      '<meta name="description" content="Quiet on Scale: links and ways to get in touch.">',
    );
  });

  it('lists public pages in sitemap.xml and not private ones', async () => {
    const open = await owner();
    const closed = await owner({ isPublic: false });
    const response = await visit('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.html).toContain('<loc>https://scale.example/</loc>');
    expect(response.html).toContain('<loc>https://scale.example/pricing</loc>');
    expect(response.html).toMatch(
      new RegExp(`<loc>https://scale.example/${open.username}</loc><lastmod>\\d{4}-`),
    );
    expect(response.html).not.toContain(`/${closed.username}<`);
  });

  it('allows public pages and keeps the app out in robots.txt', async () => {
    const response = await visit('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.html).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/dashboard', '/settings', '/api/']) {
      expect(response.html).toContain(`Disallow: ${path}\n`);
    }
    expect(response.html).toContain('Sitemap: https://scale.example/sitemap.xml');
  });
});

describe('GET /:username/contact.vcf', () => {
  it('is a vCard of the public details with special characters escaped', async () => {
    const { agent, userId, username } = await owner({
      displayName: 'Smith, John; Jr',
      bio: 'Line one\nLine two, with commas \\ and a backslash',
      phoneNumber: '+14155552671',
    });
    await addLink(agent, { title: 'Write', url: 'mailto:john@smith.example' });
    await addLink(agent, { title: 'Shop', url: 'smith.example/shop' });
    const hidden = await addLink(agent, { title: 'Old', url: 'mailto:old@smith.example' });
    await agent.request(url(`/api/v1/links/${hidden}`), {
      method: 'PATCH',
      json: { isActive: false },
      headers: fromPublicUrl,
    });
    await server.database.db
      .updateTable('profiles')
      .set({ avatarUrl: '/files/avatars/x/avatar.webp?v=1' })
      .where('userId', '=', userId)
      .execute();
    await publishChange(server.database.db, userId, {
      entity: 'profiles',
      op: 'update',
      id: userId,
    });
    const response = await eventually(
      () => visit(`/${username}/contact.vcf`),
      (r) => r.html.includes('PHOTO'),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${username}.vcf"`,
    );
    expect(response.html.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Smith;John\\; Jr;;;',
      'FN:Smith\\, John\\; Jr',
      'NOTE:Line one\\nLine two\\, with commas \\\\ and a backslash',
      'TEL;TYPE=CELL,VOICE:+14155552671',
      'EMAIL;TYPE=INTERNET:john@smith.example',
      `URL:https://scale.example/${username}`,
      'URL:https://smith.example/shop',
      // Folded at 75 octets.
      'PHOTO;VALUE=URI;TYPE=JPEG:https://scale.example/share-images/avatars/x/avat',
      ' ar.jpg?v=1',
      'END:VCARD',
      '',
    ]);
    // As an independent reader takes it.
    const card = new ICAL.Component(ICAL.parse(response.html));
    expect(card.getFirstPropertyValue('n')).toEqual(['Smith', 'John; Jr', '', '', '']);
    expect(card.getFirstPropertyValue('email')).toBe('john@smith.example');
    expect(card.getAllProperties('url').map((p) => p.getFirstValue())).toEqual([
      `https://scale.example/${username}`,
      'https://smith.example/shop',
    ]);
    expect(card.getFirstPropertyValue('photo')).toBe(
      'https://scale.example/share-images/avatars/x/avatar.jpg?v=1',
    );
  });

  it('leaves out what the owner has not set', async () => {
    const { username } = await owner();
    const vcard = (await visit(`/${username}/contact.vcf`)).html;
    expect(vcard).toMatch(/\r\nFN:[^\r]+\r\n/);
    expect(vcard).toContain(`URL:https://scale.example/${username}`);
    expect(vcard).not.toContain('TEL');
    expect(vcard).not.toContain('NOTE');
    expect(vcard).not.toContain('PHOTO');
  });
});

describe('paths that are not Scale Pages', () => {
  it('leaves app paths, reserved names and files to their own routes', async () => {
    for (const path of ['/dashboard', '/settings', '/auth', '/scheduling', '/organizations']) {
      const response = await visit(path);
      expect(visibleText(response.html), path).not.toContain(MESSAGES.scalePageNotFound);
    }
    for (const path of ['/features', '/pricing', '/demo']) {
      const response = await visit(path);
      expect(response.status, path).toBe(200);
      expect(response.html, path).not.toContain(MESSAGES.scalePageNotFound);
    }
    for (const path of [
      '/api',
      '/dev',
      '/admin',
      '/support',
      '/favicon.ico',
      '/assets',
      '/files',
    ]) {
      const response = await visit(path);
      expect(response.html, path).not.toContain(MESSAGES.scalePageNotFound);
    }
  });
});

describe('QR code of the own page', () => {
  it('is an SVG and a PNG of the page address for the signed-in owner', async () => {
    const { agent, username } = await owner();
    const pageUrl = `https://scale.example/${username}`;
    const svg = await agent.request(url('/api/v1/me/qr.svg'));
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-disposition')).toBe(
      `attachment; filename="scale-${username}-qr.svg"`,
    );
    expect(svg.text).toBe(await QRCode.toString(pageUrl, { ...QR_OPTIONS, type: 'svg' }));

    // PUBLIC_URL is https here, so better-auth names its cookie __Secure-…
    const cookieName = '__Secure-scale.session_token';
    const session = agent.cookie(server.url, cookieName);
    expect(session).toBeDefined();
    const png = await fetch(url('/api/v1/me/qr.png'), {
      headers: { cookie: `${cookieName}=${session}` },
    });
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await png.arrayBuffer());
    const expected = await QRCode.toBuffer(pageUrl, { ...QR_OPTIONS, type: 'png', width: 1024 });
    expect(bytes.equals(expected)).toBe(true);
  });

  it('answers 401 without a session', async () => {
    expect((await fetch(url('/api/v1/me/qr.svg'))).status).toBe(401);
    expect((await fetch(url('/api/v1/me/qr.png'))).status).toBe(401);
  });
});
