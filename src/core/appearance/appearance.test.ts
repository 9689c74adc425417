import { describe, expect, it } from 'vitest';
import { APPEARANCE_MESSAGES } from '../messages';
import { ZAppearance } from './appearance-schemas';
import { AA_CONTRAST, contrastRatio, hexToOklch, nearestPassingColour } from './colour';
import { socialLabelOf, socialPlatformOf } from './social-links';
import { appearanceFromTheme, contrastChecks, isCustomised, THEMES } from './themes';

describe('contrast', () => {
  it('gives the WCAG figures for black, white and a mid grey', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('suggests the nearest passing colour, keeping the hue', () => {
    // Light pink text on white fails; the suggestion is a darker pink that passes.
    const suggestion = nearestPassingColour('#f9a8d4', ['#ffffff']);
    expect(suggestion).not.toBeNull();
    expect(contrastRatio(suggestion as string, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(suggestion as string, '#ffffff')).toBeLessThan(5.2);
    const hueBefore = hexToOklch('#f9a8d4').h;
    expect(Math.abs(hexToOklch(suggestion as string).h - hueBefore)).toBeLessThan(0.2);
  });

  it('leaves a passing colour as it is and says when nothing can pass', () => {
    expect(nearestPassingColour('#000000', ['#ffffff'])).toBe('#000000');
    expect(nearestPassingColour('#777777', ['#000000', '#ffffff'])).toBeNull();
  });
});

describe('themes', () => {
  it('offers at least 8 themes, every one readable at WCAG AA', () => {
    expect(THEMES.length).toBeGreaterThanOrEqual(8);
    for (const theme of THEMES) {
      const checks = contrastChecks(theme.look);
      expect(checks.text.passes, `${theme.id} text`).toBe(true);
      expect(checks.button.passes, `${theme.id} buttons`).toBe(true);
      expect(ZAppearance.safeParse(appearanceFromTheme(theme.id, [])).success).toBe(true);
    }
  });

  it('knows when a look was changed from its theme', () => {
    const appearance = appearanceFromTheme('ocean', []);
    expect(isCustomised(appearance)).toBe(false);
    expect(isCustomised({ ...appearance, textColor: '#fefefe' })).toBe(true);
  });
});

describe('ZAppearance', () => {
  const valid = appearanceFromTheme('paper', ['instagram.com/someone']);
  const messageOf = (input: unknown) => {
    const result = ZAppearance.safeParse(input);
    return result.success ? null : result.error.issues.map((issue) => issue.message);
  };

  it('accepts a theme and completes a bare domain', () => {
    const result = ZAppearance.parse({ ...valid, buttonColor: '#ABC' });
    expect(result.buttonColor).toBe('#aabbcc');
    expect(result.socials).toEqual(['https://instagram.com/someone']);
  });

  it('refuses a colour that is not a colour', () => {
    for (const bad of ['red', '#12345', 'url(javascript:alert(1))', '#1234567', '']) {
      expect(messageOf({ ...valid, textColor: bad })).toEqual([APPEARANCE_MESSAGES.colourInvalid]);
    }
    expect(
      messageOf({ ...valid, background: { kind: 'gradient', from: '#fff', to: 'blue;}' } }),
    ).toEqual([APPEARANCE_MESSAGES.colourInvalid]);
  });

  it('refuses an unknown theme, font or button style', () => {
    expect(messageOf({ ...valid, theme: 'neon' })).toEqual([APPEARANCE_MESSAGES.themeUnknown]);
    expect(messageOf({ ...valid, font: 'comic-sans' })).toEqual([APPEARANCE_MESSAGES.fontUnknown]);
    expect(messageOf({ ...valid, buttonFill: 'glow' })).toEqual([
      APPEARANCE_MESSAGES.optionUnknown,
    ]);
  });

  it('refuses javascript:, data: and other social addresses', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'tel:+123', 'ftp://x.org']) {
      expect(messageOf({ ...valid, socials: [bad] })).toEqual([
        APPEARANCE_MESSAGES.socialUrlInvalid,
      ]);
    }
    expect(messageOf({ ...valid, socials: Array(13).fill('https://x.com/a') })).toEqual([
      APPEARANCE_MESSAGES.tooManySocials,
    ]);
  });
});

describe('social icons', () => {
  it('recognises each service from its address', () => {
    const cases: [string, string][] = [
      ['https://www.instagram.com/someone', 'instagram'],
      ['https://www.tiktok.com/@someone', 'tiktok'],
      ['https://youtu.be/abc', 'youtube'],
      ['https://twitter.com/someone', 'x'],
      ['https://x.com/someone', 'x'],
      ['https://www.linkedin.com/in/someone', 'linkedin'],
      ['https://m.facebook.com/someone', 'facebook'],
      ['https://www.threads.net/@someone', 'threads'],
      ['https://github.com/someone', 'github'],
      ['https://wa.me/15551234567', 'whatsapp'],
      ['mailto:someone@example.com', 'email'],
      ['https://t.me/someone', 'telegram'],
      ['https://pinterest.com/someone', 'pinterest'],
      ['https://www.snapchat.com/add/someone', 'snapchat'],
      ['https://www.twitch.tv/someone', 'twitch'],
      ['https://open.spotify.com/artist/1', 'spotify'],
      ['https://notinstagram.com/x', 'website'],
    ];
    for (const [url, platform] of cases) expect(socialPlatformOf(url), url).toBe(platform);
    expect(socialLabelOf('https://www.example.org/me')).toBe('example.org');
  });
});
