// file-type judges uploads on the server: real files of the five kinds pass, whatever
// their names; everything else, including formats that share a first byte or two with
// ours, is none of ours.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../../../tests/support/make-pdf';
import { detectFileKind, detectFileKindOfFile } from './detect-file-kind';

const folder = mkdtempSync(join(tmpdir(), 'detect-file-kind-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const picture = (format: 'png' | 'jpeg' | 'gif' | 'webp') =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();

const hex = (text: string) => Buffer.from(text.replace(/\s/g, ''), 'hex');

describe('detectFileKind', () => {
  it('knows real PNG, JPEG, GIF, WebP and PDF files, in memory and on disk', async () => {
    for (const format of ['png', 'jpeg', 'gif', 'webp'] as const) {
      const data = await picture(format);
      expect(await detectFileKind(data), format).toBe(format);
      const path = join(folder, `${format}.pdf`);
      writeFileSync(path, data);
      expect(await detectFileKindOfFile(path), format).toBe(format);
    }
    const pdf = makePdf(2);
    expect(await detectFileKind(pdf)).toBe('pdf');
    writeFileSync(join(folder, 'doc.png'), pdf);
    expect(await detectFileKindOfFile(join(folder, 'doc.png'))).toBe('pdf');
  });

  it('takes an animated PNG for the PNG it also is', async () => {
    // Signature, IHDR, then an acTL chunk (animation control) before the first IDAT.
    const animated = Buffer.concat([
      hex('89504e470d0a1a0a'),
      hex('0000000d 49484452 00000001 00000001 08060000 00 1f15c489'),
      hex('00000008 6163544c 00000001 00000000 b42de381'),
      hex('0000000d 49444154 789c6360000002000185 0d0a2db4'),
      hex('00000000 49454e44 ae426082'),
    ]);
    expect(await fileTypeFromBuffer(animated)).toMatchObject({ mime: 'image/apng' });
    expect(await detectFileKind(animated)).toBe('png');
  });

  it('knows nothing else: other formats, text, markup and empty files', async () => {
    const others: Record<string, Buffer> = {
      jpegLs: hex('ffd8fff7 0000'), // JPEG-LS, which the old 3-byte check took for JPEG
      exe: Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200)]),
      zip: hex('504b0304 14000000 0000'),
      wav: Buffer.from('RIFF\0\0\0\0WAVEfmt '),
      svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      text: Buffer.from('Just some notes\nin a text file\n'),
      empty: Buffer.alloc(0),
    };
    for (const [name, data] of Object.entries(others)) {
      expect(await detectFileKind(data), name).toBeUndefined();
    }
  });
});
