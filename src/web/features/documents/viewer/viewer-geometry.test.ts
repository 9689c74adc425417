import { describe, expect, it } from 'vitest';
import {
  canZoomIn,
  canZoomOut,
  clampPage,
  fitWidth,
  MAX_FIT_WIDTH,
  outputScale,
  zoomIn,
  zoomOut,
} from './viewer-geometry';

describe('viewer geometry', () => {
  it('zooms through the steps and stops at the ends', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomIn(1.1)).toBe(1.25);
    expect(zoomOut(1.1)).toBe(1);
    expect(zoomIn(4)).toBe(4);
    expect(zoomOut(0.5)).toBe(0.5);
    expect(canZoomIn(4)).toBe(false);
    expect(canZoomOut(0.5)).toBe(false);
    expect(canZoomIn(1) && canZoomOut(1)).toBe(true);
  });

  it('keeps a page number within the document', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(7, 3)).toBe(3);
    expect(clampPage(2.4, 3)).toBe(2);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });

  it('fits a phone with a gutter and caps a wide screen', () => {
    expect(fitWidth(375)).toBe(343);
    expect(fitWidth(1920)).toBe(MAX_FIT_WIDTH);
  });

  it("uses the screen's pixel ratio unless the canvas would be huge", () => {
    expect(outputScale(800, 1000, 2)).toBe(2);
    expect(outputScale(800, 1000, 0)).toBe(1);
    const scale = outputScale(3520, 4555, 3);
    expect(scale).toBeLessThan(3);
    expect(3520 * 4555 * scale * scale).toBeLessThanOrEqual(16_777_216 + 1);
  });
});
