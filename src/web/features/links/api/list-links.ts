// GET /api/v1/links: the signed-in user's links in page order, with click counts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Link } from '@/core/link-schemas';
import { answer, api } from '@/web/lib/api-client';

/** Under 'links' so live 'links' events refresh it (lib/live-updates.ts). */
export const LINKS_QUERY_KEY = ['links'] as const;

export function listLinks(signal?: AbortSignal): Promise<Link[]> {
  return answer(api.GET('/api/v1/links', { signal }));
}

export function linksQueryOptions() {
  return queryOptions({
    queryKey: LINKS_QUERY_KEY,
    queryFn: ({ signal }) => listLinks(signal),
  });
}

export function useLinks() {
  return useQuery(linksQueryOptions());
}
