// What every settings write does on success: show the answer at once in the settings
// page and refresh the app shell's /me (header avatar and name).
import { useQueryClient } from '@tanstack/react-query';
import type { ProfileSettings } from '@/core/profile-schemas';
import { ME_QUERY_KEY } from '@/web/lib/get-me';
import { PROFILE_SETTINGS_QUERY_KEY } from './get-profile-settings';

export function useStoreProfileSettings() {
  const queryClient = useQueryClient();
  return (profile: ProfileSettings) => {
    queryClient.setQueryData(PROFILE_SETTINGS_QUERY_KEY, profile);
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  };
}
