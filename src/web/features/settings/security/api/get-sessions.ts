// GET /api/v1/me/sessions: the signed-in user's active sessions, this one marked.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionView } from '@/core/auth-schemas';
import { answer, api } from '@/web/lib/api-client';

export type { SessionView };

/** Live updates for entity 'sessions' invalidate this key. */
export const SESSIONS_QUERY_KEY = ['sessions'] as const;

export function getSessions(signal?: AbortSignal): Promise<SessionView[]> {
  return answer(api.GET('/api/v1/me/sessions', { signal }));
}

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: ({ signal }) => getSessions(signal),
  });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
