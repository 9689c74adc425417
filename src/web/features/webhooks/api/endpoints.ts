// The workspace's webhook endpoints (issue 24, decision 072): list, add, change, delete,
// rotate the secret. One hook per call.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  WebhookEndpoint,
  WebhookEndpointForm,
  WebhookEndpointUpdate,
} from '@/core/webhook-schemas';
import { answer, api } from '@/web/lib/api-client';

export const WEBHOOKS_KEY = ['webhooks'] as const;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: WEBHOOKS_KEY,
    queryFn: ({ signal }): Promise<WebhookEndpoint[]> =>
      answer(api.GET('/api/v1/webhooks', { signal })).then((r) => r.items),
  });
}

function useEndpointMutation<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
  });
}

export const useCreateWebhookEndpoint = () =>
  useEndpointMutation(
    (input: WebhookEndpointForm): Promise<WebhookEndpoint> =>
      answer(api.POST('/api/v1/webhooks', { body: input })),
  );

export const useUpdateWebhookEndpoint = () =>
  useEndpointMutation(
    ({ id, ...input }: WebhookEndpointUpdate & { id: string }): Promise<WebhookEndpoint> =>
      answer(api.PATCH('/api/v1/webhooks/{id}', { params: { path: { id } }, body: input })),
  );

export const useDeleteWebhookEndpoint = () =>
  useEndpointMutation(
    (id: string): Promise<void> =>
      answer(api.DELETE('/api/v1/webhooks/{id}', { params: { path: { id } } })),
  );

export const useRotateWebhookSecret = () =>
  useEndpointMutation(
    (id: string): Promise<WebhookEndpoint> =>
      answer(api.POST('/api/v1/webhooks/{id}/rotate-secret', { params: { path: { id } } })),
  );
