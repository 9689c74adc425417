// POST /api/v1/public/schedule/:userId/:slug/bookings: the wizard's last step. Whatever
// the answer, the slots refetch: a booked or just-taken slot must disappear.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingCreateInput, PublicBookingCreated } from '@/core/scheduling-schemas';
import { answer, api } from '@/web/lib/api-client';
import { publicBookingKeys, teamOrgSlug } from './public-booking-keys';

export function createBooking(
  userId: string,
  slug: string,
  input: BookingCreateInput,
): Promise<PublicBookingCreated> {
  const orgSlug = teamOrgSlug(userId);
  return orgSlug === null
    ? answer(
        api.POST('/api/v1/public/schedule/{userId}/{slug}/bookings', {
          params: { path: { userId, slug } },
          body: input,
        }),
      )
    : answer(
        api.POST('/api/v1/public/team/{orgSlug}/{slug}/bookings', {
          params: { path: { orgSlug, slug } },
          body: input,
        }),
      );
}

export function useCreateBooking(userId: string, slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingCreateInput) => createBooking(userId, slug, input),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: publicBookingKeys.slots(userId, slug) }),
  });
}
