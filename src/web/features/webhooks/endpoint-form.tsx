// Add or change a webhook endpoint: URL, description, the events it wants (checkboxes),
// enabled. Checked with the core schema first; the server's refusals (a private address,
// http outside this computer) show on their field.
import { type FormEvent, useId, useState } from 'react';
import {
  WEBHOOK_MESSAGES as M,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  type WebhookEndpoint,
  type WebhookEventType,
  ZWebhookEndpointCreate,
} from '@/core/webhook-schemas';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { isApiError } from '@/web/lib/api';
import { useCreateWebhookEndpoint, useUpdateWebhookEndpoint } from './api/endpoints';

type Draft = { url: string; description: string; events: WebhookEventType[]; enabled: boolean };

export function EndpointForm({
  endpoint,
  onDone,
}: {
  endpoint?: WebhookEndpoint;
  onDone: (saved?: WebhookEndpoint) => void;
}) {
  const id = useId();
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const [draft, setDraft] = useState<Draft>({
    url: endpoint?.url ?? '',
    description: endpoint?.description ?? '',
    events: endpoint?.events ?? [],
    enabled: endpoint?.enabled ?? true,
  });
  const [local, setLocal] = useState<Record<string, string>>({});
  const pending = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const fields: Record<string, string> = {
    ...(isApiError(error) ? (error.fields ?? {}) : {}),
    ...local,
  };
  const formError = error && Object.keys(fields).length === 0 ? error.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZWebhookEndpointCreate.safeParse(draft);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const key = String(issue.path[0] ?? '_');
        found[key] ??= issue.message;
      }
      setLocal(found);
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setLocal({});
    if (endpoint)
      update.mutate({ id: endpoint.id, ...draft }, { onSuccess: (saved) => onDone(saved) });
    else create.mutate(draft, { onSuccess: (saved) => onDone(saved) });
  };

  const toggle = (type: WebhookEventType, on: boolean) =>
    setDraft((d) => ({
      ...d,
      events: on ? [...d.events, type] : d.events.filter((event) => event !== type),
    }));

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-lg border p-3"
      aria-label={endpoint ? M.edit : M.add}
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-url`}>{M.urlLabel}</Label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          value={draft.url}
          maxLength={WEBHOOK_URL_MAX}
          placeholder="https://example.com/webhooks/scale"
          autoFocus
          aria-invalid={fields.url ? true : undefined}
          aria-describedby={fields.url ? `${id}-url-error` : undefined}
          onChange={(event) => setDraft((d) => ({ ...d, url: event.target.value }))}
        />
        {fields.url ? (
          <p id={`${id}-url-error`} className="text-sm text-destructive">
            {fields.url}
          </p>
        ) : null}
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-description`}>{M.descriptionLabel}</Label>
        <Textarea
          id={`${id}-description`}
          value={draft.description}
          maxLength={WEBHOOK_DESCRIPTION_MAX}
          rows={2}
          aria-invalid={fields.description ? true : undefined}
          onChange={(event) => setDraft((d) => ({ ...d, description: event.target.value }))}
        />
        {fields.description ? (
          <p className="text-sm text-destructive">{fields.description}</p>
        ) : null}
      </div>
      <fieldset
        className="space-y-2"
        aria-describedby={fields.events ? `${id}-events-error` : undefined}
      >
        <legend className="text-sm font-medium">{M.eventsLabel}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type, index) => (
            <label key={type} className="flex items-start gap-2 text-sm">
              <input
                id={index === 0 ? `${id}-events` : undefined}
                type="checkbox"
                className="mt-0.5 size-4"
                checked={draft.events.includes(type)}
                onChange={(event) => toggle(type, event.target.checked)}
              />
              <span>
                <code className="text-xs">{type}</code>
                <span className="block text-muted-foreground">{M.eventLabels[type]}</span>
              </span>
            </label>
          ))}
        </div>
        {fields.events ? (
          <p id={`${id}-events-error`} className="text-sm text-destructive">
            {fields.events}
          </p>
        ) : null}
      </fieldset>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4"
          checked={draft.enabled}
          onChange={(event) => setDraft((d) => ({ ...d, enabled: event.target.checked }))}
        />
        {M.enabledLabel}
      </label>
      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {M.save}
        </Button>
        <Button type="button" variant="ghost" onClick={() => onDone()}>
          {M.cancel}
        </Button>
      </div>
    </form>
  );
}
