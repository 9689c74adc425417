// The workspace's webhook endpoints (issue 24, decision 072): list, add, change, delete,
// rotate the secret. One hook per call.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  WebhookEndpoint,
  WebhookEndpointForm,
  WebhookEndpointUpdate,
} from '@/core/webhook-schemas';
import { apiFetch } from '@/web/lib/api';

export const WEBHOOKS_KEY = ['webhooks'] as const;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: WEBHOOKS_KEY,
    queryFn: ({ signal }) =>
      apiFetch<{ items: WebhookEndpoint[] }>('/webhooks', { signal }).then((r) => r.items),
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
  useEndpointMutation((input: WebhookEndpointForm) =>
    apiFetch<WebhookEndpoint>('/webhooks', { method: 'POST', body: input }),
  );

export const useUpdateWebhookEndpoint = () =>
  useEndpointMutation(({ id, ...input }: WebhookEndpointUpdate & { id: string }) =>
    apiFetch<WebhookEndpoint>(`/webhooks/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: input,
    }),
  );

export const useDeleteWebhookEndpoint = () =>
  useEndpointMutation((id: string) =>
    apiFetch<void>(`/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

export const useRotateWebhookSecret = () =>
  useEndpointMutation((id: string) =>
    apiFetch<WebhookEndpoint>(`/webhooks/${encodeURIComponent(id)}/rotate-secret`, {
      method: 'POST',
    }),
  );
