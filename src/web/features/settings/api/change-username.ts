// PATCH /api/v1/me/username (Pro and Business).
import { useMutation } from '@tanstack/react-query';
import type { ProfileSettings, UsernameChange } from '@/core/profile-schemas';
import { answer, api } from '@/web/lib/api-client';
import { useStoreProfileSettings } from './use-save-profile-settings';

export function changeUsername(input: UsernameChange): Promise<ProfileSettings> {
  return answer(api.PATCH('/api/v1/me/username', { body: input }));
}

export function useChangeUsername() {
  const store = useStoreProfileSettings();
  return useMutation({ mutationFn: changeUsername, onSuccess: store });
}
