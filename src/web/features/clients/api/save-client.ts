// POST /api/v1/clients and PATCH /api/v1/clients/:id: the add and edit form. The form
// waits for the answer (it shows the server's message on failure), then the tiles,
// columns and list refetch.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientCreateInput, ClientUpdateInput } from '@/core/client-schemas';
import { answer, api } from '@/web/lib/api-client';
import { clientKeys } from './client-keys';

export function createClient(input: ClientCreateInput): Promise<Client> {
  return answer(api.POST('/api/v1/clients', { body: input }));
}

export function updateClient(id: string, changes: ClientUpdateInput): Promise<Client> {
  return answer(api.PATCH('/api/v1/clients/{id}', { params: { path: { id } }, body: changes }));
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.detail(client.id), client);
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: ClientUpdateInput }) =>
      updateClient(id, changes),
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.detail(client.id), client);
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
