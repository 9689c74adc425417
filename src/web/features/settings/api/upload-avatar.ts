// POST /api/v1/me/avatar (multipart, field "file").
import { useMutation } from '@tanstack/react-query';
import type { ProfileSettings } from '@/core/profile-schemas';
import { apiFetch } from '@/web/lib/api';
import { useStoreProfileSettings } from './use-save-profile-settings';

export function uploadAvatar(file: File): Promise<ProfileSettings> {
  const body = new FormData();
  body.set('file', file);
  return apiFetch<ProfileSettings>('/me/avatar', { method: 'POST', body });
}

export function useUploadAvatar() {
  const store = useStoreProfileSettings();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: store });
}
