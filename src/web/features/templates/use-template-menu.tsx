// In a client's panel: pick a template and a channel, see the message filled in for
// this client, then open it in the mail program or WhatsApp, or copy it. Each use is
// logged on the client (the server renders the same text with the same core function).
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { Client } from '@/core/client-schemas';
import { TEMPLATE_MESSAGES } from '@/core/messages';
import {
  canUseChannel,
  composeMessage,
  TEMPLATE_CHANNEL_LABELS,
  TEMPLATE_CHANNELS,
  type TemplateChannel,
} from '@/core/templates';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/dialog';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { Spinner } from '@/ui/spinner';
import { LoadError } from '@/web/components/load-error';
import { errorMessage } from '@/web/lib/api';
import { useMe } from '@/web/lib/get-me';
import { useTemplates } from './api/templates-query';
import { useTemplateOnClient } from './api/use-template';

const MISSING: Partial<Record<TemplateChannel, string>> = {
  email: 'No email address',
  whatsapp: 'No phone number',
};

export function UseTemplateMenu({ client }: { client: Client }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Send aria-hidden="true" /> Use template
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send a template to {client.name}</DialogTitle>
          <DialogDescription>
            The message is filled in for this client and logged in their interactions.
          </DialogDescription>
        </DialogHeader>
        {open ? <UseTemplateForm client={client} onUsed={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function UseTemplateForm({ client, onUsed }: { client: Client; onUsed(): void }) {
  const id = useId();
  const templates = useTemplates();
  const me = useMe();
  const use = useTemplateOnClient(client.id);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [channel, setChannel] = useState<TemplateChannel>(
    () => TEMPLATE_CHANNELS.find((option) => canUseChannel(client, option)) ?? 'copy',
  );
  const [error, setError] = useState<string | null>(null);

  if (templates.isPending) {
    return (
      <div className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
        <Spinner label="Loading templates" /> Loading templates...
      </div>
    );
  }
  if (templates.isError) {
    return <LoadError what="Your templates" error={templates.error} onRetry={templates.refetch} />;
  }
  if (templates.data.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-border px-4 py-6 text-center">
        <p className="font-medium">{TEMPLATE_MESSAGES.noTemplatesYet}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          Add one with the Templates button above the clients.
        </p>
      </div>
    );
  }

  const template =
    templates.data.find((candidate) => candidate.id === templateId) ?? templates.data[0];
  if (!template) return null;
  const profile = me.data?.profile;
  const sender = {
    name: profile ? profile.displayName?.trim() || profile.username : '',
    pageUrl: profile ? `${window.location.origin}/${encodeURIComponent(profile.username)}` : '',
  };
  const message = composeMessage(template, client, sender, channel);

  function log() {
    if (!template) return;
    setError(null);
    use.mutate(
      { templateId: template.id, channel },
      {
        onSuccess: () => {
          toast.success('Logged in the interactions');
          onUsed();
        },
        onError: (failure) => setError(errorMessage(failure) || TEMPLATE_MESSAGES.useFailed),
      },
    );
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(message.body);
    } catch {
      setError(TEMPLATE_MESSAGES.copyFailed);
      return;
    }
    toast.success(TEMPLATE_MESSAGES.copied);
    log();
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-template`}>Template</Label>
        <Select
          id={`${id}-template`}
          value={template.id}
          onChange={(event) => setTemplateId(event.target.value)}
        >
          {templates.data.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </Select>
      </div>

      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">Send by</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {TEMPLATE_CHANNELS.map((option) => {
            const available = canUseChannel(client, option);
            return (
              <label
                key={option}
                className={`flex items-center gap-2 text-sm ${available ? '' : 'text-muted-foreground'}`}
              >
                <input
                  type="radio"
                  name={`${id}-channel`}
                  value={option}
                  checked={channel === option}
                  disabled={!available}
                  onChange={() => setChannel(option)}
                  className="size-4 accent-brand-600"
                />
                {TEMPLATE_CHANNEL_LABELS[option]}
                {available ? null : <span className="text-xs">({MISSING[option]})</span>}
              </label>
            );
          })}
        </div>
      </fieldset>

      <section
        aria-label="Preview"
        className="grid max-h-64 gap-2 overflow-y-auto rounded-lg border border-border bg-muted/50 p-3 text-sm"
      >
        {channel === 'email' && message.subject ? (
          <p>
            <span className="font-medium">Subject:</span> {message.subject}
          </p>
        ) : null}
        <p className="break-words whitespace-pre-wrap">{message.body}</p>
      </section>

      {error ? <Alert variant="destructive">{error}</Alert> : null}

      <DialogFooter>
        {channel === 'copy' ? (
          <Button type="button" disabled={use.isPending} onClick={() => void copy()}>
            Copy text
          </Button>
        ) : message.href ? (
          // A real link: the browser hands it to the mail program or WhatsApp without
          // any popup blocker in between; the click also logs the use.
          <Button asChild>
            <a
              href={message.href}
              onClick={log}
              {...(channel === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {channel === 'email' ? 'Open email' : 'Open WhatsApp'}
            </a>
          </Button>
        ) : null}
      </DialogFooter>
    </div>
  );
}
