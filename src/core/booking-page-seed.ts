// The booking page's HTML carries the event type it shows (decision 023): the server
// writes it as JSON into this element, the page's script reads it instead of asking
// the API again.
export const BOOKING_PAGE_SEED_ID = 'booking-page-seed';

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can end it early. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
