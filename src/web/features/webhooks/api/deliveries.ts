// An endpoint's delivery log, its test event and a redelivery (decision 072). The log is
// read again every 2 s while a delivery is pending, so a result shows without a reload.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery } from '@/core/webhook-schemas';
import { apiFetch } from '@/web/lib/api';
import { WEBHOOKS_KEY } from './endpoints';

const deliveriesKey = (endpointId: string) => [...WEBHOOKS_KEY, endpointId, 'deliveries'];

export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: ({ signal }) =>
      apiFetch<{ items: WebhookDelivery[] }>(
        `/webhooks/${encodeURIComponent(endpointId)}/deliveries`,
        { signal },
      ).then((r) => r.items),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending') ? 2000 : false,
  });
}

export function useSendWebhookTest(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<WebhookDelivery>(`/webhooks/${encodeURIComponent(endpointId)}/test`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}

export function useRedeliverWebhook(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      apiFetch<WebhookDelivery>(
        `/webhooks/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
        { method: 'POST' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
