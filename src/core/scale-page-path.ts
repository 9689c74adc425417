// Which single path segments may name a Scale Page: anything else (reserved names,
// the app's own paths, malformed names) is left to the routes after it.

import APP_PATHS from './app-paths.json' with { type: 'json' };
import { isReservedUsername } from './reserved-usernames';

/** The database's rule for usernames (profiles_username_url_safe). */
const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{1,28}[A-Za-z0-9]$/;

const APP_SEGMENTS = new Set(
  APP_PATHS.map((path) => path.split('/')[1]?.toLowerCase()).filter(Boolean),
);

/** Whether a path segment may name a Scale Page (anything else is left to later routes). */
export function isScalePagePath(segment: string): boolean {
  return (
    USERNAME_PATTERN.test(segment) &&
    !isReservedUsername(segment) &&
    !APP_SEGMENTS.has(segment.toLowerCase())
  );
}
