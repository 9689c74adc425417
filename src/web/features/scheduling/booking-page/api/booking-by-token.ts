// GET /api/v1/public/bookings/:token and POST …/cancel: the invitee's cancel page, opened
// from the link in their mail (the unguessable token is the only credential).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicBookingSummary } from '@/core/scheduling-schemas';
import { apiFetch } from '@/web/lib/api';
import { publicBookingKeys } from './public-booking-keys';

function bookingPath(token: string): string {
  return `/public/bookings/${encodeURIComponent(token)}`;
}

export function getBookingByToken(
  token: string,
  signal?: AbortSignal,
): Promise<PublicBookingSummary> {
  return apiFetch<PublicBookingSummary>(bookingPath(token), { signal });
}

export function useBookingByToken(token: string) {
  return useQuery(
    queryOptions({
      queryKey: publicBookingKeys.booking(token),
      queryFn: ({ signal }) => getBookingByToken(token, signal),
    }),
  );
}

export function cancelBookingByToken(token: string, reason: string | null): Promise<unknown> {
  return apiFetch(`${bookingPath(token)}/cancel`, { method: 'POST', body: { reason } });
}

export function useCancelBookingByToken(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | null) => cancelBookingByToken(token, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicBookingKeys.booking(token) }),
  });
}
