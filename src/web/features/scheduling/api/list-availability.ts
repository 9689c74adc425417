// GET /api/v1/scheduling/availability?eventTypeId=<uuid|general>: one weekly set, by day.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilitySlot } from '@/core/scheduling-schemas';
import { answer, api } from '@/web/lib/api-client';
import { GENERAL, schedulingKeys } from './scheduling-keys';

export function listAvailability(
  eventTypeId: string | null,
  signal?: AbortSignal,
): Promise<AvailabilitySlot[]> {
  return answer(
    api.GET('/api/v1/scheduling/availability', {
      params: { query: { eventTypeId: eventTypeId ?? GENERAL } },
      signal,
    }),
  );
}

export function availabilityQueryOptions(eventTypeId: string | null) {
  return queryOptions({
    queryKey: schedulingKeys.availability(eventTypeId),
    queryFn: ({ signal }) => listAvailability(eventTypeId, signal),
  });
}

export function useAvailability(eventTypeId: string | null) {
  return useQuery(availabilityQueryOptions(eventTypeId));
}
