// The Scale Page's row of social icons: which service a profile URL belongs to, from the
// URL alone. Only http(s) and mailto: addresses are accepted (no javascript:, data:…).

export const SOCIAL_URL_MAX = 2048;
export const SOCIALS_MAX = 12;

export const SOCIAL_PLATFORMS = [
  'instagram',
  'tiktok',
  'youtube',
  'x',
  'linkedin',
  'facebook',
  'threads',
  'github',
  'whatsapp',
  'email',
  'telegram',
  'pinterest',
  'snapchat',
  'twitch',
  'spotify',
  'discord',
  'website',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const SOCIAL_LABELS: Record<SocialPlatform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  threads: 'Threads',
  github: 'GitHub',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  telegram: 'Telegram',
  pinterest: 'Pinterest',
  snapchat: 'Snapchat',
  twitch: 'Twitch',
  spotify: 'Spotify',
  discord: 'Discord',
  website: 'Website',
};

/** Host names (and their subdomains) of each service. */
const HOSTS: [SocialPlatform, readonly string[]][] = [
  ['instagram', ['instagram.com', 'instagr.am']],
  ['tiktok', ['tiktok.com']],
  ['youtube', ['youtube.com', 'youtu.be']],
  ['x', ['x.com', 'twitter.com']],
  ['linkedin', ['linkedin.com', 'lnkd.in']],
  ['facebook', ['facebook.com', 'fb.com', 'fb.me']],
  ['threads', ['threads.net', 'threads.com']],
  ['github', ['github.com']],
  ['whatsapp', ['wa.me', 'whatsapp.com']],
  ['telegram', ['t.me', 'telegram.me', 'telegram.org']],
  ['pinterest', ['pinterest.com', 'pin.it']],
  ['snapchat', ['snapchat.com']],
  ['twitch', ['twitch.tv']],
  ['spotify', ['spotify.com', 'spotify.link']],
  ['discord', ['discord.gg', 'discord.com']],
];

/** http(s) with a real host, or mailto: with an address; nothing else. */
export function isAllowedSocialUrl(value: string): boolean {
  const url = value.trim();
  if (url === '' || url.length > SOCIAL_URL_MAX) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters trick scheme checks
  if (/[\u0000-\u0020\u007f]/.test(url)) return false;
  const lower = url.toLowerCase();
  if (lower.startsWith('mailto:')) return /^mailto:[^@\s]+@[^@\s]+$/i.test(url);
  if (!/^https?:\/\/[^/\\?#@]/.test(lower)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** The service a (valid) profile URL belongs to; 'website' for any other site. */
export function socialPlatformOf(value: string): SocialPlatform {
  const url = value.trim();
  if (/^mailto:/i.test(url)) return 'email';
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return 'website';
  }
  for (const [platform, hosts] of HOSTS) {
    if (hosts.some((known) => host === known || host.endsWith(`.${known}`))) return platform;
  }
  return 'website';
}

/** What a visitor's screen reader hears for the icon: the service, or the site's host. */
export function socialLabelOf(value: string): string {
  const platform = socialPlatformOf(value);
  if (platform !== 'website') return SOCIAL_LABELS[platform];
  try {
    return new URL(value.trim()).hostname.replace(/^www\./, '');
  } catch {
    return SOCIAL_LABELS.website;
  }
}
