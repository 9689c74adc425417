// DELETE /api/v1/links/:id: removes a link and its thumbnail (gone at once, back on failure).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '@/web/lib/api-client';
import { changeCachedLinks, refreshLinks, restoreCachedLinks } from './link-cache';

export function deleteLink(id: string): Promise<void> {
  return answer(api.DELETE('/api/v1/links/{id}', { params: { path: { id } } }));
}

export function useDeleteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLink,
    onMutate: (id) =>
      changeCachedLinks(queryClient, (links) => links.filter((link) => link.id !== id)),
    onError: (_error, _id, snapshot) => restoreCachedLinks(queryClient, snapshot),
    onSettled: () => refreshLinks(queryClient),
  });
}
