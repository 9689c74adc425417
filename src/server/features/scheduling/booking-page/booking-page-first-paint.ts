// The first paint of an event type's booking page (decision 023): the web app's own
// frame component rendered to HTML, with the event type as JSON for the page's script.
// The browser's first render hydrates that same markup, so nothing moves when the script
// takes over; until then the visitor already reads what they are booking.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { BOOKING_PAGE_SEED_ID, scriptSafeJson } from '../../../../core/booking-page-seed';
import type { PublicEventType } from '../../../../core/scheduling-schemas';
import { BookingPageFrame } from '../../../../ui/booking-page/booking-page-frame';

/** The markup that goes inside the page's #root (React hydrates it), and the data after it. */
export function renderBookingFirstPaint(view: PublicEventType): { root: string; after: string } {
  return {
    root: renderToString(createElement(BookingPageFrame, { data: view })),
    after: `<script type="application/json" id="${BOOKING_PAGE_SEED_ID}">${scriptSafeJson(view)}</script>`,
  };
}
