// PUT /api/v1/links/order: saves the whole new order in one request. The list shows
// the new order at once and goes back to the old one if the save fails.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Link } from '@/core/link-schemas';
import { answer, api } from '@/web/lib/api-client';
import { changeCachedLinks, refreshLinks, restoreCachedLinks } from './link-cache';

export function reorderLinks(ids: string[]): Promise<Link[]> {
  return answer(api.PUT('/api/v1/links/order', { body: { ids } }));
}

export function useReorderLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderLinks,
    onMutate: (ids) =>
      changeCachedLinks(queryClient, (links) => {
        const byId = new Map(links.map((link) => [link.id, link]));
        return ids.flatMap((id, orderIndex) => {
          const link = byId.get(id);
          return link ? [{ ...link, orderIndex }] : [];
        });
      }),
    onError: (_error, _ids, snapshot) => restoreCachedLinks(queryClient, snapshot),
    onSettled: () => refreshLinks(queryClient),
  });
}
