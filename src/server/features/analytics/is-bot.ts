// Crawlers, link-preview fetchers and scripts fetch Scale Pages and links without a
// person behind them; counting them would inflate views and clicks.

/**
 * Substrings of user agents that are never a person: search engines, social and chat
 * link previews (which fetch every link pasted into a conversation), monitors, HTTP
 * libraries and headless browsers.
 */
const BOT_PATTERN = new RegExp(
  [
    'bot\\b',
    'bot/',
    'crawler',
    'spider',
    'crawl',
    'slurp',
    'googlebot',
    'google-inspectiontool',
    'googleother',
    'mediapartners-google',
    'adsbot',
    'apis-google',
    'feedfetcher',
    'bingpreview',
    'facebookexternalhit',
    'facebookcatalog',
    'meta-externalagent',
    'twitterbot',
    'slackbot',
    'slack-imgproxy',
    'linkedinbot',
    'whatsapp',
    'telegrambot',
    'discordbot',
    'skypeuripreview',
    'pinterest',
    'redditbot',
    'embedly',
    'iframely',
    'vkshare',
    'applebot',
    'yandex',
    'baiduspider',
    'duckduckbot',
    'petalbot',
    'semrush',
    'ahrefs',
    'mj12bot',
    'dotbot',
    'bytespider',
    'gptbot',
    'chatgpt-user',
    'claudebot',
    'perplexitybot',
    'ccbot',
    'headlesschrome',
    'phantomjs',
    'puppeteer',
    'playwright',
    'lighthouse',
    'pagespeed',
    'uptimerobot',
    'pingdom',
    'statuscake',
    'monitor',
    'preview',
    'curl/',
    'wget/',
    'python-requests',
    'python-urllib',
    'aiohttp',
    'httpx',
    'go-http-client',
    'okhttp',
    'java/',
    'apache-httpclient',
    'libwww-perl',
    'node-fetch',
    'axios/',
    'undici',
    'postmanruntime',
    'insomnia',
    'httpie',
    '^node$',
  ].join('|'),
  'i',
);

/** Whether a request with this User-Agent must not be counted as a visit or click. */
export function isBot(userAgent: string | null | undefined): boolean {
  const value = userAgent?.trim();
  // Every browser sends a user agent; a request without one is a script.
  if (!value) return true;
  return BOT_PATTERN.test(value);
}
