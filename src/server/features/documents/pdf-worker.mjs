// Opens uploaded PDFs with pdf.js in a worker thread: counts each one's pages and draws
// its first page small, as PNG, for the thumbnail. pdf.js parses whatever it is given;
// in its own thread, under its own memory limit and a deadline, a PDF built to exhaust
// it ends this worker instead of the server. The worker stays up between uploads (pdf.js
// takes about a second to load) and reads each file in 64 KB ranges from disk, only the
// parts the first page needs, so a 10 MB PDF is not held whole. Plain JavaScript: it
// runs as is, from the sources or the bundle (decision 010).
//
// pdf.js is given its wasm decoders (JPEG 2000, JBIG2), CMaps (CJK text in fonts the
// file does not carry) and standard fonts as folder paths: in Node it reads them with fs
// (decision 042). Without them such images and text come out blank.
//
// In (message):  { id, path, width, maxHeight, assets: { wasmUrl, cMapUrl, standardFontDataUrl, iccUrl } }
// Out (message): { id, pageCount: number, png: Uint8Array | null }  (null: not drawable)
//            or  { id, error: 'unreadable' | 'password' }
import { open } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, PDFDataRangeTransport } from 'pdfjs-dist/legacy/build/pdf.mjs';

const CHUNK = 64 * 1024;

/** @param {import('node:fs/promises').FileHandle} file */
async function readRange(file, begin, end) {
  const buffer = new Uint8Array(end - begin);
  let filled = 0;
  while (filled < buffer.length) {
    const { bytesRead } = await file.read(buffer, filled, buffer.length - filled, begin + filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return buffer.subarray(0, filled);
}

async function drawFirstPage(pdf, width, maxHeight) {
  try {
    const page = await pdf.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const scale = Math.min(width / natural.width, maxHeight / natural.height);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    // A page without a background is transparent; thumbnails show it on white, as printed.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    page.cleanup();
    return new Uint8Array(canvas.toBuffer('image/png'));
  } catch {
    return null;
  }
}

async function read({ path, width, maxHeight, assets }) {
  const file = await open(path, 'r');
  let pdf;
  try {
    const { size } = await file.stat();
    const transport = new PDFDataRangeTransport(
      size,
      await readRange(file, 0, Math.min(size, CHUNK)),
    );
    transport.requestDataRange = (begin, end) => {
      readRange(file, begin, end).then(
        (chunk) => transport.onDataRange(begin, chunk),
        () => transport.onDataRange(begin, new Uint8Array(0)),
      );
    };
    try {
      pdf = await getDocument({
        range: transport,
        length: size,
        rangeChunkSize: CHUNK,
        disableAutoFetch: true,
        disableStream: true,
        isEvalSupported: false,
        disableFontFace: true,
        useSystemFonts: false,
        wasmUrl: assets.wasmUrl,
        cMapUrl: assets.cMapUrl,
        cMapPacked: true,
        standardFontDataUrl: assets.standardFontDataUrl,
        iccUrl: assets.iccUrl,
        verbosity: 0,
      }).promise;
    } catch (error) {
      // A user password is needed to open it (an owner password alone opens as usual):
      // the uploader is told so, rather than that the file is unreadable.
      return { error: error?.name === 'PasswordException' ? 'password' : 'unreadable' };
    }
    const pageCount = pdf.numPages;
    if (!Number.isInteger(pageCount) || pageCount < 1) return { error: 'unreadable' };
    const png = await drawFirstPage(pdf, width, maxHeight);
    return { pageCount, png };
  } finally {
    await pdf?.destroy().catch(() => {});
    await file.close();
  }
}

parentPort?.on('message', async (job) => {
  let answer;
  try {
    answer = await read(job);
  } catch {
    answer = { error: 'unreadable' };
  }
  parentPort?.postMessage({ id: job.id, ...answer }, answer.png ? [answer.png.buffer] : []);
});
