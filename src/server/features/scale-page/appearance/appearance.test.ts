// The Scale Page's appearance over real HTTP against a real database: saving a look,
// the public page (cached, fast path) following it, the background picture, the fonts,
// the preview, and the bad input that must change nothing.
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import type { Appearance } from '../../../../core/appearance/appearance-schemas';
import { appearanceFromTheme, THEMES } from '../../../../core/appearance/themes';
import { APPEARANCE_MESSAGES } from '../../../../core/messages';
import { renderScalePage } from '../render-scale-page';
import type { ScalePageData } from '../scale-page-data';
import { FONTS_VERSION } from './fonts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

type Owner = ApiUser & { username: string };

async function owner(): Promise<Owner> {
  const user = await signUpApiUser(server, 'look');
  const me = await user.call('GET', '/me');
  return Object.assign(user, { username: me.body.profile.username as string });
}

async function storedRow(userId: string) {
  return server.database.db
    .selectFrom('scale_page_appearances')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
}

async function page(username: string) {
  const response = await fetch(`${server.url}/${username}`);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

function imageForm(data: Buffer, name = 'picture.png', type = 'image/png'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return form;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 30 } } })
    .png()
    .toBuffer();

const custom = (): Appearance => ({
  ...appearanceFromTheme('midnight', ['https://instagram.com/ada', 'mailto:ada@example.com']),
  buttonColor: '#facc15',
  buttonTextColor: '#1c1917',
});

describe('saving a look', () => {
  it('stores it, answers it, and the public page shows it at once', async () => {
    const user = await owner();
    const before = await page(user.username);
    expect(before.html).not.toContain('#facc15');
    // Twice: the second answer comes from the cache (and the fast path).
    expect((await page(user.username)).html).toBe(before.html);

    const saved = await user.call('PUT', '/scale-page/appearance', custom());
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.appearance.buttonColor).toBe('#facc15');
    expect((await storedRow(user.id))?.appearance).toMatchObject({ theme: 'midnight' });
    expect((await user.call('GET', '/scale-page/appearance')).body.appearance).toEqual(
      saved.body.appearance,
    );

    const after = await page(user.username);
    expect(after.html).toContain('background:#facc15;color:#1c1917');
    expect(after.html).toContain(`/fonts/${FONTS_VERSION}/space-grotesk-latin-400-normal.woff2`);
    expect(after.html).toContain('font-display:swap');
    expect(after.html).toContain('aria-label="Instagram"');
    expect(after.html).toContain('<use href="#s-instagram"/>');
    expect(after.html).toContain('href="mailto:ada@example.com" aria-label="E-mail"');
    expect(after.headers.get('content-security-policy')).toContain("font-src 'self'");
  });

  it('answers the default look for an owner who never saved one', async () => {
    const user = await owner();
    const answer = await user.call('GET', '/scale-page/appearance');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      appearance: appearanceFromTheme('scale', []),
      backgroundImageUrl: null,
    });
  });
});

describe('bad input changes nothing', () => {
  it.each([
    ['a colour that is not a colour', { textColor: 'red' }, APPEARANCE_MESSAGES.colourInvalid],
    [
      'CSS smuggled in a colour',
      { buttonColor: '#fff;}body{display:none' },
      APPEARANCE_MESSAGES.colourInvalid,
    ],
    ['an unknown theme', { theme: 'neon' }, APPEARANCE_MESSAGES.themeUnknown],
    ['an unknown font', { font: 'comic-sans' }, APPEARANCE_MESSAGES.fontUnknown],
    [
      'a javascript: social URL',
      { socials: ['javascript:alert(1)'] },
      APPEARANCE_MESSAGES.socialUrlInvalid,
    ],
    [
      'an image background without a picture',
      { background: { kind: 'image', overlay: 'dark', overlayOpacity: 50 } },
      APPEARANCE_MESSAGES.noBackgroundImage,
    ],
  ])('refuses %s with a clear 400', async (_what, change, message) => {
    const user = await owner();
    const answer = await user.call('PUT', '/scale-page/appearance', { ...custom(), ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(message);
    expect(await storedRow(user.id)).toBeUndefined();
  });
});

describe('the background picture', () => {
  it('re-encodes an upload as WebP of at most 1600 px and shows it under its overlay', async () => {
    const user = await owner();
    const answer = await user.call(
      'POST',
      '/scale-page/appearance/background',
      imageForm(await png(2400, 1200)),
    );
    expect(answer.status, answer.text).toBe(200);
    const url = answer.body.backgroundImageUrl as string;
    expect(url).toMatch(/^\/files\/appearance\/.+\/background-.+\.webp$/);
    const served = await fetch(`${server.url}${url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800]);

    const saved = await user.call('PUT', '/scale-page/appearance', {
      ...custom(),
      background: { kind: 'image', overlay: 'dark', overlayOpacity: 55 },
    });
    expect(saved.status, saved.text).toBe(200);
    const html = (await page(user.username)).html;
    expect(html).toContain(`url("${url}") center/cover`);
    expect(html).toContain('rgba(0,0,0,0.55)');

    // A second upload replaces the first file.
    const second = await user.call(
      'POST',
      '/scale-page/appearance/background',
      imageForm(await png(300, 300)),
    );
    expect((await fetch(`${server.url}${url}`)).status).toBe(404);
    const removed = await user.call('DELETE', '/scale-page/appearance/background');
    expect(removed.body.backgroundImageUrl).toBeNull();
    expect((await fetch(`${server.url}${second.body.backgroundImageUrl}`)).status).toBe(404);
  });

  it('refuses a 40 MB image, an SVG with a script and a spoofed type; nothing is stored', async () => {
    const user = await owner();
    const huge = Buffer.concat([await png(10, 10), Buffer.alloc(40 * 1024 * 1024)]);
    const large = await user.call('POST', '/scale-page/appearance/background', imageForm(huge));
    expect(large.status).toBe(413);
    expect(large.body.error.message).toBe(APPEARANCE_MESSAGES.imageTooLarge);

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    for (const [name, type] of [
      ['evil.svg', 'image/svg+xml'],
      ['evil.png', 'image/png'],
    ] as const) {
      const refused = await user.call(
        'POST',
        '/scale-page/appearance/background',
        imageForm(svg, name, type),
      );
      expect(refused.status).toBe(415);
      expect(refused.body.error.message).toBe(APPEARANCE_MESSAGES.imageWrongType);
    }
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const wrong = await user.call('POST', '/scale-page/appearance/background', imageForm(gif));
    expect(wrong.status).toBe(415);
    expect(await storedRow(user.id)).toBeUndefined();
  });
});

describe('fonts', () => {
  it('serves each font as one latin woff2 of at most 30 KB, cached for a year', async () => {
    for (const font of [
      'inter',
      'dm-sans',
      'poppins',
      'lora',
      'playfair-display',
      'space-grotesk',
    ]) {
      const response = await fetch(
        `${server.url}/fonts/${FONTS_VERSION}/${font}-latin-400-normal.woff2`,
      );
      expect(response.status, font).toBe(200);
      expect(response.headers.get('content-type')).toBe('font/woff2');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(bytes.byteLength).toBeLessThanOrEqual(30 * 1024);
    }
    expect((await fetch(`${server.url}/fonts/${FONTS_VERSION}/../package.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/fonts/0.0.1/inter-latin-400-normal.woff2`)).status).toBe(
      404,
    );
  });
});

describe('the preview', () => {
  it("draws the owner's page with the unsaved look, and refuses a bad one", async () => {
    const user = await owner();
    const draft = encodeURIComponent(JSON.stringify(custom()));
    const preview = await user.call(
      'GET',
      `/scale-page/appearance/preview?preview=1&draft=${draft}`,
    );
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toContain('text/html');
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.text).toContain('background:#facc15');
    // Nothing saved, and the public page keeps its look.
    expect(await storedRow(user.id)).toBeUndefined();
    expect((await page(user.username)).html).not.toContain('#facc15');

    const bad = encodeURIComponent(JSON.stringify({ ...custom(), textColor: 'url(x)' }));
    const refused = await user.call('GET', `/scale-page/appearance/preview?draft=${bad}`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(APPEARANCE_MESSAGES.colourInvalid);
  });
});

describe('budgets', () => {
  // A realistic page: a bio, ten links with descriptions and thumbnails, the contact
  // form on, eight social icons, a schedule button.
  const data = (appearance: Appearance): ScalePageData => ({
    profile: {
      userId: 'u1',
      username: 'ada-lovelace',
      displayName: 'Ada Lovelace',
      bio: 'Mathematician and writer. I help teams ship analytical engines on time. Say hello!',
      avatarUrl: '/files/avatars/u1/avatar.webp?v=3',
      tier: 'free',
      whatsappNumber: '+44 20 7946 0000',
      phoneNumber: '+44 20 7946 0001',
      leadFormEnabled: true,
      schedulePath: '/schedule/u1/intro',
    },
    links: Array.from({ length: 10 }, (_, i) => ({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      title: `My link number ${i + 1} with a title`,
      description: 'A short description of what the visitor finds behind this link.',
      url: `https://example.com/some/path/${i}?utm_source=scale`,
      thumbnailUrl: `/files/links/u1/${i}.webp`,
    })),
    appearance: {
      appearance: {
        ...appearance,
        socials: [
          'https://instagram.com/ada',
          'https://tiktok.com/@ada',
          'https://youtube.com/@ada',
          'https://x.com/ada',
          'https://linkedin.com/in/ada',
          'https://github.com/ada',
          'https://wa.me/442079460000',
          'mailto:ada@example.com',
        ],
      },
      backgroundImageUrl: null,
    },
  });

  it.each(THEMES.map((theme) => theme.id))(
    'keeps HTML, CSS and JS of the %s theme within 14 KB gzipped',
    (id) => {
      const { html } = renderScalePage(data(appearanceFromTheme(id, [])), 'https://scale.example');
      const gzipped = gzipSync(html).byteLength;
      expect(gzipped).toBeLessThanOrEqual(14 * 1024);
      // Everything is inline: the only things the page may fetch are images and its font.
      expect(html).not.toMatch(/<link rel="stylesheet"|<script src=/);
    },
  );
});
