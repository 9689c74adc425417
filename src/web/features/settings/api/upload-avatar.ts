// POST /api/v1/me/avatar (multipart, field "file").
import { useMutation } from '@tanstack/react-query';
import type { ProfileSettings } from '@/core/profile-schemas';
import { answer, api } from '@/web/lib/api-client';
import { useStoreProfileSettings } from './use-save-profile-settings';

export function uploadAvatar(file: File): Promise<ProfileSettings> {
  const body = new FormData();
  body.set('file', file);
  return answer(
    api.POST('/api/v1/me/avatar', {
      // The declared multipart body types the file as a string; a stand-in satisfies the
      // type and the real FormData goes as is (the browser sets Content-Type and boundary).
      body: { file: '' },
      bodySerializer: () => body,
    }),
  );
}

export function useUploadAvatar() {
  const store = useStoreProfileSettings();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: store });
}
