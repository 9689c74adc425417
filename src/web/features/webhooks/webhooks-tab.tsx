// Settings > Webhooks (issue 24, decision 072): the current workspace's endpoints, each
// with its events, its signing secret (shown, copied, rotated), "Send test event", and
// its delivery log. Only those who may edit the workspace's settings (everyone in
// Personal) see it; the server checks again.
import { Copy, Eye, EyeOff, KeyRound, Pencil, Plus, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { WEBHOOK_MESSAGES as M, type WebhookEndpoint } from '@/core/webhook-schemas';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { LoadError } from '@/web/components/load-error';
import { useCurrentOrganization } from '@/web/features/organizations/public';
import { useSendWebhookTest } from './api/deliveries';
import {
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useWebhookEndpoints,
} from './api/endpoints';
import { DeliveryLog } from './delivery-log';
import { EndpointForm } from './endpoint-form';

function SecretLine({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rotate = useRotateWebhookSecret();
  const copy = async () => {
    await navigator.clipboard?.writeText(endpoint.secret).catch(() => {});
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium">{M.secretLabel}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 max-w-full break-all rounded bg-muted px-2 py-1 text-xs">
          {shown ? endpoint.secret : 'whsec_••••••••••••••••••••'}
        </code>
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {shown ? M.hide : M.reveal}
        </Button>
        <Button variant="ghost" size="sm" onClick={copy}>
          <Copy aria-hidden="true" />
          <span aria-live="polite">{copied ? M.copied : M.copy}</span>
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button variant="ghost" size="sm">
              <KeyRound aria-hidden="true" />
              {M.rotate}
            </Button>
          }
          title={M.rotate}
          description={M.rotateConfirm}
          error={rotate.error?.message ?? null}
          confirmLabel={M.rotate}
          pendingLabel={M.rotate}
          confirmVariant="default"
          isPending={rotate.isPending}
          onConfirm={() =>
            rotate.mutate(endpoint.id, {
              onSuccess: () => {
                setConfirming(false);
                setShown(true);
              },
            })
          }
        />
      </div>
    </div>
  );
}

function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteWebhookEndpoint();
  const test = useSendWebhookTest(endpoint.id);
  if (editing) return <EndpointForm endpoint={endpoint} onDone={() => setEditing(false)} />;
  return (
    <li className="space-y-3 rounded-lg border p-3" aria-label={endpoint.url}>
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="break-all font-medium">{endpoint.url}</p>
          {endpoint.description ? (
            <p className="whitespace-pre-wrap break-words text-sm text-muted-foreground">
              {endpoint.description}
            </p>
          ) : null}
        </div>
        {endpoint.enabled ? null : <Badge variant="secondary">{M.disabled}</Badge>}
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`${M.edit}: ${endpoint.url}`}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button variant="ghost" size="icon" aria-label={`${M.delete}: ${endpoint.url}`}>
                <Trash2 aria-hidden="true" />
              </Button>
            }
            title={M.delete}
            description={M.deleteConfirm}
            error={remove.error?.message ?? null}
            confirmLabel={M.delete}
            pendingLabel={M.delete}
            confirmVariant="destructive"
            isPending={remove.isPending}
            onConfirm={() => remove.mutate(endpoint.id, { onSuccess: () => setConfirming(false) })}
          />
        </div>
      </div>
      <ul className="flex flex-wrap gap-1" aria-label={M.eventsLabel}>
        {endpoint.events.map((event) => (
          <li key={event}>
            <Badge variant="secondary">{event}</Badge>
          </li>
        ))}
      </ul>
      <SecretLine endpoint={endpoint} />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" disabled={test.isPending} onClick={() => test.mutate()}>
          <Send aria-hidden="true" />
          {M.sendTest}
        </Button>
        <span aria-live="polite" className="text-sm text-muted-foreground">
          {test.isSuccess ? M.testQueued : ''}
        </span>
        {test.error ? (
          <span role="alert" className="text-sm text-destructive">
            {test.error.message}
          </span>
        ) : null}
      </div>
      <section aria-label={`${M.log}: ${endpoint.url}`} className="space-y-2">
        <h3 className="text-sm font-semibold">{M.log}</h3>
        <DeliveryLog endpointId={endpoint.id} />
      </section>
    </li>
  );
}

export function WebhooksTab() {
  const { allows } = useCurrentOrganization();
  const mayManage = allows('settings.edit');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{M.tab}</CardTitle>
        <CardDescription>{M.intro}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {mayManage ? <Endpoints /> : <Alert variant="info">{M.noPermission}</Alert>}
      </CardContent>
    </Card>
  );
}

function Endpoints() {
  const endpoints = useWebhookEndpoints();
  const [adding, setAdding] = useState(false);
  return (
    <>
      {endpoints.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading the webhooks" className="space-y-2">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : endpoints.isError ? (
        <LoadError what={M.tab} error={endpoints.error} onRetry={endpoints.refetch} />
      ) : endpoints.data.length === 0 && !adding ? (
        <p className="text-sm text-muted-foreground">{M.empty}</p>
      ) : (
        <ul className="space-y-3" aria-label={M.tab}>
          {endpoints.data.map((endpoint) => (
            <EndpointCard key={endpoint.id} endpoint={endpoint} />
          ))}
        </ul>
      )}
      {adding ? (
        <EndpointForm onDone={() => setAdding(false)} />
      ) : (
        <Button variant="outline" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          {M.add}
        </Button>
      )}
    </>
  );
}
