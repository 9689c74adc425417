// Colour maths for the Scale Page's appearance, shared by the server (which checks the
// designed themes) and the editor (which warns and suggests): WCAG 2 contrast, and the
// nearest colour that passes, found by moving lightness in OKLCH (a perceptual space)
// while the hue and, as far as the sRGB gamut allows, the chroma stay.

/** WCAG 2.x AA for normal text. */
export const AA_CONTRAST = 4.5;

type Rgb = [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColour(value: string): boolean {
  return HEX.test(value.trim());
}

/** "#ABC" or "#aabbcc" → "#aabbcc"; anything else → null. */
export function normaliseHex(value: string): string | null {
  const trimmed = value.trim().toLowerCase();
  if (!HEX.test(trimmed)) return null;
  if (trimmed.length === 7) return trimmed;
  return `#${[...trimmed.slice(1)].map((digit) => digit + digit).join('')}`;
}

export function hexToRgb(hex: string): Rgb {
  const value = normaliseHex(hex) ?? '#000000';
  return [1, 3, 5].map((start) => Number.parseInt(value.slice(start, start + 2), 16)) as Rgb;
}

export function rgbToHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const toLinear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (c: number) =>
  255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map(toLinear) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** `colour` laid over `under` at `alpha` (0–1), as the browser composites it. */
export function blend(colour: string, under: string, alpha: number): string {
  const top = hexToRgb(colour);
  const bottom = hexToRgb(under);
  return rgbToHex(top.map((channel, i) => channel * alpha + (bottom[i] ?? 0) * (1 - alpha)) as Rgb);
}

// OKLab (Björn Ottosson, 2020) from and to linear sRGB.
function linearToOklab([r, g, b]: Rgb): Rgb {
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function oklabToLinear([L, a, b]: Rgb): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707612701 * s,
  ];
}

export type Oklch = { l: number; c: number; h: number };

export function hexToOklch(hex: string): Oklch {
  const [L, a, b] = linearToOklab(hexToRgb(hex).map(toLinear) as Rgb);
  return { l: L, c: Math.hypot(a, b), h: Math.atan2(b, a) };
}

/** The colour at this lightness, chroma reduced until it fits sRGB. */
export function oklchToHex({ l, c, h }: Oklch): string {
  let chroma = c;
  for (let i = 0; i < 40; i++) {
    const linear = oklabToLinear([l, chroma * Math.cos(h), chroma * Math.sin(h)]);
    if (linear.every((channel) => channel >= -0.0005 && channel <= 1.0005) || chroma < 1e-4) {
      return rgbToHex(
        linear.map((channel) => fromLinear(Math.min(1, Math.max(0, channel)))) as Rgb,
      );
    }
    chroma *= 0.9;
  }
  return rgbToHex(
    oklabToLinear([l, 0, 0]).map((channel) => fromLinear(Math.min(1, Math.max(0, channel)))) as Rgb,
  );
}

/**
 * The colour nearest to `colour` (same hue, lightness moved as little as possible) whose
 * contrast with every colour of `against` reaches `target`; `colour` itself when it
 * already does; null when no lightness passes (backgrounds too far apart).
 */
export function nearestPassingColour(
  colour: string,
  against: readonly string[],
  target = AA_CONTRAST,
): string | null {
  const passes = (candidate: string) =>
    against.every((other) => contrastRatio(candidate, other) >= target);
  if (passes(colour)) return normaliseHex(colour);
  const start = hexToOklch(colour);
  for (let step = 1; step <= 100; step++) {
    const delta = step / 100;
    // Try darker and lighter at the same distance; the first that passes is nearest.
    for (const l of [start.l - delta, start.l + delta]) {
      if (l < 0 || l > 1) continue;
      const candidate = oklchToHex({ ...start, l });
      if (passes(candidate)) return candidate;
    }
  }
  return null;
}
