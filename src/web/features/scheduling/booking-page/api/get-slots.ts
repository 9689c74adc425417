// GET /api/v1/public/schedule/:userId/:slug/slots?from&to&timeZone: the free slots of a
// date range (UTC instants). Slots go stale as others book, so they refetch often.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotsAnswer } from '@/core/scheduling-schemas';
import { apiFetch } from '@/web/lib/api';
import { eventTypePath, publicBookingKeys } from './public-booking-keys';

export type SlotRange = { from: string; to: string; timeZone: string };

export function getSlots(
  userId: string,
  slug: string,
  range: SlotRange,
  signal?: AbortSignal,
): Promise<SlotsAnswer> {
  const query = new URLSearchParams(range);
  return apiFetch<SlotsAnswer>(`${eventTypePath(userId, slug)}/slots?${query}`, { signal });
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
      ),
      queryFn: ({ signal }) => getSlots(userId, slug, range as SlotRange, signal),
    }),
    enabled: range !== null,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}
