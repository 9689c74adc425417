// Device class and browser family from a User-Agent, for the analytics tab's
// breakdowns. Coarse on purpose: the tab shows a handful of buckets, not versions.
import type { Device } from './tables';

export type UserAgentSummary = { device: Device; browser: string };

/** First match wins, so the brands that also say "Chrome" or "Safari" come first. */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bInstagram\b/, 'Instagram'],
  [/\bFBAN\/|\bFBAV\//, 'Facebook'],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bAppleWebKit\/.*\b(iPhone|iPad|iPod)\b/, 'Safari'],
];

export function parseUserAgent(userAgent: string | null | undefined): UserAgentSummary {
  const value = userAgent ?? '';
  return { device: deviceOf(value), browser: browserOf(value) };
}

function deviceOf(value: string): Device {
  if (/\biPad\b|\bTablet\b|\bKindle\b|\bSilk\//i.test(value)) return 'tablet';
  // Android tablets leave "Mobile" out of their user agent.
  if (/\bAndroid\b/i.test(value) && !/\bMobile\b/i.test(value)) return 'tablet';
  if (/\bMobi|\biPhone\b|\biPod\b|\bAndroid\b|\bWindows Phone\b/i.test(value)) return 'mobile';
  return 'desktop';
}

function browserOf(value: string): string {
  for (const [pattern, name] of BROWSERS) if (pattern.test(value)) return name;
  return 'Other';
}
