// GET /api/v1/public/schedule/:userId: the host's active event types, for the chooser.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicHostEventTypes } from '@/core/scheduling-schemas';
import { answer, api } from '@/web/lib/api-client';
import { publicBookingKeys } from './public-booking-keys';

export function getHostEventTypes(
  userId: string,
  signal?: AbortSignal,
): Promise<PublicHostEventTypes> {
  return answer(
    api.GET('/api/v1/public/schedule/{userId}', { params: { path: { userId } }, signal }),
  );
}

export function useHostEventTypes(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: publicBookingKeys.host(userId),
      queryFn: ({ signal }) => getHostEventTypes(userId, signal),
    }),
  );
}
