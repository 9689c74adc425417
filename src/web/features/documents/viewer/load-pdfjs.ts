// pdf.js, loaded only by the document viewer (route-level splitting keeps it out of
// every other page), with its worker served as a file of the build.
import type { PDFWorker } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

export type PdfJs = typeof import('pdfjs-dist') & {
  /** Started as soon as pdf.js is here: parsing its script overlaps the link lookup. */
  worker: PDFWorker;
};

let loading: Promise<PdfJs> | undefined;

/** Starts the download once; the viewer calls it early so it overlaps the lookup. */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= import('pdfjs-dist').then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      return { ...pdfjs, worker: new pdfjs.PDFWorker() };
    },
    (error: unknown) => {
      // A failed chunk (a deploy in between, a dropped connection) may load on a retry.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
