// GET /api/v1/scheduling/event-types: the host's event types, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventType } from '@/core/scheduling-schemas';
import { answer, api } from '@/web/lib/api-client';
import { schedulingKeys } from './scheduling-keys';

export function listEventTypes(signal?: AbortSignal): Promise<EventType[]> {
  return answer(api.GET('/api/v1/scheduling/event-types', { signal }));
}

export function eventTypesQueryOptions() {
  return queryOptions({
    queryKey: schedulingKeys.eventTypes,
    queryFn: ({ signal }) => listEventTypes(signal),
  });
}

export function useEventTypes() {
  return useQuery(eventTypesQueryOptions());
}
