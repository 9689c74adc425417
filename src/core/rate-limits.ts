// Per-client limits of the public beacons (platform/rate-limit): each is counted per
// client address over a sliding minute, separately for each beacon. The sign-in,
// sign-up and reset limits are better-auth's (auth/auth.ts AUTH_RATE_LIMITS); the
// contact form's and the booking page's are counted with their own rows
// (scale-page/lead-form/rate-limit.ts, scheduling/booking-page/booking-rate-limit.ts).

/** A page load sends one click at most per link followed: 2 a second is no person. */
export const CLICK_BEACON_LIMIT_PER_MINUTE = 120;
/** One view per load: reloading a page every second for a minute is still served. */
export const VIEW_BEACON_LIMIT_PER_MINUTE = 120;
/**
 * A reader's viewer beacons every 15 s (4 a minute per open document); 120 leaves room
 * for many documents open behind one office address.
 */
export const DOCUMENT_VIEW_BEACON_LIMIT_PER_MINUTE = 120;

/** The 429's text on every endpoint limited by platform/rate-limit. */
export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';
