// DELETE /api/v1/links/:id: removes a link and its thumbnail (gone at once, back on failure).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api';
import { changeCachedLinks, refreshLinks, restoreCachedLinks } from './link-cache';

export function deleteLink(id: string): Promise<void> {
  return apiFetch<void>(`/links/${encodeURIComponent(id)}`, { method: 'DELETE' });
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
