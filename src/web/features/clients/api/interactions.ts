// A client's interactions: GET/POST /api/v1/clients/:id/interactions, PATCH/DELETE
// /api/v1/interactions/:id. Adding one moves the client's "last contacted", so the
// clients queries refetch too.
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Interaction,
  InteractionCreateInput,
  InteractionUpdateInput,
} from '@/core/client-schemas';
import { answer, api } from '@/web/lib/api-client';
import { clientKeys, interactionKeys } from './client-keys';

export function listInteractions(clientId: string, signal?: AbortSignal): Promise<Interaction[]> {
  return answer(
    api.GET('/api/v1/clients/{id}/interactions', { params: { path: { id: clientId } }, signal }),
  );
}

export function useInteractions(clientId: string) {
  return useQuery({
    queryKey: interactionKeys.forClient(clientId),
    queryFn: ({ signal }) => listInteractions(clientId, signal),
  });
}

function refresh(queryClient: QueryClient, clientId: string) {
  void queryClient.invalidateQueries({ queryKey: interactionKeys.forClient(clientId) });
  void queryClient.invalidateQueries({ queryKey: clientKeys.all });
}

export function useAddInteraction(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InteractionCreateInput): Promise<Interaction> =>
      answer(
        api.POST('/api/v1/clients/{id}/interactions', {
          params: { path: { id: clientId } },
          body: input,
        }),
      ),
    onSuccess: () => refresh(queryClient, clientId),
  });
}

export function useUpdateInteraction(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      changes,
    }: {
      id: string;
      changes: InteractionUpdateInput;
    }): Promise<Interaction> =>
      answer(api.PATCH('/api/v1/interactions/{id}', { params: { path: { id } }, body: changes })),
    onSuccess: () => refresh(queryClient, clientId),
  });
}

export function useDeleteInteraction(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<void> =>
      answer(api.DELETE('/api/v1/interactions/{id}', { params: { path: { id } } })),
    onSuccess: () => refresh(queryClient, clientId),
  });
}
