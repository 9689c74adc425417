// GET /assets/pdfjs/{version}/{folder}/{file}: the files pdf.js fetches while it reads a
// shared PDF — wasm decoders, CMaps, standard fonts, the CMYK profile — served by the app
// itself from the installed pdfjs-dist, in dev, tests and production alike (decision 042).
// Only the four folders and the file types pdf.js asks for; the version in the path makes
// them immutable, so browsers keep them a year.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { PDFJS_ASSET_FOLDERS } from '../../../../core/pdfjs-assets';
import type { AppEnv } from '../../../http/types';
import { PDFJS_DIST_DIR, PDFJS_VERSION } from '../pdfjs-assets';

/** The types of the files pdf.js loads; anything else in those folders is not served. */
const CONTENT_TYPES: Record<string, string> = {
  '.wasm': 'application/wasm',
  // openjpeg_nowasm_fallback.js: imported as a module when WebAssembly is unavailable.
  '.js': 'text/javascript; charset=utf-8',
  '.bcmap': 'application/octet-stream',
  '.pfb': 'application/octet-stream',
  '.ttf': 'font/ttf',
  '.icc': 'application/vnd.iccprofile',
};

const FOLDERS: ReadonlySet<string> = new Set(Object.values(PDFJS_ASSET_FOLDERS));
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const NOT_FOUND_HEADERS = { 'cache-control': 'no-store' };

export function pdfJsAssetRoutes(): Hono<AppEnv> {
  return (
    new Hono<AppEnv>()
      // The decoders and the fallback script shrink to about a third; CMaps and fonts are
      // compact already and not in compress()'s list of types.
      .use('/assets/pdfjs/*', compress())
      .get('/assets/pdfjs/:version/:folder/:file', async (c) => {
        const { version, folder, file } = c.req.param();
        const type = CONTENT_TYPES[extname(file)];
        if (version !== PDFJS_VERSION || !FOLDERS.has(folder) || !FILE_NAME.test(file) || !type) {
          return c.text('Not found', 404, NOT_FOUND_HEADERS);
        }
        const path = join(PDFJS_DIST_DIR, folder, file);
        const size = await stat(path).then(
          (stats) => (stats.isFile() ? stats.size : null),
          () => null,
        );
        if (size === null) return c.text('Not found', 404, NOT_FOUND_HEADERS);
        return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, {
          headers: {
            'content-type': type,
            'content-length': String(size),
            'cache-control': 'public, max-age=31536000, immutable',
            'x-content-type-options': 'nosniff',
          },
        });
      })
  );
}
