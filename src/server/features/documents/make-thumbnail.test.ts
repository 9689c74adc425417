// pdf.js runs in a worker thread under its own memory limit: a PDF too much for it is
// refused as unreadable, and the server — and the next upload — carry on. With its wasm
// decoders, CMaps and fonts (decision 042) the first page of every readable PDF draws.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../../../tests/support/make-pdf';
import {
  inkOnFixturePage,
  type PdfFixture,
  pdfFixturePath,
} from '../../../../tests/support/pdf-fixtures';
import { DOCUMENT_MESSAGES } from '../../../core/messages';
import { makeThumbnail, readPdf } from './make-thumbnail';

const folder = mkdtempSync(join(tmpdir(), 'scale-thumbnail-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function file(name: string, data: Buffer): string {
  const path = join(folder, name);
  writeFileSync(path, data);
  return path;
}

describe('thumbnails', () => {
  it('counts a PDF’s pages and draws its first page as a small WebP', async () => {
    const thumbnail = await makeThumbnail('pdf', file('five.pdf', makePdf(5)));
    expect(thumbnail.pageCount).toBe(5);
    const meta = await sharp(thumbnail.webp as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320 });
  });

  it('reads ten PDFs at once, in turn, each with its own answer', async () => {
    const paths = Array.from({ length: 10 }, (_, i) => file(`p${i}.pdf`, makePdf(i + 1)));
    const results = await Promise.all(paths.map((path) => makeThumbnail('pdf', path)));
    expect(results.map((result) => result.pageCount)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('refuses a PDF the worker runs out of memory on, and the next one still works', async () => {
    const path = file('ok.pdf', makePdf(2));
    expect(await readPdf(path, 2)).toBeNull();
    expect(await readPdf(path)).toMatchObject({ pageCount: 2 });
  });

  it('refuses an unreadable PDF and an undecodable image with their messages', async () => {
    await expect(
      makeThumbnail('pdf', file('bad.pdf', Buffer.from('%PDF-1.4\nnot really'))),
    ).rejects.toThrow(DOCUMENT_MESSAGES.unreadablePdf);
    await expect(
      makeThumbnail('png', file('bad.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))),
    ).rejects.toThrow(DOCUMENT_MESSAGES.wrongFileType);
  });

  it('draws JPEG 2000 and JBIG2 refinement pictures and CJK text in fonts the file lacks', async () => {
    // Without pdf.js's wasm decoders and CMaps all three thumbnails came out white.
    const cases: Array<[PdfFixture, number, number]> = [
      // A picture dark from edge to edge.
      ['jpx-image', 0.95, 1.01],
      // A checkerboard: half of it black.
      ['jbig2-refinement', 0.4, 0.6],
      // Seven characters drawn at 36 pt in a 300 × 100 pt area (as boxes here: the server
      // has no Japanese font, and poppler draws the same boxes).
      ['cjk-no-embedded-font', 0.01, 0.2],
    ];
    for (const [fixture, least, most] of cases) {
      const thumbnail = await makeThumbnail('pdf', pdfFixturePath(fixture));
      expect(thumbnail.pageCount, fixture).toBe(1);
      const ink = await inkOnFixturePage(thumbnail.webp as Buffer);
      expect(ink.picture, fixture).toBeGreaterThan(least);
      expect(ink.picture, fixture).toBeLessThan(most);
      expect(ink.empty, fixture).toBeLessThan(0.01);
    }
  });

  it('refuses a PDF that needs a password to open, and keeps one locked only against changes', async () => {
    await expect(makeThumbnail('pdf', pdfFixturePath('password'))).rejects.toThrow(
      DOCUMENT_MESSAGES.passwordProtectedPdf,
    );
    const ownerOnly = await makeThumbnail('pdf', pdfFixturePath('owner-password-only'));
    expect(ownerOnly.pageCount).toBe(2);
    expect(ownerOnly.webp).not.toBeNull();
  });
});
