// GET /api/v1/me: the signed-in user and their profile. Shared by the app shell
// (user menu) and the dashboard (profile card), hence here rather than in a feature.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanTier } from '@/core/plans';
import { apiFetch } from './api';

export type NotificationPreferences = {
  emailNotifications: boolean;
  emailMarketing: boolean;
  emailSystem: boolean;
  pushNotifications: boolean;
  pushMessages: boolean;
  pushReminders: boolean;
};

export type Me = {
  user: { id: string; email: string; name: string; emailVerified: boolean };
  profile: {
    username: string;
    displayName: string | null;
    bio: string | null;
    avatarUrl: string | null;
    isPublic: boolean;
    isPlatformAdmin: boolean;
    tier: PlanTier;
    notificationPreferences: NotificationPreferences;
    timezone: string;
  };
};

export const ME_QUERY_KEY = ['me'] as const;

export function getMe(signal?: AbortSignal): Promise<Me> {
  return apiFetch<Me>('/me', { signal });
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
