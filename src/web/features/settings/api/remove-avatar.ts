// DELETE /api/v1/me/avatar.
import { useMutation } from '@tanstack/react-query';
import type { ProfileSettings } from '@/core/profile-schemas';
import { apiFetch } from '@/web/lib/api';
import { useStoreProfileSettings } from './use-save-profile-settings';

export function removeAvatar(): Promise<ProfileSettings> {
  return apiFetch<ProfileSettings>('/me/avatar', { method: 'DELETE' });
}

export function useRemoveAvatar() {
  const store = useStoreProfileSettings();
  return useMutation({ mutationFn: removeAvatar, onSuccess: store });
}
