// GET /api/v1/public/bookings/:token and POST …/cancel: the invitee's cancel page, opened
// from the link in their mail (the unguessable token is the only credential).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicBookingDetails } from '@/core/scheduling/reschedule-schemas';
import { answer, api } from '@/web/lib/api-client';
import { publicBookingKeys } from './public-booking-keys';

export function getBookingByToken(
  token: string,
  signal?: AbortSignal,
): Promise<PublicBookingDetails> {
  return answer(
    api.GET('/api/v1/public/bookings/{token}', { params: { path: { token } }, signal }),
  );
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
  return answer(
    api.POST('/api/v1/public/bookings/{token}/cancel', {
      params: { path: { token } },
      body: { reason },
    }),
  );
}

export function useCancelBookingByToken(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | null) => cancelBookingByToken(token, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicBookingKeys.booking(token) }),
  });
}

/** POST …/reschedule (issue 21): the booking moves; the answer is the moved booking. */
export function rescheduleBookingByToken(
  token: string,
  startTime: string,
): Promise<PublicBookingDetails> {
  return answer(
    api.POST('/api/v1/public/bookings/{token}/reschedule', {
      params: { path: { token } },
      body: { startTime },
    }),
  );
}

export function useRescheduleBookingByToken(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (startTime: string) => rescheduleBookingByToken(token, startTime),
    onSuccess: (moved) => queryClient.setQueryData(publicBookingKeys.booking(token), moved),
    // The slots changed either way: the old time is free, or the new one was taken.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...publicBookingKeys.all, 'slots'] }),
  });
}
