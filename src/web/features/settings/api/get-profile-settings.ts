// GET /api/v1/me/profile: the owner's profile as the settings page edits it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileSettings } from '@/core/profile-schemas';
import { answer, api } from '@/web/lib/api-client';

/** Under 'profiles' so a live 'profiles' event (another tab's save) refreshes it. */
export const PROFILE_SETTINGS_QUERY_KEY = ['profiles', 'me'] as const;

export function getProfileSettings(signal?: AbortSignal): Promise<ProfileSettings> {
  return answer(api.GET('/api/v1/me/profile', { signal }));
}

export function profileSettingsQueryOptions() {
  return queryOptions({
    queryKey: PROFILE_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => getProfileSettings(signal),
  });
}

export function useProfileSettings() {
  return useQuery(profileSettingsQueryOptions());
}
