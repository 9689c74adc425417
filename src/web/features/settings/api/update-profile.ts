// PATCH /api/v1/me/profile.
import { useMutation } from '@tanstack/react-query';
import type { ProfileSettings, ProfileUpdate } from '@/core/profile-schemas';
import { answer, api } from '@/web/lib/api-client';
import { useStoreProfileSettings } from './use-save-profile-settings';

export function updateProfile(changes: ProfileUpdate): Promise<ProfileSettings> {
  return answer(api.PATCH('/api/v1/me/profile', { body: changes }));
}

export function useUpdateProfile() {
  const store = useStoreProfileSettings();
  return useMutation({ mutationFn: updateProfile, onSuccess: store });
}
