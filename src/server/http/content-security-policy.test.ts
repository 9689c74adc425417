// The HTML pages' policy allows exactly the inline scripts a page carries (issue 16).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { htmlPagePolicy } from './content-security-policy';

const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const scriptSrc = (policy: string) =>
  policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';

describe('htmlPagePolicy', () => {
  it('allows this origin and the hash of each inline script that runs, never unsafe-inline', () => {
    const loader = 'import("/assets/booking.js")';
    const html = [
      '<script type="module" src="/assets/index.js"></script>',
      `<script type="module">${loader}</script>`,
      '<script>console.log(1)</script>',
      '<script type="application/json" id="seed">{"a":"</script>',
    ].join('');
    const policy = scriptSrc(htmlPagePolicy(html));
    expect(policy).toBe(`script-src 'self' ${hashOf(loader)} ${hashOf('console.log(1)')}`);
    expect(htmlPagePolicy(html)).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('gives a page without inline scripts this origin alone, and keeps plugins and framing out', () => {
    const policy = htmlPagePolicy('<p>Hello</p>');
    expect(scriptSrc(policy)).toBe("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("base-uri 'self'");
  });
});
