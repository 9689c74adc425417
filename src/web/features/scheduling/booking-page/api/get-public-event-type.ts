// GET /api/v1/public/schedule/:userId/:slug: the host and the event type the page books.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEventType } from '@/core/scheduling-schemas';
import { answer, api } from '@/web/lib/api-client';
import { publicBookingKeys, teamOrgSlug } from './public-booking-keys';

export function getPublicEventType(
  userId: string,
  slug: string,
  signal?: AbortSignal,
): Promise<PublicEventType> {
  const orgSlug = teamOrgSlug(userId);
  return orgSlug === null
    ? answer(
        api.GET('/api/v1/public/schedule/{userId}/{slug}', {
          params: { path: { userId, slug } },
          signal,
        }),
      )
    : answer(
        api.GET('/api/v1/public/team/{orgSlug}/{slug}', {
          params: { path: { orgSlug, slug } },
          signal,
        }),
      );
}

export function usePublicEventType(userId: string, slug: string) {
  return useQuery(
    queryOptions({
      queryKey: publicBookingKeys.eventType(userId, slug),
      queryFn: ({ signal }) => getPublicEventType(userId, slug, signal),
    }),
  );
}
