// GET /api/v1/scheduling/bookings: upcoming (start after now, not canceled) and the
// first past ones (started or canceled), as the server splits them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@/core/scheduling-schemas';
import { answer, api } from '@/web/lib/api-client';
import { schedulingKeys } from './scheduling-keys';

export type BookingLists = { upcoming: Booking[]; past: Booking[] };

export function listBookings(signal?: AbortSignal): Promise<BookingLists> {
  return answer(api.GET('/api/v1/scheduling/bookings', { signal }));
}

export function bookingsQueryOptions() {
  return queryOptions({
    queryKey: schedulingKeys.bookings,
    queryFn: ({ signal }) => listBookings(signal),
  });
}

export function useBookings() {
  return useQuery(bookingsQueryOptions());
}
