// The viewer's arithmetic: zoom steps, page bounds, and how sharp a canvas may be.

/** Zoom is relative to "fit width" (1). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;
const MIN_ZOOM = ZOOM_STEPS[0];
const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1] ?? 4;

/** A page at "fit width" is never wider than this on a large screen: lines stay readable. */
export const MAX_FIT_WIDTH = 880;
/** Space kept beside the page, each side. */
export const PAGE_GUTTER = 16;

/**
 * Beyond this many pixels a canvas costs more memory than it shows (and some browsers
 * refuse it): a deep zoom on a HiDPI phone renders a little softer instead.
 */
const MAX_CANVAS_PIXELS = 16_777_216;

export function zoomIn(zoom: number): number {
  return ZOOM_STEPS.find((step) => step > zoom + 1e-9) ?? MAX_ZOOM;
}

export function zoomOut(zoom: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - 1e-9) ?? MIN_ZOOM;
}

export function canZoomIn(zoom: number): boolean {
  return zoom < MAX_ZOOM - 1e-9;
}

export function canZoomOut(zoom: number): boolean {
  return zoom > MIN_ZOOM + 1e-9;
}

export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.round(page)), Math.max(1, pageCount));
}

/** The page's width in CSS pixels at "fit width" for a scroll area this wide. */
export function fitWidth(areaWidth: number): number {
  return Math.max(120, Math.min(areaWidth - PAGE_GUTTER * 2, MAX_FIT_WIDTH));
}

/** Device pixels per CSS pixel for a page of this size: the screen's, within the cap. */
export function outputScale(cssWidth: number, cssHeight: number, devicePixelRatio: number) {
  const ratio = Math.max(1, devicePixelRatio || 1);
  const pixels = cssWidth * cssHeight * ratio * ratio;
  if (pixels <= MAX_CANVAS_PIXELS) return ratio;
  return Math.max(0.25, Math.sqrt(MAX_CANVAS_PIXELS / (cssWidth * cssHeight)));
}
