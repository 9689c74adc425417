// POST /api/v1/clients/assign and /clients/move (issue 18): several clients at once,
// from the list view's selection. Every clients query refreshes after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api';
import { clientKeys } from './client-keys';

type BulkResult = { updated: number };

export function useAssignClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: string[]; ownerId: string | null }) =>
      apiFetch<BulkResult>('/clients/assign', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

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
