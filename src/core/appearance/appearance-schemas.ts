// The Scale Page's appearance (issue 23): a designed theme's tokens, each of which the
// owner may change, and the social icons. The server stores what this schema accepts;
// the editor checks the same rules with the same messages.
import { z } from 'zod';
import { APPEARANCE_MESSAGES } from '../messages';
import { withWebScheme } from '../web-url';
import { normaliseHex } from './colour';
import { isAllowedSocialUrl, SOCIALS_MAX } from './social-links';

export const THEME_IDS = [
  'scale',
  'paper',
  'midnight',
  'sunset',
  'forest',
  'editorial',
  'bubblegum',
  'ocean',
  'mono',
  'lavender',
] as const;
export type ThemeId = (typeof THEME_IDS)[number];

/** The self-hosted fonts (one latin woff2 each, served at /fonts/) and the system's. */
export const FONT_IDS = [
  'system',
  'inter',
  'dm-sans',
  'poppins',
  'lora',
  'playfair-display',
  'space-grotesk',
] as const;
export type FontId = (typeof FONT_IDS)[number];

export const FONT_LABELS: Record<FontId, string> = {
  system: 'System',
  inter: 'Inter',
  'dm-sans': 'DM Sans',
  poppins: 'Poppins',
  lora: 'Lora',
  'playfair-display': 'Playfair Display',
  'space-grotesk': 'Space Grotesk',
};

export const BUTTON_FILLS = ['filled', 'outline', 'shadow'] as const;
export const BUTTON_SHAPES = ['square', 'rounded', 'pill'] as const;
export const AVATAR_SHAPES = ['circle', 'rounded', 'square'] as const;
export const BACKGROUND_KINDS = ['solid', 'gradient', 'image'] as const;
export const OVERLAYS = ['dark', 'light'] as const;
export const OVERLAY_MAX = 90;

export type ButtonFill = (typeof BUTTON_FILLS)[number];
export type ButtonShape = (typeof BUTTON_SHAPES)[number];
export type AvatarShape = (typeof AVATAR_SHAPES)[number];

export const BACKGROUND_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

const colour = z
  .string(APPEARANCE_MESSAGES.colourInvalid)
  .transform((value, ctx) => {
    const hex = normaliseHex(value);
    if (hex) return hex;
    ctx.addIssue({ code: 'custom', message: APPEARANCE_MESSAGES.colourInvalid });
    return z.NEVER;
  })
  // The output side, as the API answers it (the OpenAPI document's answers).
  .pipe(z.string().describe('A hex colour, #rrggbb'));

const option = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, APPEARANCE_MESSAGES.optionUnknown);

export const ZBackground = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('solid'), color: colour }),
    z.object({ kind: z.literal('gradient'), from: colour, to: colour }),
    z.object({
      kind: z.literal('image'),
      /** The legibility overlay laid over the picture: its colour and strength in %. */
      overlay: option(OVERLAYS),
      overlayOpacity: z
        .number(APPEARANCE_MESSAGES.overlayRange)
        .int(APPEARANCE_MESSAGES.overlayRange)
        .min(0, APPEARANCE_MESSAGES.overlayRange)
        .max(OVERLAY_MAX, APPEARANCE_MESSAGES.overlayRange),
    }),
  ],
  APPEARANCE_MESSAGES.optionUnknown,
);
export type Background = z.infer<typeof ZBackground>;

export const ZSocialUrl = z
  .string(APPEARANCE_MESSAGES.socialUrlInvalid)
  .trim()
  .transform(withWebScheme)
  .pipe(z.string().refine(isAllowedSocialUrl, APPEARANCE_MESSAGES.socialUrlInvalid));

/** A look's tokens: what a theme sets and the owner may change one by one. */
export const ZLook = z.object({
  background: ZBackground,
  buttonFill: option(BUTTON_FILLS),
  buttonShape: option(BUTTON_SHAPES),
  buttonColor: colour,
  buttonTextColor: colour,
  textColor: colour,
  font: z.enum(FONT_IDS, APPEARANCE_MESSAGES.fontUnknown),
  avatarShape: option(AVATAR_SHAPES),
});
export type Look = z.infer<typeof ZLook>;

export const ZAppearance = ZLook.extend({
  /** The theme the look started from (the editor marks it; the tokens are what count). */
  theme: z.enum(THEME_IDS, APPEARANCE_MESSAGES.themeUnknown),
  socials: z
    .array(ZSocialUrl, APPEARANCE_MESSAGES.socialUrlInvalid)
    .max(SOCIALS_MAX, APPEARANCE_MESSAGES.tooManySocials),
});
export type Appearance = z.infer<typeof ZAppearance>;
export type AppearanceInput = z.input<typeof ZAppearance>;

/** What GET /scale-page/appearance answers. */
export const ZAppearanceState = z
  .object({
    appearance: ZAppearance,
    backgroundImageUrl: z
      .string()
      .nullable()
      .describe("The uploaded background picture, or null; used when the background is 'image'"),
  })
  .meta({ id: 'AppearanceState' });
export type AppearanceState = z.infer<typeof ZAppearanceState>;

/** The preview's address carries the unsaved look as JSON (a few hundred characters). */
export const APPEARANCE_DRAFT_MAX = 8000;

export const ZAppearancePreviewQuery = z.object({
  draft: z.string().max(APPEARANCE_DRAFT_MAX, APPEARANCE_MESSAGES.draftInvalid).optional(),
  /** The page's script reads it: the owner's preview is not counted as a visit. */
  preview: z.literal('1').optional(),
});

/** The unsaved look from the preview's address; its JSON read with ZAppearance. */
export function parseAppearanceDraft(
  draft: string,
): { success: true; data: Appearance } | { success: false; error: z.ZodError | null } {
  let value: unknown;
  try {
    value = JSON.parse(draft);
  } catch {
    return { success: false, error: null };
  }
  const result = ZAppearance.safeParse(value);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, error: result.error };
}
