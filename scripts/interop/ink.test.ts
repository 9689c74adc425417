import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inkOfImage, inkShare, isBlank, isFaint } from './ink';

describe('inkShare', () => {
  it('counts pixels darker than near-white, transparent ones as paper', () => {
    const rgba = new Uint8Array([
      255,
      255,
      255,
      255, // white
      0,
      0,
      0,
      255, // black
      200,
      255,
      255,
      255, // light cyan: ink
      0,
      0,
      0,
      0, // transparent black: paper
    ]);
    expect(inkShare(rgba, 4)).toBe(0.5);
    expect(inkShare(new Uint8Array([250, 250, 250, 10, 10, 10]), 3)).toBe(0.5);
    expect(inkShare(new Uint8Array(), 4)).toBe(0);
  });
});

describe('inkOfImage', () => {
  it('measures an encoded image at one width, whatever its size', async () => {
    // Left half black, right half white, in two sizes: the same share.
    const half = async (width: number) =>
      sharp({ create: { width, height: width, channels: 3, background: '#ffffff' } })
        .composite([
          {
            input: {
              create: { width: width / 2, height: width, channels: 3, background: '#000000' },
            },
            left: 0,
            top: 0,
          },
        ])
        .png()
        .toBuffer();
    expect(await inkOfImage(await half(200))).toBeCloseTo(0.5, 2);
    expect(await inkOfImage(await half(1600))).toBeCloseTo(0.5, 2);
  });
});

describe('isBlank / isFaint', () => {
  it("compares with poppler's ink, and says nothing when poppler drew nothing", () => {
    expect(isBlank(0.076, 0)).toBe(true);
    expect(isBlank(0.076, 0.05)).toBe(false);
    expect(isFaint(0.013, 0.004)).toBe(true);
    expect(isFaint(0.142, 0.172)).toBe(false);
    expect(isBlank(undefined, 0)).toBeUndefined();
    expect(isBlank(0.0001, 0)).toBeUndefined();
  });
});
