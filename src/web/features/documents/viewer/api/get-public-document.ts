// GET /api/v1/public/documents/:username/:code: the shared document's title, owner and
// the address of its PDF for this link; …/room/:documentId for one document of a data
// room's link (issue 23).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicDocument } from '@/core/documents';
import { answer, api } from '@/web/lib/api-client';

export function getPublicDocument(
  username: string,
  code: string,
  roomDocumentId: string | undefined,
  signal?: AbortSignal,
): Promise<PublicDocument> {
  if (roomDocumentId) {
    return answer(
      api.GET('/api/v1/public/documents/{username}/{code}/room/{documentId}', {
        params: { path: { username, code, documentId: roomDocumentId } },
        signal,
      }),
    );
  }
  return answer(
    api.GET('/api/v1/public/documents/{username}/{code}', {
      params: { path: { username, code } },
      signal,
    }),
  );
}

export function usePublicDocument(username: string, code: string, roomDocumentId?: string) {
  return useQuery(
    queryOptions({
      queryKey: ['public-document', username, code, roomDocumentId ?? null],
      queryFn: ({ signal }) => getPublicDocument(username, code, roomDocumentId, signal),
      // A visitor reads one document; refetching on focus would only re-ask the same thing.
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
