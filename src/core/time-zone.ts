// A user's time zone comes from their browser; anything this runtime cannot use as an
// IANA zone is refused rather than stored.

export const DEFAULT_TIME_ZONE = 'UTC';

/** IANA names only: letters, digits, '_', '+', '-', '/'. Offsets like "+01:00" are not zones. */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/**
 * The zone's name as the runtime spells it (e.g. "europe/paris" -> "Europe/Paris"), or
 * undefined when it is not a zone. Intl.DateTimeFormat is the test rather than
 * Intl.supportedValuesOf, whose list omits aliases browsers still report
 * ("Asia/Calcutta") and even "UTC".
 */
export function parseTimeZone(value: unknown): string | undefined {
  if (typeof value !== 'string' || !IANA_NAME.test(value)) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
