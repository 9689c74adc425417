// pdf.js runs in a worker thread under its own memory limit: a PDF too much for it is
// refused as unreadable, and the server — and the next upload — carry on.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../../../tests/support/make-pdf';
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
    expect((await readPdf(path))?.pageCount).toBe(2);
  });

  it('refuses an unreadable PDF and an undecodable image with their messages', async () => {
    await expect(
      makeThumbnail('pdf', file('bad.pdf', Buffer.from('%PDF-1.4\nnot really'))),
    ).rejects.toThrow(DOCUMENT_MESSAGES.unreadablePdf);
    await expect(
      makeThumbnail('png', file('bad.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))),
    ).rejects.toThrow(DOCUMENT_MESSAGES.wrongFileType);
  });
});
