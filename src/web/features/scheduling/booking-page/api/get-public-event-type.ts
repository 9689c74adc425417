// GET /api/v1/public/schedule/:userId/:slug: the host and the event type the page books.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEventType } from '@/core/scheduling-schemas';
import { apiFetch } from '@/web/lib/api';
import { eventTypePath, publicBookingKeys } from './public-booking-keys';

export function getPublicEventType(
  userId: string,
  slug: string,
  signal?: AbortSignal,
): Promise<PublicEventType> {
  return apiFetch<PublicEventType>(eventTypePath(userId, slug), { signal });
}

export function usePublicEventType(userId: string, slug: string) {
  return useQuery(
    queryOptions({
      queryKey: publicBookingKeys.eventType(userId, slug),
      queryFn: ({ signal }) => getPublicEventType(userId, slug, signal),
    }),
  );
}
