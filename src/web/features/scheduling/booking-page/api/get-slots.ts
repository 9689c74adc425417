// GET /api/v1/public/schedule/:userId/:slug/slots?from&to&timeZone[&reschedule]: the free
// slots of a date range (UTC instants). Slots go stale as others book, so they refetch
// often. With the reschedule token, the booking being moved does not hide its own time.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotsAnswer } from '@/core/scheduling-schemas';
import { answer, api } from '@/web/lib/api-client';
import { publicBookingKeys, teamOrgSlug } from './public-booking-keys';

export type SlotRange = {
  from: string;
  to: string;
  timeZone: string;
  /** The reschedule page's token (?reschedule=): that booking's own time stays offered. */
  reschedule?: string;
};

export function getSlots(
  userId: string,
  slug: string,
  range: SlotRange,
  signal?: AbortSignal,
): Promise<SlotsAnswer> {
  // from, to, timeZone, then the token when there is one (an empty one is left out).
  const query = {
    from: range.from,
    to: range.to,
    timeZone: range.timeZone,
    reschedule: range.reschedule || undefined,
  };
  const orgSlug = teamOrgSlug(userId);
  return orgSlug === null
    ? answer(
        api.GET('/api/v1/public/schedule/{userId}/{slug}/slots', {
          params: { path: { userId, slug }, query },
          signal,
        }),
      )
    : answer(
        api.GET('/api/v1/public/team/{orgSlug}/{slug}/slots', {
          params: { path: { orgSlug, slug }, query },
          signal,
        }),
      );
}

export function useSlots(userId: string, slug: string, range: SlotRange | null) {
  return useQuery({
    ...queryOptions({
      queryKey: publicBookingKeys.slotRange(
        userId,
        slug,
        range?.from ?? '',
        range?.to ?? '',
        range?.timeZone ?? '',
        range?.reschedule ?? '',
      ),
      queryFn: ({ signal }) => getSlots(userId, slug, range as SlotRange, signal),
    }),
    enabled: range !== null,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}
