// GET /api/v1/documents/:id/analytics[?linkId=]: views, time and pages of one document,
// or of one of its links. Keyed by 'document_views' so a new view refreshes it live.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentAnalytics } from '@/core/documents';
import { apiFetch } from '@/web/lib/api';

export function useDocumentAnalytics(documentId: string, linkId: string | null) {
  const query = linkId ? `?linkId=${encodeURIComponent(linkId)}` : '';
  return useQuery(
    queryOptions({
      queryKey: ['document_views', documentId, linkId],
      queryFn: ({ signal }) =>
        apiFetch<DocumentAnalytics>(
          `/documents/${encodeURIComponent(documentId)}/analytics${query}`,
          { signal },
        ),
      placeholderData: keepPreviousData,
    }),
  );
}
