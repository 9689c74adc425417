// GET /api/v1/public/documents/:username/:code: the shared document's title, owner and
// the address of its PDF for this link.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicDocument } from '@/core/documents';
import { apiFetch } from '@/web/lib/api';

export function getPublicDocument(
  username: string,
  code: string,
  signal?: AbortSignal,
): Promise<PublicDocument> {
  return apiFetch<PublicDocument>(
    `/public/documents/${encodeURIComponent(username)}/${encodeURIComponent(code)}`,
    { signal },
  );
}

export function usePublicDocument(username: string, code: string) {
  return useQuery(
    queryOptions({
      queryKey: ['public-document', username, code],
      queryFn: ({ signal }) => getPublicDocument(username, code, signal),
      // A visitor reads one document; refetching on focus would only re-ask the same thing.
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
