// pdf.js, loaded only by the document viewer (route-level splitting keeps it out of
// every other page), with its worker served as a file of the build and the files it
// fetches on demand (wasm decoders, CMaps, standard fonts) served by the app itself.
import type { PDFWorker } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { PDFJS_ASSET_FOLDERS, type PdfJsAssetOption, pdfJsAssetsPath } from '@/core/pdfjs-assets';

export type PdfJs = typeof import('pdfjs-dist') & {
  /** Started as soon as pdf.js is here: parsing its script overlaps the link lookup. */
  worker: PDFWorker;
  /** getDocument's wasmUrl, cMapUrl, standardFontDataUrl and iccUrl for this pdf.js. */
  assets: Record<PdfJsAssetOption, string>;
};

/**
 * Absolute URLs (the worker resolves them, not the page), each ending in "/". Given all
 * of them on this origin, pdf.js fetches them from its worker (useWorkerFetch): JPEG 2000
 * and JBIG2 images, CJK text in fonts a PDF does not embed, the standard 14 fonts and ICC
 * colours draw instead of coming out blank (decision 042).
 */
export function pdfJsAssetUrls(version: string, origin: string): Record<PdfJsAssetOption, string> {
  const base = new URL(pdfJsAssetsPath(version), origin);
  const urls = {} as Record<PdfJsAssetOption, string>;
  for (const [option, folder] of Object.entries(PDFJS_ASSET_FOLDERS)) {
    urls[option as PdfJsAssetOption] = new URL(`${folder}/`, base).href;
  }
  return urls;
}

let loading: Promise<PdfJs> | undefined;

/** Starts the download once; the viewer calls it early so it overlaps the lookup. */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= import('pdfjs-dist').then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      return {
        ...pdfjs,
        worker: new pdfjs.PDFWorker(),
        assets: pdfJsAssetUrls(pdfjs.version, window.location.origin),
      };
    },
    (error: unknown) => {
      // A failed chunk (a deploy in between, a dropped connection) may load on a retry.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
