// The host's answers to a booking: POST /scheduling/bookings/:id/cancel {reason?},
// …/confirm and …/decline (pending bookings only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api';
import { schedulingKeys } from './scheduling-keys';

export type BookingAction = 'cancel' | 'confirm' | 'decline' | 'request-reschedule';

export function actOnBooking(id: string, action: BookingAction, reason?: string): Promise<unknown> {
  return apiFetch<unknown>(`/scheduling/bookings/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    // A decline's reason and a reschedule request's message reach the invitee (issue 21).
    body: action === 'confirm' ? {} : { reason: reason?.trim() || undefined },
  });
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
  return apiFetch<{ path: string }>(
    `/scheduling/bookings/${encodeURIComponent(id)}/reschedule-link`,
  );
}
