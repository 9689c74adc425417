// "Ink": the share of a page's pixels that are not white, measured the same way on
// poppler's render, the viewer's canvas and the server's thumbnail, so the three can be
// compared. Every image is laid on white (transparent pixels are paper) and scaled to
// one width first, so the share does not depend on the resolution each was drawn at.
import sharp from 'sharp';

/** A pixel is ink when any channel is darker than this (anti-aliased text counts). */
export const INK_CHANNEL_BELOW = 235;
/** The width every image is scaled to before measuring (poppler's 50 dpi is about 425 px). */
export const MEASURE_WIDTH = 400;
/** Poppler's page "has ink" at or above this share (one line of small text is about 0.002). */
export const POPPLER_INK_MIN = 0.0005;
/** A render is blank when it has less than this fraction of poppler's ink. */
export const BLANK_RATIO = 0.1;
/** …and faint (drawn, but missing much: glyphs of a font pdf.js could not load) below this one. */
export const FAINT_RATIO = 0.5;

/** The share of ink in RGB(A) pixels (`channels` bytes each), alpha laid on white. */
export function inkShare(pixels: Uint8Array, channels: number): number {
  const count = Math.floor(pixels.length / channels);
  if (count === 0) return 0;
  let ink = 0;
  for (let i = 0; i < count; i++) {
    const offset = i * channels;
    const alpha = channels === 4 ? (pixels[offset + 3] as number) / 255 : 1;
    for (let c = 0; c < 3; c++) {
      const value = (pixels[offset + c] as number) * alpha + 255 * (1 - alpha);
      if (value < INK_CHANNEL_BELOW) {
        ink++;
        break;
      }
    }
  }
  return ink / count;
}

/** Ink of an encoded image (PNG, WebP, JPEG…). */
export async function inkOfImage(image: Uint8Array | Buffer): Promise<number> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .resize({ width: MEASURE_WIDTH })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return inkShare(new Uint8Array(data.buffer, data.byteOffset, data.length), info.channels);
}

/**
 * Blank: poppler drew something there and the render has less than a tenth of its ink
 * (undefined when poppler could not draw the page or drew it empty: nothing to compare).
 */
export function isBlank(poppler: number | undefined, render: number): boolean | undefined {
  if (poppler === undefined || poppler < POPPLER_INK_MIN) return undefined;
  return render < poppler * BLANK_RATIO;
}

/** Faint: not blank, but with less than half of poppler's ink. */
export function isFaint(poppler: number | undefined, render: number): boolean | undefined {
  if (poppler === undefined || poppler < POPPLER_INK_MIN) return undefined;
  return render >= poppler * BLANK_RATIO && render < poppler * FAINT_RATIO;
}
