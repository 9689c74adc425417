// What a User-Agent says about the browser, its operating system and the kind of
// device, as the analytics tab, the document views and the session list show it. The
// parsing is ua-parser-js's (1.x, MIT; decision 033), kept up to date upstream; here its
// names are only folded into the families people recognise: no versions, no variants.
import UAParser from 'ua-parser-js';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

export type UserAgentFacts = {
  /** The browser family ("Chrome", "Safari", "Samsung Internet"...), null when unknown. */
  browser: string | null;
  /** The operating system ("iOS", "macOS", "Windows"...), null when unknown. */
  system: string | null;
  device: DeviceClass;
};

/** The parser's names for variants of one browser, as that browser's family. */
const BROWSER_FAMILIES: Readonly<Record<string, string>> = {
  'Mobile Safari': 'Safari',
  'Chrome WebView': 'Chrome',
  'Chrome Headless': 'Chrome',
  'Mobile Chrome': 'Chrome',
  Chromium: 'Chrome',
  'Mobile Firefox': 'Firefox',
  'Firefox Focus': 'Firefox',
  'Opera Mobi': 'Opera',
  'Opera Mini': 'Opera',
  'Opera Touch': 'Opera',
  'Opera GX': 'Opera',
  'Opera Coast': 'Opera',
};

const SYSTEM_NAMES: Readonly<Record<string, string>> = {
  'Mac OS': 'macOS',
  'Chromium OS': 'ChromeOS',
};

const parser = new UAParser();

export function readUserAgent(userAgent: string | null | undefined): UserAgentFacts {
  parser.setUA(userAgent ?? '');
  const system = parser.getOS().name;
  let browser = parser.getBrowser().name;
  // An app's own web view on iOS that does not name itself is Safari's engine.
  if (browser === 'WebKit' && system === 'iOS') browser = 'Safari';
  const type = parser.getDevice().type;
  return {
    browser: browser ? (BROWSER_FAMILIES[browser] ?? browser) : null,
    system: system ? (SYSTEM_NAMES[system] ?? system) : null,
    // Watches browse like phones; TVs, consoles and anything unnamed like a desktop.
    device:
      type === 'tablet'
        ? 'tablet'
        : type === 'mobile' || type === 'wearable'
          ? 'mobile'
          : 'desktop',
  };
}
