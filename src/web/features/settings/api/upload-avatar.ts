// POST /api/v1/me/avatar (multipart, field "file").
import { useMutation } from '@tanstack/react-query';
import type { ProfileSettings } from '@/core/profile-schemas';
import { answer, api, fileUpload } from '@/web/lib/api-client';
import { useStoreProfileSettings } from './use-save-profile-settings';

export function uploadAvatar(file: File): Promise<ProfileSettings> {
  return answer(api.POST('/api/v1/me/avatar', fileUpload(file)));
}

export function useUploadAvatar() {
  const store = useStoreProfileSettings();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: store });
}
