// DELETE /api/v1/links/:id/thumbnail: removes a link's image (gone at once, back on failure).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Link } from '@/core/link-schemas';
import { answer, api } from '@/web/lib/api-client';
import { changeCachedLinks, refreshLinks, restoreCachedLinks } from './link-cache';

export function removeLinkThumbnail(id: string): Promise<Link> {
  return answer(api.DELETE('/api/v1/links/{id}/thumbnail', { params: { path: { id } } }));
}

export function useRemoveLinkThumbnail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLinkThumbnail,
    onMutate: (id) =>
      changeCachedLinks(queryClient, (links) =>
        links.map((link) => (link.id === id ? { ...link, thumbnailUrl: null } : link)),
      ),
    onError: (_error, _id, snapshot) => restoreCachedLinks(queryClient, snapshot),
    onSettled: () => refreshLinks(queryClient),
  });
}
