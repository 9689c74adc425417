// PATCH /api/v1/clients/:id/status: a kanban drop or the panel's dropdown. Shown at once;
// on failure everything moves back and a toast says so (spec §4, issue 4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Client } from '@/core/client-schemas';
import type { ClientStatus } from '@/core/clients';
import { CLIENT_MESSAGES } from '@/core/messages';
import { answer, api } from '@/web/lib/api-client';
import { clientKeys } from './client-keys';
import { moveClientInCaches, restoreClients, snapshotClients } from './status-cache';

export type StatusChange = { client: Client; status: ClientStatus };

export function changeClientStatus({ client, status }: StatusChange): Promise<Client> {
  return answer(
    api.PATCH('/api/v1/clients/{id}/status', {
      params: { path: { id: client.id } },
      body: { status },
    }),
  );
}

export function useChangeClientStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeClientStatus,
    onMutate: async ({ client, status }) => {
      const snapshot = await snapshotClients(queryClient);
      moveClientInCaches(queryClient, client, status);
      return snapshot;
    },
    onError: (_error, _change, snapshot) => {
      restoreClients(queryClient, snapshot);
      toast.error(CLIENT_MESSAGES.statusChangeFailed);
    },
    onSuccess: (client) => queryClient.setQueryData(clientKeys.detail(client.id), client),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
