// GET /api/v1/me: the signed-in user and their profile. Shared by the app shell
// (user menu) and the dashboard (profile card), hence here rather than in a feature.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me, NotificationPreferences } from '@/core/profile-schemas';
import { answer, api } from './api-client';

export type { Me, NotificationPreferences };

export const ME_QUERY_KEY = ['me'] as const;

export function getMe(signal?: AbortSignal): Promise<Me> {
  return answer(api.GET('/api/v1/me', { signal }));
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => getMe(signal),
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
