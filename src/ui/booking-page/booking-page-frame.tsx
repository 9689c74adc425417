// The booking page around the wizard: the host's title and the event type beside the
// wizard's column. The server renders it into the page's HTML with the wizard's
// placeholder (decision 023), so the visitor reads what they are booking before any
// script has run; the browser's first render draws the very same markup over it.
import type { ReactNode } from 'react';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import { hostDisplayName } from '@/core/scheduling/host-display-name';
import type { PublicEventType } from '@/core/scheduling-schemas';
import { Card, CardContent } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { EventTypeSummary } from './event-type-summary';
import { PublicBookingLayout } from './public-booking-layout';

/** The wizard's place while its first free times load: about the size the wizard takes. */
function WizardPlaceholder() {
  return (
    <div role="status" aria-label="Loading available times" className="space-y-6">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-9 w-full" />
      <div className="flex gap-2 overflow-hidden">
        {['a', 'b', 'c', 'd'].map((placeholder) => (
          <Skeleton key={placeholder} className="h-16 w-20 shrink-0 rounded-lg" />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {['a', 'b', 'c', 'd', 'e', 'f'].map((placeholder) => (
          <Skeleton key={placeholder} className="h-10 rounded-lg" />
        ))}
      </div>
    </div>
  );
}

export function bookingPageTitle(data: PublicEventType): string {
  return M.bookingPageTitle(hostDisplayName(data.host.name));
}

/** The tab's title: the one the server's HTML carries too, so it does not change. */
export function bookingDocumentTitle(data: PublicEventType): string {
  return `${data.eventType.name} | ${bookingPageTitle(data)}`;
}

export function BookingPageFrame({
  data,
  wizard,
}: {
  data: PublicEventType;
  /** Undefined while the first free times load: a placeholder holds the wizard's place. */
  wizard?: ReactNode;
}) {
  return (
    <PublicBookingLayout
      wide
      isLoading={wizard === undefined}
      branded={data.host.showsScaleBranding !== false}
    >
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{bookingPageTitle(data)}</h1>
      <Card className="grid grid-cols-[minmax(0,1fr)] md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <CardContent className="border-b border-border pt-5 sm:pt-6 md:border-r md:border-b-0">
          <EventTypeSummary data={data} hostName={hostDisplayName(data.host.name)} />
        </CardContent>
        <CardContent className="pt-5 sm:pt-6">{wizard ?? <WizardPlaceholder />}</CardContent>
      </Card>
    </PublicBookingLayout>
  );
}
