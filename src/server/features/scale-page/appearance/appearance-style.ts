// The CSS and markup a Scale Page's appearance adds to the page (render-scale-page.ts
// appends them): the look's tokens as a few rules after the base style, the chosen font's
// one @font-face (swap), and the social icons as one inline SVG sprite with <use> per
// icon. Every value written here is a validated hex colour, a fixed keyword, or a URL of
// our own files, so nothing a visitor sees can close the <style> or inject a rule.
import type { AppearanceState, FontId, Look } from '../../../../core/appearance/appearance-schemas';
import { hexToRgb } from '../../../../core/appearance/colour';
import {
  type SocialPlatform,
  socialLabelOf,
  socialPlatformOf,
} from '../../../../core/appearance/social-links';
import { escapeHtml } from '../../../http/escape';
import { fontFileUrl } from './fonts';
import { SOCIAL_ICON_PATHS } from './social-icons';

const FONT_STACKS: Record<FontId, string> = {
  system: 'system-ui,-apple-system,"Segoe UI",Roboto,sans-serif',
  inter: '"Inter",system-ui,sans-serif',
  'dm-sans': '"DM Sans",system-ui,sans-serif',
  poppins: '"Poppins",system-ui,sans-serif',
  lora: '"Lora",Georgia,serif',
  'playfair-display': '"Playfair Display",Georgia,serif',
  'space-grotesk': '"Space Grotesk",system-ui,sans-serif',
};

const FONT_FAMILIES: Record<Exclude<FontId, 'system'>, string> = {
  inter: 'Inter',
  'dm-sans': 'DM Sans',
  poppins: 'Poppins',
  lora: 'Lora',
  'playfair-display': 'Playfair Display',
  'space-grotesk': 'Space Grotesk',
};

const RADII = { square: '0', rounded: '.85rem', pill: '999px' } as const;
const AVATAR_RADII = { circle: '50%', rounded: '1.25rem', square: '0' } as const;

const rgba = (hex: string, alpha: number) => `rgba(${hexToRgb(hex).join(',')},${alpha})`;

/** Only our own file URLs reach the CSS, and only characters that cannot end url(…). */
function cssUrl(url: string): string | null {
  return /^\/files\/[A-Za-z0-9/_.%-]+$/.test(url) ? url : null;
}

function backgroundCss(look: Look, imageUrl: string | null): { page: string; base: string } {
  const { background } = look;
  if (background.kind === 'solid') {
    return { page: background.color, base: background.color };
  }
  if (background.kind === 'gradient') {
    return {
      page: `linear-gradient(180deg,${background.from},${background.to}) fixed`,
      base: background.to,
    };
  }
  const overlayColour = background.overlay === 'dark' ? '#000000' : '#ffffff';
  const overlay = rgba(overlayColour, background.overlayOpacity / 100);
  const url = imageUrl ? cssUrl(imageUrl) : null;
  // Without a picture (removed after saving), the overlay's colour alone.
  if (!url) return { page: overlayColour, base: overlayColour };
  return {
    page: `linear-gradient(${overlay},${overlay}),url("${url}") center/cover fixed`,
    base: overlayColour,
  };
}

/**
 * The rules that turn the base style into this look. Null for the default Scale look
 * with nothing uploaded: the page keeps exactly its base style.
 */
export function appearanceCss(state: AppearanceState | undefined): string {
  if (!state) return '';
  const look = state.appearance;
  const { page, base } = backgroundCss(look, state.backgroundImageUrl);
  const text = look.textColor;
  const radius = RADII[look.buttonShape];
  const button =
    look.buttonFill === 'outline'
      ? `background:transparent;color:${look.buttonTextColor};border:2px solid ${look.buttonColor};box-shadow:none`
      : `background:${look.buttonColor};color:${look.buttonTextColor};border:2px solid ${look.buttonColor};box-shadow:${look.buttonFill === 'shadow' ? '0 6px 18px -4px rgba(0,0,0,.4)' : 'none'}`;
  const font =
    look.font === 'system'
      ? ''
      : `@font-face{font-family:"${FONT_FAMILIES[look.font]}";src:url(${fontFileUrl(look.font)}) format("woff2");font-display:swap}`;
  return [
    font,
    // --page-text: the section headers' colour (render-links.ts, issue 23's links part).
    `html{background:${base};--page-text:${text}}`,
    `body{background:${page};color:${text};font-family:${FONT_STACKS[look.font]}}`,
    `.p,.bio,.e,footer a,footer a:hover,.pw b{color:${text}}`,
    `.av{border-radius:${AVATAR_RADII[look.avatarShape]};background:${look.buttonColor};color:${look.buttonFill === 'outline' ? base : look.buttonTextColor};box-shadow:0 0 0 4px ${rgba(text, 0.25)}}`,
    `.c a{background:transparent;color:${text};border:1.5px solid ${rgba(text, 0.55)}}.c a:hover{background:${rgba(text, 0.1)}}`,
    `.pw{background:transparent;border:1px solid ${rgba(text, 0.4)}}`,
    `.l{${button};border-radius:${radius}}.l svg,.t small{color:inherit}`,
    `a:focus-visible{outline-color:${text}}`,
    `.so{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem;margin:1rem 0 0}.so a{display:inline-flex;padding:.6rem;border-radius:999px;color:${text}}.so a:hover{background:${rgba(text, 0.12)}}.so svg{width:1.5rem;height:1.5rem}.sp{position:absolute;width:0;height:0;overflow:hidden}`,
  ].join('');
}

/**
 * The social icons after the bio: one hidden sprite holding a <symbol> per service used,
 * then a link per URL with the service's name as its accessible name.
 */
export function socialRowHtml(state: AppearanceState | undefined): string {
  const socials = state?.appearance.socials ?? [];
  if (socials.length === 0) return '';
  const used = new Set<SocialPlatform>();
  const items = socials.map((url) => {
    const platform = socialPlatformOf(url);
    used.add(platform);
    const label = socialLabelOf(url);
    return `<li><a href="${escapeHtml(url)}" aria-label="${escapeHtml(label)}" title="${escapeHtml(label)}" rel="me noopener"><svg aria-hidden="true"><use href="#s-${platform}"/></svg></a></li>`;
  });
  const symbols = [...used]
    .map(
      (platform) =>
        `<symbol id="s-${platform}" viewBox="0 0 24 24">${SOCIAL_ICON_PATHS[platform]}</symbol>`,
    )
    .join('');
  return `<svg class="sp" aria-hidden="true" focusable="false">${symbols}</svg><nav aria-label="Social profiles"><ul class="so">${items.join('')}</ul></nav>`;
}
