// The host's answers to a booking: POST /scheduling/bookings/:id/cancel {reason?},
// …/confirm and …/decline (pending bookings only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '@/web/lib/api-client';
import { schedulingKeys } from './scheduling-keys';

export type BookingAction = 'cancel' | 'confirm' | 'decline' | 'request-reschedule';

export function actOnBooking(id: string, action: BookingAction, reason?: string): Promise<unknown> {
  const params = { path: { id } };
  if (action === 'confirm') {
    // The operation reads no body (NO_BODY): none is sent (the old call sent `{}`).
    return answer(api.POST('/api/v1/scheduling/bookings/{id}/confirm', { params }));
  }
  // A decline's reason and a reschedule request's message reach the invitee (issue 21).
  const body = { reason: reason?.trim() || undefined };
  if (action === 'cancel') {
    return answer(api.POST('/api/v1/scheduling/bookings/{id}/cancel', { params, body }));
  }
  if (action === 'decline') {
    return answer(api.POST('/api/v1/scheduling/bookings/{id}/decline', { params, body }));
  }
  return answer(api.POST('/api/v1/scheduling/bookings/{id}/request-reschedule', { params, body }));
}

export function useBookingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: BookingAction; reason?: string }) =>
      actOnBooking(id, action, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulingKeys.bookings }),
  });
}

/** GET …/reschedule-link: the booking page that moves this booking (issue 21). */
export function rescheduleLinkOf(id: string): Promise<{ path: string }> {
  return answer(
    api.GET('/api/v1/scheduling/bookings/{id}/reschedule-link', { params: { path: { id } } }),
  );
}
