// POST /api/v1/links/:id/thumbnail: uploads an image (multipart 'file').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Link } from '@/core/link-schemas';
import { answer, api, fileUpload } from '@/web/lib/api-client';
import { refreshLinks } from './link-cache';

export type UploadThumbnailVariables = { id: string; file: File };

export function uploadLinkThumbnail({ id, file }: UploadThumbnailVariables): Promise<Link> {
  return answer(
    api.POST('/api/v1/links/{id}/thumbnail', { params: { path: { id } }, ...fileUpload(file) }),
  );
}

export function useUploadLinkThumbnail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLinkThumbnail,
    onSettled: () => refreshLinks(queryClient),
  });
}
