// Which user agents count as people, and how they are bucketed for the analytics tab.
import { describe, expect, it } from 'vitest';
import { csvCell } from './analytics-csv';
import { isBot } from './is-bot';
import { parseUserAgent } from './parse-user-agent';
import { visitorHash } from './visitor-hash';

const PEOPLE = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 309.0.0.29.109 (iPhone15,2; iOS 17_5; en_US)',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/116.0.0.0',
};

describe('isBot', () => {
  it('counts ordinary browsers, in-app browsers included', () => {
    for (const [name, agent] of Object.entries(PEOPLE)) expect(isBot(agent), name).toBe(false);
  });

  it('skips crawlers, link previews, scripts, headless browsers and a missing user agent', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'WhatsApp/2.23.20.0 A',
      'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'curl/8.5.0',
      'Wget/1.21.4',
      'python-requests/2.31.0',
      'node',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      '',
      '   ',
      undefined,
    ]) {
      expect(isBot(agent), String(agent)).toBe(true);
    }
  });
});

/** Real user agents, as the crawlers and browsers send them. */
const CRAWLERS = {
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.204 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/131.0.0.0 Safari/537.36',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  curl: 'curl/8.11.1',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/133.0.0.0 Safari/537.36',
  // Three the hand-written list let through (decision 033).
  naverYeti: 'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)',
  mastodonPreview: 'Mastodon/4.3.2 (http.rb/5.2.0; +https://mastodon.social/)',
  qwant: 'Mozilla/5.0 (compatible; Qwantify/2.4w; +https://www.qwant.com/)/2.4w',
};

const BROWSERS = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1.1 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  androidTabletChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  facebookApp:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.135 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/489.0.0.66.81;]',
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.135 Mobile Safari/537.36 Instagram 361.0.0.46.88 Android (34/14; 480dpi; 1080x2340; samsung; SM-S918B; dm3q; qcom; en_US; 674675155)',
  gmailWebView:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.135 Mobile Safari/537.36',
  iosAppWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  kindleFire:
    'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/537.36 (KHTML, like Gecko) Silk/3.68 like Chrome/39.0.2171.93 Safari/537.36',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0',
  operaAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 OPR/86.0.0.0',
  firefoxIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
};

describe('isBot on real user agents', () => {
  it('tells crawlers, link previews, scripts and headless browsers from people', () => {
    for (const [name, agent] of Object.entries(CRAWLERS)) expect(isBot(agent), name).toBe(true);
    for (const [name, agent] of Object.entries(BROWSERS)) expect(isBot(agent), name).toBe(false);
  });
});

describe('parseUserAgent', () => {
  it('buckets devices and browsers', () => {
    expect(parseUserAgent(PEOPLE.chromeWindows)).toEqual({ device: 'desktop', browser: 'Chrome' });
    expect(parseUserAgent(PEOPLE.edge)).toEqual({ device: 'desktop', browser: 'Edge' });
    expect(parseUserAgent(PEOPLE.opera)).toEqual({ device: 'desktop', browser: 'Opera' });
    expect(parseUserAgent(PEOPLE.firefoxMac)).toEqual({ device: 'desktop', browser: 'Firefox' });
    expect(parseUserAgent(PEOPLE.safariIphone)).toEqual({ device: 'mobile', browser: 'Safari' });
    expect(parseUserAgent(PEOPLE.chromeIphone)).toEqual({ device: 'mobile', browser: 'Chrome' });
    expect(parseUserAgent(PEOPLE.ipad)).toEqual({ device: 'tablet', browser: 'Safari' });
    expect(parseUserAgent(PEOPLE.samsung)).toEqual({
      device: 'mobile',
      browser: 'Samsung Internet',
    });
    expect(parseUserAgent(PEOPLE.androidTablet)).toEqual({ device: 'tablet', browser: 'Chrome' });
    expect(parseUserAgent(PEOPLE.instagram)).toEqual({ device: 'mobile', browser: 'Instagram' });
    expect(parseUserAgent('SomethingElse/1.0')).toEqual({ device: 'desktop', browser: 'Other' });
  });

  it('buckets real browsers, in-app views and variants into their families', () => {
    const expected: Record<keyof typeof BROWSERS, ReturnType<typeof parseUserAgent>> = {
      iphoneSafari: { device: 'mobile', browser: 'Safari' },
      androidChrome: { device: 'mobile', browser: 'Chrome' },
      firefoxWindows: { device: 'desktop', browser: 'Firefox' },
      androidTabletChrome: { device: 'tablet', browser: 'Chrome' },
      facebookApp: { device: 'mobile', browser: 'Facebook' },
      instagramAndroid: { device: 'mobile', browser: 'Instagram' },
      gmailWebView: { device: 'mobile', browser: 'Chrome' },
      iosAppWebView: { device: 'mobile', browser: 'Safari' },
      kindleFire: { device: 'tablet', browser: 'Silk' },
      edgeAndroid: { device: 'mobile', browser: 'Edge' },
      operaAndroid: { device: 'mobile', browser: 'Opera' },
      firefoxIphone: { device: 'mobile', browser: 'Firefox' },
      safariMac: { device: 'desktop', browser: 'Safari' },
    };
    for (const [name, agent] of Object.entries(BROWSERS)) {
      expect(parseUserAgent(agent), name).toEqual(expected[name as keyof typeof BROWSERS]);
    }
    expect(parseUserAgent(null)).toEqual({ device: 'desktop', browser: 'Other' });
  });
});

describe('visitorHash', () => {
  const base = { secret: 's3cret', ip: '203.0.113.7', userAgent: PEOPLE.chromeWindows };
  const day = new Date('2026-11-21T10:00:00Z');

  it('is the same for one visitor on one day, different on the next day or for another', () => {
    const hash = visitorHash({ ...base, now: day });
    expect(visitorHash({ ...base, now: new Date('2026-11-21T23:59:00Z') })).toBe(hash);
    expect(visitorHash({ ...base, now: new Date('2026-11-22T00:01:00Z') })).not.toBe(hash);
    expect(visitorHash({ ...base, ip: '203.0.113.8', now: day })).not.toBe(hash);
    expect(visitorHash({ ...base, secret: 'other', now: day })).not.toBe(hash);
    expect(hash).not.toContain('203.0.113.7');
  });
});

describe('csvCell', () => {
  it('neutralises formulas and quotes what needs quoting', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(-3)).toBe('-3');
  });
});
