// What the viewer's pdf.js fetches from the app: its wasm decoders, CMaps, standard fonts
// and CMYK profile, with their types and a year-long cache — and nothing else.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfJsAssetsPath } from '../../../../core/pdfjs-assets';
import { PDFJS_DIST_DIR, PDFJS_VERSION } from '../pdfjs-assets';
import { pdfJsAssetRoutes } from './pdfjs-asset-routes';

const routes = pdfJsAssetRoutes();
const base = pdfJsAssetsPath(PDFJS_VERSION);
const get = (path: string, headers: Record<string, string> = {}) =>
  routes.request(path, { headers });

describe('pdf.js assets', () => {
  it('serves each kind of file pdf.js asks for, typed, for a year', async () => {
    const cases: Array<[string, string]> = [
      ['wasm/openjpeg.wasm', 'application/wasm'],
      ['wasm/jbig2.wasm', 'application/wasm'],
      ['wasm/qcms_bg.wasm', 'application/wasm'],
      ['wasm/openjpeg_nowasm_fallback.js', 'text/javascript; charset=utf-8'],
      ['cmaps/UniJIS-UCS2-H.bcmap', 'application/octet-stream'],
      ['standard_fonts/FoxitDingbats.pfb', 'application/octet-stream'],
      ['standard_fonts/LiberationSans-Regular.ttf', 'font/ttf'],
      ['iccs/CGATS001Compat-v2-micro.icc', 'application/vnd.iccprofile'],
    ];
    for (const [file, type] of cases) {
      const answer = await get(`${base}${file}`);
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get('content-type'), file).toBe(type);
      expect(answer.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.get('x-content-type-options'), file).toBe('nosniff');
      const body = Buffer.from(await answer.arrayBuffer());
      expect(body.equals(readFileSync(join(PDFJS_DIST_DIR, file))), file).toBe(true);
    }
  });

  it('sends the decoders compressed to browsers that accept it', async () => {
    const answer = await get(`${base}wasm/openjpeg.wasm`, { 'accept-encoding': 'gzip' });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await answer.arrayBuffer());
    const size = statSync(join(PDFJS_DIST_DIR, 'wasm/openjpeg.wasm')).size;
    expect(body.length).toBeLessThan(size * 0.7);
    expect(gunzipSync(body).length).toBe(size);
  });

  it('answers 404 for another version, another folder, other files and paths out', async () => {
    const refused = [
      `${pdfJsAssetsPath('1.0.0')}wasm/openjpeg.wasm`,
      `${base}build/pdf.mjs`,
      `${base}wasm/LICENSE_OPENJPEG`,
      `${base}wasm/missing.wasm`,
      `${base}wasm/..%2Fpackage.json`,
      `${base}wasm/%2E%2E%2F%2E%2E%2Fpackage.json`,
      `${base}cmaps/.hidden.bcmap`,
      `${base}..%2Fpackage.json/x.js`,
    ];
    for (const path of refused) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
