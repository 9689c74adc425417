// PATCH /api/v1/me/profile.
import { useMutation } from '@tanstack/react-query';
import type { ProfileSettings, ProfileUpdate } from '@/core/profile-schemas';
import { apiFetch } from '@/web/lib/api';
import { useStoreProfileSettings } from './use-save-profile-settings';

export function updateProfile(changes: ProfileUpdate): Promise<ProfileSettings> {
  return apiFetch<ProfileSettings>('/me/profile', { method: 'PATCH', body: changes });
}

export function useUpdateProfile() {
  const store = useStoreProfileSettings();
  return useMutation({ mutationFn: updateProfile, onSuccess: store });
}
