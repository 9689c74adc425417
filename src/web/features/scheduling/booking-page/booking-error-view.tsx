// What a public booking page shows when it cannot show the booking: the spec's message
// (spec §8) and, where trying again can help, a retry.
import { CalendarX2 } from 'lucide-react';
import { Button } from '@/ui/button';
import { Card, CardContent } from '@/ui/card';
import { PublicBookingLayout } from '../../../../ui/booking-page/public-booking-layout';
import { useDocumentTitle } from './use-document-title';

export function BookingErrorView({
  message,
  onRetry,
}: {
  message: string;
  onRetry?: () => unknown;
}) {
  useDocumentTitle(message);
  return (
    <PublicBookingLayout>
      <Card className="mt-8">
        <CardContent className="flex flex-col items-center gap-4 pt-8 text-center sm:pt-10">
          <CalendarX2 className="size-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-xl font-semibold" role="alert">
            {message}
          </h1>
          {onRetry ? (
            <Button variant="outline" onClick={() => void onRetry()}>
              Try again
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </PublicBookingLayout>
  );
}
