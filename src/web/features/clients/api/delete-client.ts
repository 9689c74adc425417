// DELETE /api/v1/clients/:id, after the confirmation dialog.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '@/web/lib/api-client';
import { clientKeys } from './client-keys';

export function deleteClient(id: string): Promise<void> {
  return answer(api.DELETE('/api/v1/clients/{id}', { params: { path: { id } } }));
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: clientKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
