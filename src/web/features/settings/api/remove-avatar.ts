// DELETE /api/v1/me/avatar.
import { useMutation } from '@tanstack/react-query';
import type { ProfileSettings } from '@/core/profile-schemas';
import { answer, api } from '@/web/lib/api-client';
import { useStoreProfileSettings } from './use-save-profile-settings';

export function removeAvatar(): Promise<ProfileSettings> {
  return answer(api.DELETE('/api/v1/me/avatar'));
}

export function useRemoveAvatar() {
  const store = useStoreProfileSettings();
  return useMutation({ mutationFn: removeAvatar, onSuccess: store });
}
