// GET /api/v1/public/schedule/:userId: the host's active event types, for the chooser.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicHostEventTypes } from '@/core/scheduling-schemas';
import { apiFetch } from '@/web/lib/api';
import { publicBookingKeys } from './public-booking-keys';

export function getHostEventTypes(
  userId: string,
  signal?: AbortSignal,
): Promise<PublicHostEventTypes> {
  return apiFetch<PublicHostEventTypes>(`/public/schedule/${encodeURIComponent(userId)}`, {
    signal,
  });
}

export function useHostEventTypes(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: publicBookingKeys.host(userId),
      queryFn: ({ signal }) => getHostEventTypes(userId, signal),
    }),
  );
}
