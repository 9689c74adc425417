// Share links of a PDF or of a whole project (a data room, decision 078): the same
// controls, two places. A document's: GET and POST /api/v1/documents/:id/links, PATCH and
// DELETE /api/v1/document-links/:linkId. A project's: GET and POST
// /api/v1/projects/:id/links, PATCH and DELETE /api/v1/projects/:id/links/:linkId. Every
// change refreshes the links, the documents' and projects' counts and the usage line.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoomLinkView } from '@/core/data-room-schemas';
import type { TrackingLinkSettingsInput } from '@/core/document-schemas';
import type { TrackingLinkView } from '@/core/documents';
import { answer, api } from '@/web/lib/api-client';
import { USAGE_QUERY_KEY } from '@/web/lib/usage-query';
import { PROJECTS_QUERY_KEY } from '../projects/api/projects-query';
import { DOCUMENTS_QUERY_KEY } from './documents-query';

export const TRACKING_LINKS_QUERY_KEY = ['document_tracking_links'] as const;

/** Whose links: one PDF's, or a project's data room. */
export type ShareLinkTarget = { kind: 'document'; id: string } | { kind: 'project'; id: string };

/** What a document's link and a data room's link have in common. */
export type ShareLink = Omit<TrackingLinkView, 'documentId'> & {
  /** A data room's documents, with their views through this link. */
  documents?: RoomLinkView['documents'];
};

/** GET /documents/:id/links: a PDF's own links. */
function listDocumentLinks(documentId: string, signal?: AbortSignal): Promise<TrackingLinkView[]> {
  return answer(
    api.GET('/api/v1/documents/{id}/links', { params: { path: { id: documentId } }, signal }),
  );
}

function listShareLinks(target: ShareLinkTarget, signal?: AbortSignal): Promise<ShareLink[]> {
  if (target.kind === 'document') return listDocumentLinks(target.id, signal);
  return answer(
    api.GET('/api/v1/projects/{id}/links', { params: { path: { id: target.id } }, signal }),
  );
}

function createShareLink(target: ShareLinkTarget, label: string): Promise<ShareLink> {
  const init = { params: { path: { id: target.id } }, body: { label } };
  return target.kind === 'document'
    ? answer(api.POST('/api/v1/documents/{id}/links', init))
    : answer(api.POST('/api/v1/projects/{id}/links', init));
}

function updateShareLink(
  target: ShareLinkTarget,
  linkId: string,
  changes: TrackingLinkSettingsInput,
): Promise<ShareLink> {
  return target.kind === 'document'
    ? answer(
        api.PATCH('/api/v1/document-links/{linkId}', {
          params: { path: { linkId } },
          body: changes,
        }),
      )
    : answer(
        api.PATCH('/api/v1/projects/{id}/links/{linkId}', {
          params: { path: { id: target.id, linkId } },
          body: changes,
        }),
      );
}

function deleteShareLink(target: ShareLinkTarget, linkId: string): Promise<void> {
  return target.kind === 'document'
    ? answer(api.DELETE('/api/v1/document-links/{linkId}', { params: { path: { linkId } } }))
    : answer(
        api.DELETE('/api/v1/projects/{id}/links/{linkId}', {
          params: { path: { id: target.id, linkId } },
        }),
      );
}

export function useShareLinks(target: ShareLinkTarget) {
  return useQuery(
    queryOptions({
      queryKey: [...TRACKING_LINKS_QUERY_KEY, target.kind, target.id],
      queryFn: ({ signal }) => listShareLinks(target, signal),
    }),
  );
}

/** A PDF's own links, typed as the documents API answers them. */
export function useTrackingLinks(documentId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...TRACKING_LINKS_QUERY_KEY, 'document', documentId],
      queryFn: ({ signal }) => listDocumentLinks(documentId, signal),
    }),
  );
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: TRACKING_LINKS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
  };
}

export function useCreateShareLink(target: ShareLinkTarget) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (label: string) => createShareLink(target, label),
    onSettled: refresh,
  });
}

export function useUpdateShareLink(target: ShareLinkTarget) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...changes }: { id: string } & TrackingLinkSettingsInput) =>
      updateShareLink(target, id, changes),
    onSettled: refresh,
  });
}

export function useDeleteShareLink(target: ShareLinkTarget) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => deleteShareLink(target, id),
    onSettled: refresh,
  });
}
