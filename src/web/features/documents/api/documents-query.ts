// GET /api/v1/documents (mine, newest first), ?shared=1 (other people's, through a
// project I am in) and /documents/:id (one I may read).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentView } from '@/core/documents';
import { answer, api } from '@/web/lib/api-client';

/** Named after the live-update entity, so a change anywhere refreshes every list. */
export const DOCUMENTS_QUERY_KEY = ['documents'] as const;

export function useDocuments() {
  return useQuery(
    queryOptions({
      queryKey: [...DOCUMENTS_QUERY_KEY, 'mine'],
      queryFn: ({ signal }): Promise<DocumentView[]> =>
        answer(api.GET('/api/v1/documents', { signal })),
    }),
  );
}

export function useSharedDocuments() {
  return useQuery(
    queryOptions({
      queryKey: [...DOCUMENTS_QUERY_KEY, 'shared'],
      queryFn: ({ signal }): Promise<DocumentView[]> =>
        answer(api.GET('/api/v1/documents', { params: { query: { shared: '1' } }, signal })),
    }),
  );
}

export function useDocument(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...DOCUMENTS_QUERY_KEY, 'one', id],
      queryFn: ({ signal }): Promise<DocumentView> =>
        answer(api.GET('/api/v1/documents/{id}', { params: { path: { id: id ?? '' } }, signal })),
      enabled: id !== null,
    }),
  );
}
