// POST /api/v1/public/schedule/:userId/:slug/bookings: the wizard's last step. Whatever
// the answer, the slots refetch: a booked or just-taken slot must disappear.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingCreateInput, PublicBookingCreated } from '@/core/scheduling-schemas';
import { apiFetch } from '@/web/lib/api';
import { eventTypePath, publicBookingKeys } from './public-booking-keys';

export function createBooking(
  userId: string,
  slug: string,
  input: BookingCreateInput,
): Promise<PublicBookingCreated> {
  return apiFetch<PublicBookingCreated>(`${eventTypePath(userId, slug)}/bookings`, {
    method: 'POST',
    body: input,
  });
}

export function useCreateBooking(userId: string, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingCreateInput) => createBooking(userId, slug, input),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: publicBookingKeys.slots(userId, slug) }),
  });
}
