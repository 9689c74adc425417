// /api/v1/clients/views (issue 20): the saved views of the clients tab, and my default.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClientView,
  ClientViewCreate,
  ClientViewList,
  ClientViewUpdate,
} from '@/core/client-view-schemas';
import { apiFetch } from '@/web/lib/api';

export const clientViewKeys = { all: ['clients', 'views'] as const };

export function useClientViews() {
  return useQuery({
    queryKey: clientViewKeys.all,
    queryFn: ({ signal }) => apiFetch<ClientViewList>('/clients/views', { signal }),
  });
}

function useViewMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientViewKeys.all }),
  });
}

export const useCreateClientView = () =>
  useViewMutation((input: ClientViewCreate) =>
    apiFetch<ClientView>('/clients/views', { method: 'POST', body: input }),
  );

export const useUpdateClientView = () =>
  useViewMutation(({ id, ...input }: ClientViewUpdate & { id: string }) =>
    apiFetch<ClientView>(`/clients/views/${id}`, { method: 'PATCH', body: input }),
  );

export const useDeleteClientView = () =>
  useViewMutation((id: string) => apiFetch<void>(`/clients/views/${id}`, { method: 'DELETE' }));

export const useSetDefaultClientView = () =>
  useViewMutation((viewId: string | null) =>
    apiFetch<ClientViewList>('/clients/views/default', { method: 'PUT', body: { viewId } }),
  );
