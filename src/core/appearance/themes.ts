// The designed themes: each a complete look. Every one passes WCAG AA for page text on
// its background and button text on its buttons (themes.test.ts checks).
import type { Appearance, Look, ThemeId } from './appearance-schemas';
import { AA_CONTRAST, blend, contrastRatio } from './colour';

export type Theme = { id: ThemeId; name: string; look: Look };

export const THEMES: readonly Theme[] = [
  {
    id: 'scale',
    name: 'Scale',
    look: {
      background: { kind: 'gradient', from: '#4f46e5', to: '#5b21b6' },
      buttonFill: 'filled',
      buttonShape: 'rounded',
      buttonColor: '#ffffff',
      buttonTextColor: '#0f172a',
      textColor: '#ffffff',
      font: 'system',
      avatarShape: 'circle',
    },
  },
  {
    id: 'paper',
    name: 'Paper',
    look: {
      background: { kind: 'solid', color: '#f8fafc' },
      buttonFill: 'outline',
      buttonShape: 'rounded',
      buttonColor: '#0f172a',
      buttonTextColor: '#0f172a',
      textColor: '#0f172a',
      font: 'inter',
      avatarShape: 'circle',
    },
  },
  {
    id: 'midnight',
    name: 'Midnight',
    look: {
      background: { kind: 'solid', color: '#0b1120' },
      buttonFill: 'filled',
      buttonShape: 'pill',
      buttonColor: '#38bdf8',
      buttonTextColor: '#0b1120',
      textColor: '#f8fafc',
      font: 'space-grotesk',
      avatarShape: 'rounded',
    },
  },
  {
    id: 'sunset',
    name: 'Sunset',
    look: {
      background: { kind: 'gradient', from: '#c2410c', to: '#9d174d' },
      buttonFill: 'shadow',
      buttonShape: 'pill',
      buttonColor: '#ffffff',
      buttonTextColor: '#9d174d',
      textColor: '#ffffff',
      font: 'poppins',
      avatarShape: 'circle',
    },
  },
  {
    id: 'forest',
    name: 'Forest',
    look: {
      background: { kind: 'solid', color: '#14532d' },
      buttonFill: 'filled',
      buttonShape: 'rounded',
      buttonColor: '#dcfce7',
      buttonTextColor: '#14532d',
      textColor: '#f0fdf4',
      font: 'lora',
      avatarShape: 'rounded',
    },
  },
  {
    id: 'editorial',
    name: 'Editorial',
    look: {
      background: { kind: 'solid', color: '#fffbeb' },
      buttonFill: 'outline',
      buttonShape: 'square',
      buttonColor: '#1c1917',
      buttonTextColor: '#1c1917',
      textColor: '#1c1917',
      font: 'playfair-display',
      avatarShape: 'square',
    },
  },
  {
    id: 'bubblegum',
    name: 'Bubblegum',
    look: {
      background: { kind: 'solid', color: '#fce7f3' },
      buttonFill: 'filled',
      buttonShape: 'pill',
      buttonColor: '#be185d',
      buttonTextColor: '#ffffff',
      textColor: '#831843',
      font: 'poppins',
      avatarShape: 'circle',
    },
  },
  {
    id: 'ocean',
    name: 'Ocean',
    look: {
      background: { kind: 'gradient', from: '#0e7490', to: '#1e3a8a' },
      buttonFill: 'shadow',
      buttonShape: 'rounded',
      buttonColor: '#ffffff',
      buttonTextColor: '#0c4a6e',
      textColor: '#ffffff',
      font: 'dm-sans',
      avatarShape: 'circle',
    },
  },
  {
    id: 'mono',
    name: 'Mono',
    look: {
      background: { kind: 'solid', color: '#000000' },
      buttonFill: 'outline',
      buttonShape: 'pill',
      buttonColor: '#ffffff',
      buttonTextColor: '#ffffff',
      textColor: '#ffffff',
      font: 'space-grotesk',
      avatarShape: 'square',
    },
  },
  {
    id: 'lavender',
    name: 'Lavender',
    look: {
      background: { kind: 'solid', color: '#ede9fe' },
      buttonFill: 'shadow',
      buttonShape: 'rounded',
      buttonColor: '#ffffff',
      buttonTextColor: '#4c1d95',
      textColor: '#3b0764',
      font: 'dm-sans',
      avatarShape: 'rounded',
    },
  },
];

export const DEFAULT_THEME_ID: ThemeId = 'scale';

export function themeById(id: ThemeId): Theme {
  return THEMES.find((theme) => theme.id === id) ?? (THEMES[0] as Theme);
}

/** The look a page has before its owner changes anything: today's Scale theme. */
export function defaultAppearance(): Appearance {
  return appearanceFromTheme(DEFAULT_THEME_ID, []);
}

export function appearanceFromTheme(id: ThemeId, socials: string[]): Appearance {
  const { look } = themeById(id);
  return { ...structuredClone(look), theme: id, socials };
}

/** Whether the look differs from its theme's (the editor says "customised"). */
export function isCustomised(appearance: Appearance): boolean {
  const { look } = themeById(appearance.theme);
  const { theme: _theme, socials: _socials, ...own } = appearance;
  return JSON.stringify(own) !== JSON.stringify(look);
}

/**
 * The colours the page's text is read against: the solid colour, both ends of a
 * gradient, or an image's overlay at its strength over black or white (the picture's own
 * colours are unknown, so both extremes are checked — a weak overlay fails).
 */
export function backgroundColours(look: Look): string[] {
  const { background } = look;
  if (background.kind === 'solid') return [background.color];
  if (background.kind === 'gradient') return [background.from, background.to];
  const overlay = background.overlay === 'dark' ? '#000000' : '#ffffff';
  const alpha = background.overlayOpacity / 100;
  return [blend(overlay, '#000000', alpha), blend(overlay, '#ffffff', alpha)];
}

/** What a button's label is read against: the button, or the page for outline buttons. */
export function buttonLabelBackgrounds(look: Look): string[] {
  return look.buttonFill === 'outline' ? backgroundColours(look) : [look.buttonColor];
}

export type ContrastCheck = {
  /** The lowest ratio over the colours it is read against. */
  ratio: number;
  passes: boolean;
  against: string[];
};

function check(colour: string, against: string[]): ContrastCheck {
  const ratio = Math.min(...against.map((other) => contrastRatio(colour, other)));
  return { ratio, passes: ratio >= AA_CONTRAST, against };
}

/** The two checks the editor shows: page text on background, button label on button. */
export function contrastChecks(look: Look): { text: ContrastCheck; button: ContrastCheck } {
  return {
    text: check(look.textColor, backgroundColours(look)),
    button: check(look.buttonTextColor, buttonLabelBackgrounds(look)),
  };
}
