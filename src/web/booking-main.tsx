// The entry of a public booking page opened from a link (/schedule/:userId/:slug): the
// booking page alone, without the app's router, session or dashboard code, so a phone
// runs little script before the visitor can pick a time (decision 023). The server has
// drawn the page's frame already and put the event type in the HTML. Built by
// vite.booking.config.ts, where "react" is Preact's compatible runtime (decision 024).
import './lib/zod-jitless';
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BOOKING_PAGE_SEED_ID } from '@/core/booking-page-seed';
import type { PublicEventType } from '@/core/scheduling-schemas';
import { cn } from '../ui/cn';
import { publicBookingKeys } from './features/scheduling/booking-page/api/public-booking-keys';
import { EventTypeBookingPage } from './features/scheduling/booking-page/booking-page';
import { createPublicQueryClient } from './lib/query-defaults';
import { detectTimeZone } from './lib/time-zones';

const root = document.getElementById('root');
if (!root) throw new Error('booking.html has no #root element');

function decoded(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return '';
  }
}

const [, , userSegment, slugSegment] = window.location.pathname.split('/');
const userId = decoded(userSegment);
const slug = decoded(slugSegment);
/** A reschedule link's token (issue 21): the page then moves that booking. */
const rescheduleToken = new URLSearchParams(window.location.search).get('reschedule');

const queryClient = createPublicQueryClient();
const seed = document.getElementById(BOOKING_PAGE_SEED_ID)?.textContent;
if (seed) {
  queryClient.setQueryData<PublicEventType>(
    publicBookingKeys.eventType(userId, slug),
    JSON.parse(seed),
  );
}

/** Lets the browser paint and answer input before the next piece of start-up work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// Two first uses that are slow once and cheap after, each in a task of its own instead of
// inside React's first render: the first Intl call loads the time-zone data, and
// tailwind-merge (behind cn) builds its class map.
const timeZone = detectTimeZone();
await nextTask();
cn('p-1', 'p-2');
await nextTask();

const page = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <EventTypeBookingPage
        userId={userId}
        slug={slug}
        timeZone={timeZone}
        rescheduleToken={rescheduleToken}
      />
    </QueryClientProvider>
  </StrictMode>
);
// The server drew the page's frame from the same data: the first render adopts that
// markup instead of drawing it again. (A transition lets React yield to the browser;
// Preact's first render is short enough to run in one go.)
startTransition(() => {
  if (seed) hydrateRoot(root, page);
  else createRoot(root).render(page);
});
