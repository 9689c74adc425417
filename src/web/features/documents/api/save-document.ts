// PATCH and DELETE /api/v1/documents/:id and the move; each refreshes the lists (and the usage).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZDocumentUpdate } from '@/core/document-schemas';
import type { DocumentView } from '@/core/documents';
import { answer, api } from '@/web/lib/api-client';
import { USAGE_QUERY_KEY } from '@/web/lib/usage-query';
import { DOCUMENTS_QUERY_KEY } from './documents-query';

export type DocumentUpdateInput = z.input<typeof ZDocumentUpdate>;

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      input,
    }: {
      id: string;
      input: DocumentUpdateInput;
    }): Promise<DocumentView> =>
      answer(api.PATCH('/api/v1/documents/{id}', { params: { path: { id } }, body: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<void> =>
      answer(api.DELETE('/api/v1/documents/{id}', { params: { path: { id } } })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
    },
  });
}

/** POST /api/v1/documents/:id/move: into another workspace, with its share links. */
export function useMoveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, workspaceId }: { id: string; workspaceId: string }): Promise<DocumentView> =>
      answer(
        api.POST('/api/v1/documents/{id}/move', {
          params: { path: { id } },
          body: { workspaceId },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
  });
}
