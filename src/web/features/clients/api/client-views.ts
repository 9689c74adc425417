// /api/v1/clients/views (issue 20): the saved views of the clients tab, and my default.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClientView,
  ClientViewCreate,
  ClientViewList,
  ClientViewUpdate,
} from '@/core/client-view-schemas';
import { answer, api } from '@/web/lib/api-client';

export const clientViewKeys = { all: ['clients', 'views'] as const };

export function useClientViews() {
  return useQuery({
    queryKey: clientViewKeys.all,
    queryFn: ({ signal }): Promise<ClientViewList> =>
      answer(api.GET('/api/v1/clients/views', { signal })),
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
  useViewMutation(
    (input: ClientViewCreate): Promise<ClientView> =>
      answer(api.POST('/api/v1/clients/views', { body: input })),
  );

export const useUpdateClientView = () =>
  useViewMutation(
    ({ id, ...input }: ClientViewUpdate & { id: string }): Promise<ClientView> =>
      answer(api.PATCH('/api/v1/clients/views/{id}', { params: { path: { id } }, body: input })),
  );

export const useDeleteClientView = () =>
  useViewMutation(
    (id: string): Promise<void> =>
      answer(api.DELETE('/api/v1/clients/views/{id}', { params: { path: { id } } })),
  );

export const useSetDefaultClientView = () =>
  useViewMutation(
    (viewId: string | null): Promise<ClientViewList> =>
      answer(api.PUT('/api/v1/clients/views/default', { body: { viewId } })),
  );
