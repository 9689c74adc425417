// PATCH /api/v1/me/notifications: any of the six preferences.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferencesUpdate, ProfileSettings } from '@/core/profile-schemas';
import { answer, api } from '@/web/lib/api-client';
import { ME_QUERY_KEY } from '@/web/lib/get-me';
import { PROFILE_SETTINGS_QUERY_KEY } from './get-profile-settings';

type Preferences = ProfileSettings['notificationPreferences'];

export function updateNotificationPreferences(
  changes: NotificationPreferencesUpdate,
): Promise<Preferences> {
  return answer(api.PATCH('/api/v1/me/notifications', { body: changes }));
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (notificationPreferences) => {
      queryClient.setQueryData<ProfileSettings>(PROFILE_SETTINGS_QUERY_KEY, (profile) =>
        profile ? { ...profile, notificationPreferences } : profile,
      );
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
