// The installed pdfjs-dist's on-demand files (decision 042): the thumbnailer hands their
// folders to pdf.js as file-system paths, and the viewer's requests for them are answered
// from here (viewer/pdfjs-asset-routes.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PDFJS_ASSET_FOLDERS, type PdfJsAssetOption } from '../../../core/pdfjs-assets';

export const PDFJS_DIST_DIR = dirname(
  createRequire(import.meta.url).resolve('pdfjs-dist/package.json'),
);

export const PDFJS_VERSION: string = JSON.parse(
  readFileSync(join(PDFJS_DIST_DIR, 'package.json'), 'utf8'),
).version;

/**
 * getDocument's options in Node: folder paths ending in "/", which pdf.js joins with a
 * file name and reads with fs (its NodeBinaryDataFactory).
 */
export function pdfJsAssetPaths(): Record<PdfJsAssetOption, string> {
  const paths = {} as Record<PdfJsAssetOption, string>;
  for (const [option, folder] of Object.entries(PDFJS_ASSET_FOLDERS)) {
    paths[option as PdfJsAssetOption] = `${join(PDFJS_DIST_DIR, folder)}/`;
  }
  return paths;
}
