// The origins whose pages may write through the API (issue 16): PUBLIC_URL's, those in
// TRUSTED_ORIGINS, and — outside production, when PUBLIC_URL is a loopback address — the
// other loopback spellings of the same port (localhost, 127.0.0.1, [::1]), since people
// type any of them to open a development server. One list for the API's CSRF check and
// better-auth's, so the two never disagree.
import type { Config } from '../config';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export function allowedOrigins(
  config: Pick<Config, 'publicUrl' | 'trustedOrigins' | 'isProduction'>,
): string[] {
  const own = new URL(config.publicUrl);
  const origins = new Set([own.origin, ...config.trustedOrigins]);
  if (!config.isProduction && LOOPBACK_HOSTS.includes(own.hostname)) {
    for (const host of LOOPBACK_HOSTS) {
      origins.add(`${own.protocol}//${host}${own.port ? `:${own.port}` : ''}`);
    }
  }
  return [...origins];
}

/** An origin as browsers send it (scheme://host[:port]), or null when the value is not one. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}
