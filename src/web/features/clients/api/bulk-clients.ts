// POST /api/v1/clients/move (issue 18), /clients/bulk (issue 20): several clients at once,
// from the list view's selection. Every clients query refreshes after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientBulkActionInput, ClientBulkResult } from '@/core/client-schemas';
import { answer, api } from '@/web/lib/api-client';
import { clientKeys } from './client-keys';

type BulkResult = { updated: number };

export function useMoveClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: string[]; workspaceId: string }): Promise<BulkResult> =>
      answer(api.POST('/api/v1/clients/move', { body: input })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

/** POST /clients/bulk (issue 20): a status, tags or a delete over ids or all matching. */
export function useBulkClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientBulkActionInput): Promise<ClientBulkResult> =>
      answer(api.POST('/api/v1/clients/bulk', { body: input })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

/** POST /clients/bulk/undo: puts back what the action with this token changed. */
export function useUndoBulkClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string): Promise<{ restored: number }> =>
      answer(api.POST('/api/v1/clients/bulk/undo', { body: { token } })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
