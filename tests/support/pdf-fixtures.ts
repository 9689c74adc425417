// The committed PDF fixtures (tests/support/fixtures/pdf, README there says how each was
// made) and the measure the tests read pictures of them with: how much of an area of the
// rendered page is ink.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { type Area, EMPTY_AREA, PICTURE_AREA } from './fixtures/pdf/layout';

export type PdfFixture =
  | 'jpx-image'
  | 'jbig2-refinement'
  | 'cjk-no-embedded-font'
  | 'password'
  | 'owner-password-only';

const FOLDER = join(dirname(fileURLToPath(import.meta.url)), 'fixtures/pdf');

export function pdfFixturePath(name: PdfFixture): string {
  return join(FOLDER, `${name}.pdf`);
}

export function pdfFixture(name: PdfFixture): Buffer {
  return readFileSync(pdfFixturePath(name));
}

/** A pixel is ink when any channel is darker than this (on white; anti-aliasing aside). */
const INK_BELOW = 224;

function inkIn(data: Buffer, width: number, height: number, channels: number, area: Area) {
  let ink = 0;
  let all = 0;
  for (let y = Math.floor(area.top * height); y < Math.floor(area.bottom * height); y++) {
    for (let x = Math.floor(area.left * width); x < Math.floor(area.right * width); x++) {
      const at = (y * width + x) * channels;
      all++;
      if (Math.min(data[at]!, data[at + 1]!, data[at + 2]!) < INK_BELOW) ink++;
    }
  }
  return all ? ink / all : 0;
}

/**
 * The share of ink where the fixture draws (its picture, or its line of text) and where
 * it draws nothing (the lower half), in a picture of its page 1 (PNG, WebP…).
 */
export async function inkOnFixturePage(image: Buffer): Promise<{ picture: number; empty: number }> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  return {
    picture: inkIn(data, width, height, channels, PICTURE_AREA),
    empty: inkIn(data, width, height, channels, EMPTY_AREA),
  };
}
