// How long ago something happened, as a feed says it ("5 minutes ago", "yesterday"),
// and the exact moment for its tooltip.

const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const EXACT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Largest first: the first unit the span fills is the one said. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/** Under this many seconds a moment is "just now" (a clock a little ahead included). */
const JUST_NOW_SECONDS = 45;

export function formatTimeAgo(iso: string, now: number): string {
  const seconds = (now - Date.parse(iso)) / 1000;
  if (!(seconds >= JUST_NOW_SECONDS)) return 'just now';
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return RELATIVE.format(-Math.floor(seconds / size), unit);
  }
  // 45–59 seconds: closer to a minute than to now.
  return RELATIVE.format(-1, 'minute');
}

/** "Dec 1, 2026, 10:00 AM" in the browser's zone. */
export function formatExactTime(iso: string): string {
  return EXACT.format(new Date(iso));
}
