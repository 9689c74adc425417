// The one URL rule of links, shared by the server and the editor.
import { describe, expect, it } from 'vitest';
import { isAllowedLinkUrl } from './link-schemas';

describe('isAllowedLinkUrl', () => {
  it.each([
    'https://example.com',
    'http://example.com/path?q=1#top',
    'HTTPS://Example.com',
    ' https://example.com ',
    'mailto:me@example.com',
    'tel:+1-555-123-4567',
  ])('accepts %j', (url) => expect(isAllowedLinkUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,hi',
    'vbscript:msgbox',
    'ftp://example.com',
    'file:///etc/passwd',
    'example.com',
    '//example.com',
    'https://',
    'http:///host',
    'https://exa mple.com',
    'mailto:',
    'tel:',
    'tel:call-me',
    '',
    `https://example.com/${'a'.repeat(2048)}`,
  ])('refuses %j', (url) => expect(isAllowedLinkUrl(url)).toBe(false));
});
