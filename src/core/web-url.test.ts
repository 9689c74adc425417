// A bare domain typed as a link or website becomes an https:// address, in the shared
// schemas the API and the forms both use; everything else keeps the old rules and words.
import { describe, expect, it } from 'vitest';
import { ZWebsite } from './client-schemas';
import { ZLinkCreate, ZLinkUpdate } from './link-schemas';
import { CLIENT_MESSAGES, LINK_MESSAGES, ORG_MESSAGES } from './messages';
import { ZOrganizationUpdate } from './organization-schemas';
import { withWebScheme } from './web-url';

const COMPLETED: [typed: string, stored: string][] = [
  ['example.com/book', 'https://example.com/book'],
  ['www.x.com', 'https://www.x.com'],
  ['  Example.COM  ', 'https://Example.COM'],
  ['shop.example.co.uk/a?b=1#c', 'https://shop.example.co.uk/a?b=1#c'],
  ['example.com:8080/path', 'https://example.com:8080/path'],
  ['bücher.de', 'https://bücher.de'],
  ['my-site.dev?ref=card', 'https://my-site.dev?ref=card'],
];

const KEPT: string[] = ['https://example.com/book', 'http://example.com', 'HTTPS://Example.com/x'];

// Each refused exactly as before, with the schema's usual message.
const HOSTILE: string[] = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'javascript:example.com',
  'java.script:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox',
  '//evil.com',
  '///evil.com',
  'http:/x',
  'http:evil.com',
  'https://',
  'ftp://example.com',
  'file:///etc/passwd',
  'example .com',
  'example.com/ book',
  'exa\tmple.com',
  'evil.com@example.com',
  '\\\\evil.com',
  'localhost',
  'localhost:3000',
  'example',
  'a.b',
  '1.2.3.4',
  '<script>alert(1)</script>',
  `example.com/${'a'.repeat(2048)}`,
];

describe('withWebScheme', () => {
  it.each(COMPLETED)('reads %j as https://', (typed, stored) => {
    expect(withWebScheme(typed.trim())).toBe(stored);
  });

  // The two hostile values that start with a domain are completed, then refused below.
  const notDomains = HOSTILE.filter((value) => !value.startsWith('example.com/'));
  it.each([...KEPT, ...notDomains, 'mailto:me@example.com', 'tel:+15551234567'])(
    'leaves %j as typed',
    (value) => expect(withWebScheme(value)).toBe(value),
  );
});

describe('a link', () => {
  it.each(COMPLETED)('typed %j is saved as %j', (typed, stored) => {
    expect(ZLinkCreate.parse({ title: 'T', url: typed }).url).toBe(stored);
    expect(ZLinkUpdate.parse({ url: typed }).url).toBe(stored);
  });

  it.each([...KEPT, 'mailto:me@example.com', 'tel:+1-555-123-4567'])('keeps %j', (url) => {
    expect(ZLinkCreate.parse({ title: 'T', url }).url).toBe(url);
  });

  it.each(HOSTILE)('refuses %j with the usual message', (url) => {
    const result = ZLinkCreate.safeParse({ title: 'T', url });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([LINK_MESSAGES.urlScheme]);
  });

  it('still asks for a URL when it is blank', () => {
    const result = ZLinkCreate.safeParse({ title: 'T', url: '   ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([LINK_MESSAGES.urlRequired]);
  });
});

describe("a client's website", () => {
  it.each(COMPLETED)('typed %j is saved as %j', (typed, stored) => {
    expect(ZWebsite.parse({ url: typed }).url).toBe(stored);
  });

  it.each(KEPT)('keeps %j', (url) => {
    expect(ZWebsite.parse({ url }).url).toBe(url);
  });

  it.each([...HOSTILE, 'mailto:me@example.com', 'tel:+15551234567'])(
    'refuses %j with the usual message',
    (url) => {
      const result = ZWebsite.safeParse({ url });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        CLIENT_MESSAGES.websiteScheme,
      ]);
    },
  );
});

describe("an organization's website", () => {
  it('reads a bare domain as https:// and blank as none', () => {
    expect(ZOrganizationUpdate.parse({ website: 'example.org/team' }).website).toBe(
      'https://example.org/team',
    );
    expect(ZOrganizationUpdate.parse({ website: '  ' }).website).toBeNull();
  });

  it.each(['javascript:alert(1)', '//evil.com', 'http:/x'])('refuses %j', (website) => {
    const result = ZOrganizationUpdate.safeParse({ website });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      ORG_MESSAGES.websiteScheme,
    ]);
  });
});
