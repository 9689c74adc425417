// The Scale Page's self-hosted fonts (issue 23): one latin, weight-400 woff2 per font,
// straight from the installed @fontsource packages, served by the app at
// /fonts/{version}/{font}-latin-400-normal.woff2. The package version in the path makes a
// file immutable, so browsers keep it a year; the page's CSS asks for it with
// font-display: swap, so text shows at once in the fallback.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { FONT_IDS, type FontId } from '../../../../core/appearance/appearance-schemas';
import type { AppEnv } from '../../../http/types';

export type WebFontId = Exclude<FontId, 'system'>;

const WEB_FONTS = FONT_IDS.filter((font): font is WebFontId => font !== 'system');

const require = createRequire(import.meta.url);

function packageDir(font: WebFontId): string {
  return dirname(require.resolve(`@fontsource/${font}/package.json`));
}

const fileName = (font: WebFontId) => `${font}-latin-400-normal.woff2`;

/** The packages' version (all six are pinned together); part of every font URL. */
export const FONTS_VERSION: string = JSON.parse(
  readFileSync(join(packageDir('inter'), 'package.json'), 'utf8'),
).version;

export function fontFileUrl(font: WebFontId): string {
  return `/fonts/${FONTS_VERSION}/${fileName(font)}`;
}

/** The font files, read once when first asked for (six files, about 100 KB in all). */
const loaded = new Map<string, Buffer>();

export function fontFile(name: string): Buffer | null {
  const font = WEB_FONTS.find((candidate) => fileName(candidate) === name);
  if (!font) return null;
  let data = loaded.get(name);
  if (!data) {
    data = readFileSync(join(packageDir(font), 'files', name));
    loaded.set(name, data);
  }
  return data;
}

export function fontRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/fonts/:version/:file', (c) => {
    const { version, file } = c.req.param();
    const data = version === FONTS_VERSION ? fontFile(file) : null;
    if (!data) return c.text('Not found', 404, { 'cache-control': 'no-store' });
    return c.body(new Uint8Array(data), 200, {
      'content-type': 'font/woff2',
      'content-length': String(data.byteLength),
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
    });
  });
}
