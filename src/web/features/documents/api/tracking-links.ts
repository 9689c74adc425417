// A PDF's tracking links: GET and POST /api/v1/documents/:id/links, PATCH and DELETE
// /api/v1/document-links/:linkId (a link's label, switch and controls). Every change refreshes the links, the document's
// counts and the usage line.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackingLinkSettingsInput } from '@/core/document-schemas';
import type { TrackingLinkView } from '@/core/documents';
import { apiFetch } from '@/web/lib/api';
import { USAGE_QUERY_KEY } from '@/web/lib/usage-query';
import { DOCUMENTS_QUERY_KEY } from './documents-query';

export const TRACKING_LINKS_QUERY_KEY = ['document_tracking_links'] as const;

export function useTrackingLinks(documentId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...TRACKING_LINKS_QUERY_KEY, documentId],
      queryFn: ({ signal }) =>
        apiFetch<TrackingLinkView[]>(`/documents/${encodeURIComponent(documentId)}/links`, {
          signal,
        }),
    }),
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: TRACKING_LINKS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
  };
}

export function useCreateTrackingLink(documentId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (label: string) =>
      apiFetch<TrackingLinkView>(`/documents/${encodeURIComponent(documentId)}/links`, {
        method: 'POST',
        body: { label },
      }),
    onSettled: refresh,
  });
}

export function useUpdateTrackingLink() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...changes }: { id: string } & TrackingLinkSettingsInput) =>
      apiFetch<TrackingLinkView>(`/document-links/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: changes,
      }),
    onSettled: refresh,
  });
}

export function useDeleteTrackingLink() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/document-links/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
}
