// POST /api/v1/links/:id/thumbnail: uploads an image (multipart 'file').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Link } from '@/core/link-schemas';
import { apiFetch } from '@/web/lib/api';
import { refreshLinks } from './link-cache';

export type UploadThumbnailVariables = { id: string; file: File };

export function uploadLinkThumbnail({ id, file }: UploadThumbnailVariables): Promise<Link> {
  const form = new FormData();
  form.append('file', file);
  return apiFetch<Link>(`/links/${encodeURIComponent(id)}/thumbnail`, {
    method: 'POST',
    body: form,
  });
}

export function useUploadLinkThumbnail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLinkThumbnail,
    onSettled: () => refreshLinks(queryClient),
  });
}
