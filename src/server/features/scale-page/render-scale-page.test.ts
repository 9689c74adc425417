// The renderer on its own: defences that the API and database make unreachable
// through HTTP (a stored javascript: link, an odd avatar address).
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isSafeLinkUrl, jsonForScript } from '../../http/escape';
import { renderScalePage } from './render-scale-page';
import type { ScalePageData } from './scale-page-data';

const profile: ScalePageData['profile'] = {
  userId: 'u1',
  username: 'ada',
  displayName: 'Ada',
  bio: null,
  avatarUrl: null,
  tier: 'free',
  whatsappNumber: null,
  phoneNumber: null,
};

const link = (id: string, url: string) => ({
  id,
  title: `Link ${id}`,
  description: null,
  url,
  thumbnailUrl: null,
});

describe('renderScalePage', () => {
  it('drops links whose address is not http(s), mailto or tel', () => {
    const { html } = renderScalePage(
      {
        profile,
        links: [
          link('a', 'javascript:alert(1)'),
          link('b', ' JaVaScRiPt:alert(1)'),
          link('c', 'data:text/html,<script>alert(1)</script>'),
          link('d', 'java\tscript:alert(1)'),
          link('e', 'https://ok.example/'),
          link('f', 'tel:+123'),
        ],
      },
      'https://scale.example',
    );
    expect(html.toLowerCase()).not.toContain('javascript');
    expect(html).not.toContain('data:text');
    expect(html).toContain('data-href="https://ok.example/"');
    expect(html).toContain('data-href="tel:+123"');
  });

  it('ignores an avatar or thumbnail that is not an http(s) or site address', () => {
    const { html } = renderScalePage(
      {
        profile: { ...profile, avatarUrl: 'javascript:alert(1)' },
        links: [{ ...link('a', 'https://ok.example/'), thumbnailUrl: '//evil.example/x.png' }],
      },
      'https://scale.example',
    );
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('og:image');
  });

  it('weighs at most 14 KB gzipped with ten links', () => {
    const links = Array.from({ length: 10 }, (_, i) => ({
      ...link(crypto.randomUUID(), `https://example.com/some/longer/path/${i}?ref=scale`),
      title: `A realistic link title number ${i}`,
      description: 'A short description of what is behind this link',
      thumbnailUrl: `/files/links/u1/${crypto.randomUUID()}.webp`,
    }));
    const { html } = renderScalePage(
      {
        profile: {
          ...profile,
          displayName: 'A Realistic Display Name',
          bio: 'x'.repeat(300),
          // With its sharing tags (og:image and its size, type and alt; twitter:image).
          avatarUrl: `/files/avatars/${crypto.randomUUID()}/avatar.webp?v=lq3x9z`,
          phoneNumber: '+14155552671',
          whatsappNumber: '+14155552671',
          schedulePath: '/schedule/u1/intro-call',
        },
        links,
      },
      'https://scale.example',
    );
    expect(html).toContain('og:image:alt');
    expect(gzipSync(html).length).toBeLessThanOrEqual(14 * 1024);
  });
});

describe('escape helpers', () => {
  it('keep </script> and HTML comments out of JSON-LD', () => {
    const json = jsonForScript({ name: '</script><!--<script>' });
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><!--<script>' });
  });

  it('accept only http(s), mailto and tel addresses', () => {
    for (const url of ['https://a.example', 'http://a.example', 'mailto:a@b.c', 'tel:+1']) {
      expect(isSafeLinkUrl(url), url).toBe(true);
    }
    for (const url of [
      'javascript:x',
      'data:x',
      'vbscript:x',
      '//a.example',
      'ftp://a',
      'https://a\n',
    ]) {
      expect(isSafeLinkUrl(url), url).toBe(false);
    }
  });
});
