// POST /api/v1/links: adds a link or section header at the end (shown at once, removed again on failure).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Link, LinkCreateInput } from '@/core/link-schemas';
import { answer, api } from '@/web/lib/api-client';
import { changeCachedLinks, refreshLinks, restoreCachedLinks } from './link-cache';

export function createLink(input: LinkCreateInput): Promise<Link> {
  return answer(api.POST('/api/v1/links', { body: input }));
}

export function useCreateLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLink,
    onMutate: (input) =>
      changeCachedLinks(queryClient, (cached) => {
        // A new featured link takes the mark from the one that had it.
        const links = input.featured
          ? cached.map((link) => ({ ...link, featured: false }))
          : cached;
        const now = new Date().toISOString();
        const pending: Link = {
          id: `pending-${crypto.randomUUID()}`,
          kind: input.kind ?? 'link',
          title: input.title.trim(),
          url: input.url?.trim() || null,
          description: input.description?.trim() || null,
          isActive: input.isActive ?? true,
          featured: input.featured ?? false,
          showFrom: input.showFrom ?? null,
          showUntil: input.showUntil ?? null,
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
