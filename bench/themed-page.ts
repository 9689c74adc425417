// Issue 23's budgets hold "on every theme": the benches dress an owner's Scale Page the
// way the Appearance section does — a designed theme, eight social icons and, for the
// richest look, an uploaded background picture under a legibility overlay.
import sharp from 'sharp';
import type { AppearanceInput, ThemeId } from '../src/core/appearance/appearance-schemas';
import { appearanceFromTheme, THEMES } from '../src/core/appearance/themes';

export const THEME_IDS_TO_MEASURE: readonly ThemeId[] = THEMES.map((theme) => theme.id);

const SOCIALS = [
  'https://instagram.com/maya',
  'https://tiktok.com/@maya',
  'https://youtube.com/@maya',
  'https://x.com/maya',
  'https://linkedin.com/in/maya',
  'https://github.com/maya',
  'https://wa.me/14155552671',
  'mailto:maya@example.com',
];

/** A photo-sized JPEG of one colour, as a phone would upload one (the server resizes it). */
export function photoJpeg(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

async function send(
  url: string,
  cookie: string,
  method: string,
  path: string,
  body: BodyInit,
  type?: string,
) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { origin: url, cookie, ...(type ? { 'content-type': type } : {}) },
    body,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
}

/** The owner's page in `theme`, with the social icons; `withPicture` adds a background photo. */
export async function dressScalePage(
  url: string,
  cookie: string,
  theme: ThemeId,
  { withPicture = false }: { withPicture?: boolean } = {},
): Promise<void> {
  if (withPicture) {
    const photo = await photoJpeg(1600, 1200, '#2f5d3a');
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'forest.jpg');
    await send(url, cookie, 'POST', '/api/v1/scale-page/appearance/background', form);
  }
  const look: AppearanceInput = {
    ...appearanceFromTheme(theme, SOCIALS),
    ...(withPicture
      ? { background: { kind: 'image' as const, overlay: 'dark' as const, overlayOpacity: 45 } }
      : {}),
  };
  await send(
    url,
    cookie,
    'PUT',
    '/api/v1/scale-page/appearance',
    JSON.stringify(look),
    'application/json',
  );
}
