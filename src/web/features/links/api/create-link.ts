// POST /api/v1/links: adds a link at the end (shown at once, removed again on failure).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Link, LinkCreateInput } from '@/core/link-schemas';
import { apiFetch } from '@/web/lib/api';
import { changeCachedLinks, refreshLinks, restoreCachedLinks } from './link-cache';

export function createLink(input: LinkCreateInput): Promise<Link> {
  return apiFetch<Link>('/links', { method: 'POST', body: input });
}

export function useCreateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLink,
    onMutate: (input) =>
      changeCachedLinks(queryClient, (links) => {
        const now = new Date().toISOString();
        const pending: Link = {
          id: `pending-${crypto.randomUUID()}`,
          title: input.title.trim(),
          url: input.url.trim(),
          description: input.description?.trim() || null,
          isActive: input.isActive ?? true,
          orderIndex: links.length,
          clickCount: 0,
          thumbnailUrl: null,
          createdAt: now,
          updatedAt: now,
        };
        return [...links, pending];
      }),
    onError: (_error, _input, snapshot) => restoreCachedLinks(queryClient, snapshot),
    onSettled: () => refreshLinks(queryClient),
  });
}
