// /team/:orgSlug/:slug: a team event type's booking page (issue 22) — the same page, wizard,
// time zones and reschedule link as a person's, asking the team's API.
import { useParams, useSearchParams } from 'react-router';
import { teamOwner } from './api/public-booking-keys';
import { EventTypeBookingPage } from './booking-page';

export function TeamBookingRoute() {
  const { orgSlug = '', slug = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <EventTypeBookingPage
      userId={orgSlug ? teamOwner(orgSlug) : ''}
      slug={slug}
      rescheduleToken={search.get('reschedule')}
    />
  );
}
