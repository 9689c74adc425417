// GET /api/v1/clients/duplicates and POST /api/v1/clients/:id/merge (issue 20). The
// candidates live under their own key, not 'clients': every live client change would
// otherwise recompute them (a pass over the whole workspace); they refresh when the
// dialog opens and after a merge.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientMergeInput, DuplicatePage } from '@/core/client-duplicates';
import type { Client } from '@/core/client-schemas';
import { answer, api } from '@/web/lib/api-client';
import { clientKeys } from './client-keys';

export const duplicateKeys = { all: ['client-duplicates'] as const };

export function useDuplicates() {
  return useQuery({
    queryKey: duplicateKeys.all,
    queryFn: ({ signal }): Promise<DuplicatePage> =>
      answer(api.GET('/api/v1/clients/duplicates', { params: { query: { limit: 100 } }, signal })),
    staleTime: 60_000,
  });
}

export function useMergeClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ keepId, input }: { keepId: string; input: ClientMergeInput }): Promise<Client> =>
      answer(
        api.POST('/api/v1/clients/{id}/merge', { params: { path: { id: keepId } }, body: input }),
      ),
    onSuccess: (_client, { input }) => {
      queryClient.removeQueries({ queryKey: clientKeys.detail(input.otherId) });
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      void queryClient.invalidateQueries({ queryKey: duplicateKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['client_interactions'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
