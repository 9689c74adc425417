// Opens the shared PDF with pdf.js through range requests, so the first page can show
// before the whole file has arrived.
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { loadPdfJs } from './load-pdfjs';

export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; pdf: PDFDocumentProxy };

export function usePdfDocument(url: string): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({ status: 'loading' });

  useEffect(() => {
    let isCancelled = false;
    let task: PDFDocumentLoadingTask | undefined;
    setState({ status: 'loading' });
    loadPdfJs()
      .then((pdfjs) => {
        if (isCancelled) return undefined;
        task = pdfjs.getDocument({
          url,
          worker: pdfjs.worker,
          isEvalSupported: false,
          // The file is public for this link only: no cookies go with it.
          withCredentials: false,
          // Ranges only, no parallel full download competing with them: the chunks page 1
          // needs come first, the rest follows in the background.
          disableStream: true,
          ...pdfjs.assets,
          cMapPacked: true,
        });
        return task.promise;
      })
      .then(
        (pdf) => {
          if (!isCancelled && pdf) setState({ status: 'ready', pdf });
        },
        (error: unknown) => {
          if (!isCancelled) setState({ status: 'error', error });
        },
      );
    return () => {
      isCancelled = true;
      void task?.destroy();
    };
  }, [url]);

  return state;
}
