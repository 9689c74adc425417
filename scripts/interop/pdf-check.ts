// One PDF through the app: uploaded as the Documents tab uploads it, its page 1 drawn by
// poppler (the reference), by the public viewer in chromium (the tracking link
// /d/{username}/{code}) and by the server's thumbnailer, and the three compared by ink.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { download, type Refusal, type Session, shareLink, uploadDocument } from './app-session';
import { inkOfImage, isBlank, isFaint } from './ink';

const run = promisify(execFile);

export type PdfResult = {
  file: string;
  bytes: number;
  /** Poppler's page 1, or why it could not draw it. */
  poppler: { ink: number } | { error: string };
  upload: { ok: true; pageCount: number | null } | { ok: false; refusal: Refusal };
  viewer?: {
    /** Page 1's canvas appeared (pdf.js finished drawing it). */
    drawn: boolean;
    ink?: number;
    blank?: boolean;
    faint?: boolean;
    ms: number;
    /** What the page said instead when nothing was drawn. */
    shown?: string;
    /** pdf.js warnings and errors from the browser console, each once. */
    console: string[];
  };
  thumbnail?: { ink: number; blank?: boolean; faint?: boolean } | { missing: string };
};

/** Page 1 at 50 dpi, as poppler draws it; its error text when it cannot. */
export async function popplerInk(path: string): Promise<{ ink: number } | { error: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'scale-interop-poppler-'));
  try {
    const prefix = join(dir, 'page');
    await run('pdftoppm', ['-r', '50', '-f', '1', '-l', '1', '-png', '-singlefile', path, prefix], {
      timeout: 60_000,
    });
    return { ink: await inkOfImage(readFileSync(`${prefix}.png`)) };
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? '').trim();
    const first = stderr.split('\n').find(Boolean);
    return { error: `poppler cannot open it${first ? ` (${first.slice(0, 120)})` : ''}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The viewer puts page 1's canvas in its holder once pdf.js has finished drawing it. */
const PAGE_ONE_CANVAS = '[data-rendered-page="1"] canvas';

/** Opens the public link in the one reused page and measures what page 1 shows. */
async function visitViewer(
  page: Page,
  link: string,
  timeoutMs: number,
  popplerInkShare: number | undefined,
): Promise<NonNullable<PdfResult['viewer']>> {
  const messages = new Set<string>();
  const onConsole = (message: { type(): string; text(): string }) => {
    const text = message.text();
    // pdf.js reports through console.warn/error, and "Warning: …" through console.log.
    if (message.type() === 'error' || message.type() === 'warning' || /^Warning:/.test(text)) {
      messages.add(text.replace(/\s+/g, ' ').slice(0, 200));
    }
  };
  const onPageError = (error: Error) => messages.add(`page error: ${error.message.slice(0, 200)}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  const start = performance.now();
  try {
    await page.goto(link, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
    // A selector, not a predicate: the viewer's Content-Security-Policy forbids eval.
    const drawn = await page
      .waitForSelector(PAGE_ONE_CANVAS, { state: 'attached', timeout: timeoutMs })
      .then(
        () => true,
        () => false,
      );
    const ms = Math.round(performance.now() - start);
    if (!drawn) {
      const shown = (
        await page
          .locator('body')
          .innerText()
          .catch(() => '')
      ).replace(/\s+/g, ' ');
      return { drawn, ms, shown: shown.slice(0, 160), console: [...messages] };
    }
    // A one-line arrow: nothing the TypeScript loader adds to named functions reaches the page.
    const dataUrl = await page
      .locator(PAGE_ONE_CANVAS)
      .evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL('image/png'));
    const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
    const ink = await inkOfImage(png);
    return {
      drawn,
      ink,
      blank: isBlank(popplerInkShare, ink),
      faint: isFaint(popplerInkShare, ink),
      ms,
      console: [...messages],
    };
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
}

export async function checkPdf(
  session: Session,
  page: Page,
  path: string,
  name: string,
  viewerTimeoutMs: number,
): Promise<PdfResult> {
  const bytes = readFileSync(path);
  const poppler = await popplerInk(path);
  const popplerShare = 'ink' in poppler ? poppler.ink : undefined;
  const uploaded = await uploadDocument(session, name, bytes);
  if ('refusal' in uploaded) {
    return {
      file: name,
      bytes: bytes.length,
      poppler,
      upload: { ok: false, refusal: uploaded.refusal },
    };
  }
  const { document } = uploaded;
  const result: PdfResult = {
    file: name,
    bytes: bytes.length,
    poppler,
    upload: { ok: true, pageCount: document.pageCount },
  };

  if (document.thumbnailUrl) {
    const thumbnail = await download(session, document.thumbnailUrl);
    if ('bytes' in thumbnail) {
      const ink = await inkOfImage(thumbnail.bytes);
      result.thumbnail = {
        ink,
        blank: isBlank(popplerShare, ink),
        faint: isFaint(popplerShare, ink),
      };
    } else {
      result.thumbnail = { missing: `${thumbnail.refusal.status}: ${thumbnail.refusal.message}` };
    }
  } else {
    result.thumbnail = { missing: 'the upload has no thumbnail' };
  }

  const link = await shareLink(session, document.id);
  result.viewer = await visitViewer(page, link, viewerTimeoutMs, popplerShare);
  return result;
}
