// What the profiles feature offers the rest of the server: the only file another feature
// may import from it (ARCHITECTURE.md, Boundaries). Anything not listed here is its own.
export { createProfile } from './create-profile';
export { fromStoredPreferences } from './notification-preferences';
export { phoneCountryOf } from './phone-country';
export { storedPath } from './set-avatar';
export type { Tier } from './tables';
