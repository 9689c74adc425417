// GET /api/v1/scheduling/bookings/:id: one booking however old, for a link that names one
// the lists no longer show.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking } from '@/core/scheduling-schemas';
import { apiFetch } from '@/web/lib/api';
import { schedulingKeys } from './scheduling-keys';

export function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return apiFetch<Booking>(`/scheduling/bookings/${encodeURIComponent(id)}`, { signal });
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
