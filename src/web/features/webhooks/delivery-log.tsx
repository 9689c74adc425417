// An endpoint's delivery log (decision 072): event, status, response code, duration,
// attempts, next retry, and "Redeliver"; a table that scrolls sideways on a phone.
import { RotateCw } from 'lucide-react';
import { WEBHOOK_MESSAGES as M, type WebhookDelivery } from '@/core/webhook-schemas';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { LoadError } from '@/web/components/load-error';
import { formatExactTime } from '@/web/lib/time-ago';
import { useRedeliverWebhook, useWebhookDeliveries } from './api/deliveries';

const STATUS_VARIANT = {
  pending: 'warning',
  delivered: 'success',
  failed: 'destructive',
} as const satisfies Record<WebhookDelivery['status'], string>;

export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const redeliver = useRedeliverWebhook(endpointId);
  if (deliveries.isPending) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading the delivery log"
        className="space-y-2"
      >
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-full" />
      </div>
    );
  }
  if (deliveries.isError) {
    return <LoadError what={M.log} error={deliveries.error} onRetry={deliveries.refetch} />;
  }
  if (deliveries.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {M.logEmpty} {M.logKept}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      {redeliver.error ? (
        <p role="alert" className="text-sm text-destructive">
          {redeliver.error.message}
        </p>
      ) : null}
      {/* A region that scrolls sideways on a phone: focusable, so the keyboard scrolls it. */}
      <section
        className="relative overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={M.log}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard
        tabIndex={0}
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">{M.log}</caption>
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                {M.columns.event}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {M.columns.status}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {M.columns.code}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {M.columns.duration}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {M.columns.attempts}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {M.columns.nextRetry}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {M.columns.time}
              </th>
              <th scope="col" className="py-1 font-medium">
                <span className="sr-only">{M.redeliver}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deliveries.data.map((delivery) => (
              <tr key={delivery.id} className="border-t align-top">
                <td className="py-2 pr-3">
                  <code className="text-xs">{delivery.eventType}</code>
                </td>
                <td className="py-2 pr-3">
                  <Badge variant={STATUS_VARIANT[delivery.status]}>
                    {M.statuses[delivery.status]}
                  </Badge>
                  {delivery.error && delivery.status !== 'delivered' ? (
                    <span className="mt-1 block max-w-56 break-words text-xs text-muted-foreground">
                      {delivery.error}
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-3">{delivery.responseStatus ?? '—'}</td>
                <td className="py-2 pr-3">
                  {delivery.durationMs === null ? '—' : `${delivery.durationMs} ms`}
                </td>
                <td className="py-2 pr-3">{delivery.attempts}</td>
                <td className="py-2 pr-3">
                  {delivery.nextAttemptAt ? formatExactTime(delivery.nextAttemptAt) : '—'}
                </td>
                <td className="py-2 pr-3">{formatExactTime(delivery.createdAt)}</td>
                <td className="py-2">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={redeliver.isPending}
                    aria-label={`${M.redeliver}: ${delivery.eventType}, ${formatExactTime(delivery.createdAt)}`}
                    onClick={() => redeliver.mutate(delivery.id)}
                  >
                    <RotateCw aria-hidden="true" />
                    {M.redeliver}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="text-xs text-muted-foreground">{M.logKept}</p>
    </div>
  );
}
