// The booking page as a route of the app (a visitor who came through the chooser).
import { useParams, useSearchParams } from 'react-router';
import { EventTypeBookingPage } from './booking-page';

export function BookingRoute() {
  const { userId = '', slug = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <EventTypeBookingPage userId={userId} slug={slug} rescheduleToken={search.get('reschedule')} />
  );
}
