// GET /api/v1/scheduling/bookings/:id: one booking however old, for a link that names one
// the lists no longer show.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@/core/scheduling-schemas';
import { answer, api } from '@/web/lib/api-client';
import { schedulingKeys } from './scheduling-keys';

export function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return answer(api.GET('/api/v1/scheduling/bookings/{id}', { params: { path: { id } }, signal }));
}

export function bookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: schedulingKeys.booking(id),
    queryFn: ({ signal }) => getBooking(id, signal),
  });
}

export function useBooking(id: string | null) {
  return useQuery({ ...bookingQueryOptions(id ?? ''), enabled: id !== null });
}
