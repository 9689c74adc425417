// POST /api/v1/links/:id/thumbnail: uploads an image (multipart 'file').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Link } from '@/core/link-schemas';
import { answer, api } from '@/web/lib/api-client';
import { refreshLinks } from './link-cache';

export type UploadThumbnailVariables = { id: string; file: File };

export function uploadLinkThumbnail({ id, file }: UploadThumbnailVariables): Promise<Link> {
  const form = new FormData();
  form.append('file', file);
  return answer(
    api.POST('/api/v1/links/{id}/thumbnail', {
      params: { path: { id } },
      // The declared body is the form's fields (file: binary, typed as a string); the real
      // body is the FormData, sent as it is (the browser sets the multipart Content-Type).
      body: { file: '' },
      bodySerializer: () => form,
    }),
  );
}

export function useUploadLinkThumbnail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLinkThumbnail,
    onSettled: () => refreshLinks(queryClient),
  });
}
