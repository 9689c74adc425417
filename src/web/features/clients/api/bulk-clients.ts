// POST /api/v1/clients/move (issue 18), /clients/bulk (issue 20): several clients at once,
// from the list view's selection. Every clients query refreshes after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientBulkActionInput, ClientBulkResult } from '@/core/client-schemas';
import { apiFetch } from '@/web/lib/api';
import { clientKeys } from './client-keys';

type BulkResult = { updated: number };

export function useMoveClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: string[]; workspaceId: string }) =>
      apiFetch<BulkResult>('/clients/move', { method: 'POST', body: input }),
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
    mutationFn: (input: ClientBulkActionInput) =>
      apiFetch<ClientBulkResult>('/clients/bulk', { method: 'POST', body: input }),
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
    mutationFn: (token: string) =>
      apiFetch<{ restored: number }>('/clients/bulk/undo', { method: 'POST', body: { token } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
