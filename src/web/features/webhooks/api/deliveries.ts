// An endpoint's delivery log, its test event and a redelivery (decision 072). The log is
// read again every 2 s while a delivery is pending, so a result shows without a reload.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery } from '@/core/webhook-schemas';
import { answer, api } from '@/web/lib/api-client';
import { WEBHOOKS_KEY } from './endpoints';

const deliveriesKey = (endpointId: string) => [...WEBHOOKS_KEY, endpointId, 'deliveries'];

export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: ({ signal }): Promise<WebhookDelivery[]> =>
      answer(
        api.GET('/api/v1/webhooks/{id}/deliveries', {
          params: { path: { id: endpointId } },
          signal,
        }),
      ).then((r) => r.items),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending') ? 2000 : false,
  });
}

export function useSendWebhookTest(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<WebhookDelivery> =>
      answer(api.POST('/api/v1/webhooks/{id}/test', { params: { path: { id: endpointId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}

export function useRedeliverWebhook(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string): Promise<WebhookDelivery> =>
      answer(
        api.POST('/api/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver', {
          params: { path: { id: endpointId, deliveryId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
