// PATCH /api/v1/links/:id: edits a link in place (shown at once, undone on failure).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Link, LinkUpdateInput } from '@/core/link-schemas';
import { answer, api } from '@/web/lib/api-client';
import { changeCachedLinks, refreshLinks, restoreCachedLinks } from './link-cache';

export type UpdateLinkVariables = { id: string; changes: LinkUpdateInput };

export function updateLink({ id, changes }: UpdateLinkVariables): Promise<Link> {
  return answer(api.PATCH('/api/v1/links/{id}', { params: { path: { id } }, body: changes }));
}

export function useUpdateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLink,
    onMutate: ({ id, changes }) =>
      changeCachedLinks(queryClient, (links) =>
        links.map((link) => {
          // One featured link: marking this one clears the others.
          if (link.id !== id) return changes.featured ? { ...link, featured: false } : link;
          return {
            ...link,
            ...(changes.title !== undefined ? { title: changes.title.trim() } : {}),
            ...(changes.url !== undefined ? { url: changes.url.trim() } : {}),
            ...(changes.description !== undefined
              ? { description: changes.description?.trim() || null }
              : {}),
            ...(changes.isActive !== undefined ? { isActive: changes.isActive } : {}),
            ...(changes.featured !== undefined ? { featured: changes.featured } : {}),
            ...(changes.showFrom !== undefined ? { showFrom: changes.showFrom } : {}),
            ...(changes.showUntil !== undefined ? { showUntil: changes.showUntil } : {}),
          };
        }),
      ),
    onError: (_error, _variables, snapshot) => restoreCachedLinks(queryClient, snapshot),
    onSettled: () => refreshLinks(queryClient),
  });
}
