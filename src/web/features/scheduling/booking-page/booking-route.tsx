// The booking page as a route of the app (a visitor who came through the chooser).
import { useParams } from 'react-router';
import { EventTypeBookingPage } from './booking-page';

export function BookingRoute() {
  const { userId = '', slug = '' } = useParams();
  return <EventTypeBookingPage userId={userId} slug={slug} />;
}
