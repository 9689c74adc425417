// GET /api/v1/activity: the overview's Recent Activity, a page at a time. Keyed
// ['activity'], the entity the server announces with each new entry, so a live update
// refetches the pages on screen (lib/live-updates.ts).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityPage } from '@/core/activity';
import { answer, api } from '@/web/lib/api-client';

export function listActivity(before: string | null, signal?: AbortSignal): Promise<ActivityPage> {
  return answer(
    api.GET('/api/v1/activity', { params: { query: { before: before || undefined } }, signal }),
  );
}

export function activityQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['activity'],
    queryFn: ({ pageParam, signal }) => listActivity(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useActivity() {
  return useInfiniteQuery(activityQueryOptions());
}
