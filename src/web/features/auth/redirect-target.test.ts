import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

const target = (value: string) => redirectTarget(new URLSearchParams({ redirect: value }));

describe('redirectTarget', () => {
  it('keeps a path of this site, with its query', () => {
    expect(target('/invitations/abc_DEF-123')).toBe('/invitations/abc_DEF-123');
    expect(target('/organizations?tab=members')).toBe('/organizations?tab=members');
  });

  it('refuses other origins and anything that is not a path', () => {
    for (const value of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'invitations/abc',
      '',
    ]) {
      expect(target(value), value).toBeNull();
    }
    expect(redirectTarget(new URLSearchParams())).toBeNull();
  });
});
