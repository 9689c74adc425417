// GET /api/v1/documents/:id/analytics[?linkId=]: views, time and pages of one document,
// or of one of its links. Keyed by 'document_views' so a new view refreshes it live.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentAnalytics } from '@/core/documents';
import { answer, api } from '@/web/lib/api-client';

export function useDocumentAnalytics(documentId: string, linkId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['document_views', documentId, linkId],
      queryFn: ({ signal }): Promise<DocumentAnalytics> =>
        answer(
          api.GET('/api/v1/documents/{id}/analytics', {
            // No linkId (undefined is left out): the whole document's figures.
            params: { path: { id: documentId }, query: { linkId: linkId ?? undefined } },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  );
}
