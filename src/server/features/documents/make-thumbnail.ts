// What an upload shows in lists: a small WebP of a PDF's first page (drawn by pdf.js in
// a worker thread, pdf-worker.mjs) or of the image itself, and a PDF's page count. PDFs
// are read one at a time and images two at a time, so ten uploads arriving together
// queue here instead of holding ten files' worth of decoder memory (decision 018).
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FileKind } from '../../../core/file-kinds';
import { DOCUMENT_MESSAGES } from '../../../core/messages';
import { HttpError } from '../../http/errors';
import { loadSharp } from '../../platform/storage/load-sharp';
import { PROJECT_ROOT } from '../../project-root';
import { pdfJsAssetPaths } from './pdfjs-assets';

export const THUMBNAIL_WIDTH = 320;
export const THUMBNAIL_MAX_HEIGHT = 480;
/** pdf.js draws at 2× so the WebP stays sharp on HiDPI screens after sharp scales it. */
const DRAW_SCALE = 2;
// A 10 MB image can still decode to gigabytes of pixels; refuse such images early.
const MAX_INPUT_PIXELS = 40_000_000;
const WORKER_FILE = join(PROJECT_ROOT, 'src/server/features/documents/pdf-worker.mjs');
/** The worker's own heap: ordinary PDFs need a few tens of MB in pdf.js. */
const WORKER_HEAP_MB = 192;
/** A PDF that keeps pdf.js busy longer than this is treated as unreadable. */
const WORKER_DEADLINE_MS = 30_000;
/** How long a worker with nothing to do stays loaded. */
const WORKER_IDLE_MS = 60_000;

/** The wasm decoders, CMaps, standard fonts and CMYK profile pdf.js reads from disk. */
const PDFJS_ASSETS = pdfJsAssetPaths();

export type Thumbnail = { pageCount: number | null; webp: Buffer | null };

/** At most `limit` tasks at once; the rest wait their turn in order. */
function limiter(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/** pdf.js reads one PDF at a time, in the one worker. */
const pdfTurn = limiter(1);
/** sharp decodes two images at once at most (libvips has threads of its own). */
const imageTurn = limiter(2);

type WorkerAnswer =
  | { id: number; pageCount: number; png: Uint8Array | null }
  | { id: number; error: 'unreadable' | 'password' };

/** What the worker read of a PDF it could open. */
type PdfReading = { pageCount: number; png: Buffer | null };

type PdfWorker = { worker: Worker; heapMb: number; idle?: NodeJS.Timeout };
let pdfWorker: PdfWorker | undefined;
let nextJob = 0;

function stopPdfWorker(stopped: PdfWorker) {
  if (pdfWorker === stopped) pdfWorker = undefined;
  clearTimeout(stopped.idle);
  void stopped.worker.terminate();
}

function startPdfWorker(heapMb: number): PdfWorker {
  if (pdfWorker && pdfWorker.heapMb === heapMb) {
    clearTimeout(pdfWorker.idle);
    return pdfWorker;
  }
  if (pdfWorker) stopPdfWorker(pdfWorker);
  const started: PdfWorker = {
    worker: new Worker(WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: heapMb } }),
    heapMb,
  };
  // An idle worker must not keep the process alive at shutdown.
  started.worker.unref();
  started.worker.once('exit', () => {
    if (pdfWorker === started) pdfWorker = undefined;
  });
  pdfWorker = started;
  return started;
}

/**
 * Page count and first page as PNG, from the pdf.js worker; 'password' when the file
 * opens only with a password; null when pdf.js cannot open the file, runs out of memory
 * or time on it. Callers take turns (pdfTurn).
 */
export function readPdf(
  localPath: string,
  heapMb = WORKER_HEAP_MB,
): Promise<PdfReading | 'password' | null> {
  const current = startPdfWorker(heapMb);
  const { worker } = current;
  const id = nextJob++;
  return new Promise((resolve) => {
    const finish = (result: PdfReading | 'password' | null, failed: boolean) => {
      clearTimeout(deadline);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (failed) stopPdfWorker(current);
      // Kept warm for the next upload, then let go: pdf.js holds tens of MB while loaded.
      else current.idle = setTimeout(() => stopPdfWorker(current), WORKER_IDLE_MS).unref();
      resolve(result);
    };
    const onMessage = (answer: WorkerAnswer) => {
      if (answer.id !== id) return;
      if ('error' in answer) finish(answer.error === 'password' ? 'password' : null, false);
      else {
        const png = answer.png ? Buffer.from(answer.png) : null;
        finish({ pageCount: answer.pageCount, png }, false);
      }
    };
    const onError = (error: Error & { code?: string }) => {
      // Out of memory or a crash inside pdf.js: the file is refused, the server lives on.
      if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY') console.warn('PDF reader failed', error);
      finish(null, true);
    };
    const onExit = () => finish(null, true);
    const deadline = setTimeout(() => finish(null, true), WORKER_DEADLINE_MS);
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
    worker.postMessage({
      id,
      path: localPath,
      width: THUMBNAIL_WIDTH * DRAW_SCALE,
      maxHeight: THUMBNAIL_MAX_HEIGHT * DRAW_SCALE,
      assets: PDFJS_ASSETS,
    });
  });
}

async function toWebp(input: Buffer | string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate() // honour the EXIF orientation of phone photos
    .resize(THUMBNAIL_WIDTH, THUMBNAIL_MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * The thumbnail of an upload already on disk at `localPath`. A PDF pdf.js cannot open,
 * one that needs a password to open, and an image sharp cannot decode are refused (415),
 * each with its own message; a PDF whose first page cannot be drawn is kept without a
 * thumbnail.
 */
export async function makeThumbnail(kind: FileKind, localPath: string): Promise<Thumbnail> {
  if (kind === 'pdf') {
    const pdf = await pdfTurn(() => readPdf(localPath));
    if (pdf === 'password') {
      throw new HttpError('unsupported_media_type', DOCUMENT_MESSAGES.passwordProtectedPdf);
    }
    if (!pdf) throw new HttpError('unsupported_media_type', DOCUMENT_MESSAGES.unreadablePdf);
    const webp = pdf.png
      ? await imageTurn(() => toWebp(pdf.png as Buffer)).catch(() => null)
      : null;
    return { pageCount: pdf.pageCount, webp };
  }
  return imageTurn(async () => {
    try {
      return { pageCount: null, webp: await toWebp(localPath) };
    } catch {
      throw new HttpError('unsupported_media_type', DOCUMENT_MESSAGES.wrongFileType);
    }
  });
}
