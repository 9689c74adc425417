// The browser's IANA time zone, which becomes the new profile's time zone (issue 2).

/** Read by the server when a social sign-in creates the account (src/server/auth/auth.ts). */
const TIME_ZONE_COOKIE = 'scale_tz';

export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** A social sign-in leaves the page, so the time zone travels in a short-lived cookie. */
export function rememberTimeZoneForSocialSignIn(): void {
  const timeZone = browserTimeZone();
  if (!timeZone) return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we support; the value is encoded
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}; path=/; max-age=900; samesite=lax${secure}`;
}
