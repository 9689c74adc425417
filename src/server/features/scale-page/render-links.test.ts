// The links part of the Scale Page on its own: headers as escaped <h2>, a header over
// nothing left out, the featured link marked, unsafe addresses dropped.
import { describe, expect, it } from 'vitest';
import { renderLinks } from './render-links';
import type { ScalePageItem } from './scale-page-data';

const link = (id: string, extra: Record<string, unknown> = {}): ScalePageItem => ({
  id,
  title: `Link ${id}`,
  description: null,
  url: `https://example.com/${id}`,
  thumbnailUrl: null,
  ...extra,
});
const header = (id: string, title: string): ScalePageItem => ({ kind: 'header', id, title });

describe('renderLinks', () => {
  it('puts each header as an <h2> over its own list, escaped', () => {
    const html = renderLinks([
      link('a'),
      header('h1', '<img src=x onerror=alert(1)> & more'),
      link('b'),
      link('c'),
    ]);
    expect(html).toMatch(
      /^<nav aria-label="Links"><ul class="ls"><li>(?:(?!<\/ul>).)*Link a<\/b>.*?<\/li><\/ul><h2 class="lh">&lt;img src=x onerror=alert\(1\)&gt; &amp; more<\/h2><ul class="ls"><li>.*?Link b<\/b>.*?<\/li><li>.*?Link c<\/b>.*?<\/li><\/ul><\/nav>$/,
    );
    expect(html).not.toContain('<img src=x');
  });

  it('leaves out a header with no link under it, and says so when nothing is left', () => {
    const html = renderLinks([header('h1', 'Empty'), header('h2', 'Full'), link('a')]);
    expect(html).not.toContain('Empty');
    expect(html).toContain('<h2 class="lh">Full</h2>');
    expect(renderLinks([header('h1', 'Alone')])).toBe('<p class="e">No links yet.</p>');
    expect(renderLinks([header('h1', 'Bad'), link('x', { url: 'javascript:alert(1)' })])).toBe(
      '<p class="e">No links yet.</p>',
    );
  });

  it('marks the featured link only', () => {
    const html = renderLinks([link('a'), link('b', { featured: true })]);
    expect(html.match(/class="l f"/g)).toHaveLength(1);
    expect(html).toMatch(/<a class="l f" href="\/go\/b"/);
    expect(html).toMatch(/<a class="l" href="\/go\/a"/);
  });
});
