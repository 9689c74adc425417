// A PDF's share links: create one per recipient (the label says who it is for), copy
// its address, switch it off and on, delete it; views per link and the plan's usage.
import { Copy, Link2, Trash2 } from 'lucide-react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { TRACKING_LABEL_MAX, ZTrackingLinkCreate } from '@/core/document-schemas';
import type { TrackingLinkView } from '@/core/documents';
import { DOCUMENT_MESSAGES } from '@/core/messages';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Skeleton } from '@/ui/skeleton';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Form, FormError, SubmitButton } from '@/web/components/form/form';
import { FormField } from '@/web/components/form/form-field';
import { useScaleForm } from '@/web/components/form/use-scale-form';
import { LoadError } from '@/web/components/load-error';
import { PlanUsageLine } from '@/web/components/plan-usage-line';
import { errorMessage } from '@/web/lib/api';
import { planFullMessage, useUsage } from '@/web/lib/usage-query';
import {
  useCreateTrackingLink,
  useDeleteTrackingLink,
  useTrackingLinks,
  useUpdateTrackingLink,
} from './api/tracking-links';
import { LinkBadges } from './document-card-links';
import { LinkSettingsButton } from './link-settings-dialog';

export function TrackingLinksSection({ documentId }: { documentId: string }) {
  const links = useTrackingLinks(documentId);
  return (
    <section aria-labelledby={`links-${documentId}`} className="grid gap-3">
      <h3 id={`links-${documentId}`} className="font-semibold">
        Tracking links
      </h3>
      <CreateLinkForm documentId={documentId} />
      <PlanUsageLine resource="trackingLinks" />
      {links.isPending ? (
        <div className="grid gap-2" role="status" aria-label="Loading tracking links">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : links.isError ? (
        <LoadError what="The tracking links" error={links.error} onRetry={links.refetch} />
      ) : links.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          No tracking links yet. Create one for each person you send this document to.
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Tracking links">
          {links.data.map((link) => (
            <TrackingLinkItem key={link.id} link={link} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CreateLinkForm({ documentId }: { documentId: string }) {
  const create = useCreateTrackingLink(documentId);
  const usage = useUsage();
  const form = useScaleForm({
    defaultValues: { label: '' },
    schema: ZTrackingLinkCreate,
    onSubmit: async ({ label }) => {
      await create.mutateAsync(label);
      toast.success(DOCUMENT_MESSAGES.linkCreated);
      form.reset();
    },
  });

  return (
    <Form form={form} className="grid gap-1.5">
      <FormField name="label" label="Who is this link for?">
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              maxLength={TRACKING_LABEL_MAX}
              placeholder="e.g. Acme Corp – Jane"
            />
            <SubmitButton icon={<Link2 aria-hidden="true" />} busyLabel="Creating…">
              Create link
            </SubmitButton>
          </div>
        )}
      </FormField>
      {/* Refused for the plan's limit: the usage line under the form says so, with the plans. */}
      <FormError also={{ plan: planFullMessage(usage.data, 'trackingLinks') }} />
    </Form>
  );
}

function TrackingLinkItem({ link }: { link: TrackingLinkView }) {
  const update = useUpdateTrackingLink();
  const remove = useDeleteTrackingLink();
  const [isConfirming, setIsConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success(DOCUMENT_MESSAGES.linkCopied);
    } catch {
      toast.error('Copy failed: select the address and copy it yourself');
    }
  }

  function toggle(isActive: boolean) {
    update.mutate(
      { id: link.id, isActive },
      {
        onSuccess: () =>
          toast.success(isActive ? DOCUMENT_MESSAGES.linkEnabled : DOCUMENT_MESSAGES.linkDisabled),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <li className="grid gap-2 rounded-lg border border-border p-3" data-testid="tracking-link">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words">{link.label}</p>
          <p className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
            {link.viewCount} {link.viewCount === 1 ? 'view' : 'views'}
            {link.isActive ? '' : ' · disabled'}
            <LinkBadges link={link} />
          </p>
        </div>
        <SwitchPrimitive.Root
          checked={link.isActive}
          disabled={update.isPending}
          onCheckedChange={toggle}
          aria-label={`Link for ${link.label} active`}
          className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-slate-300 transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed data-[state=checked]:bg-primary"
        >
          <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
        </SwitchPrimitive.Root>
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-1">
        <Input
          readOnly
          value={link.url}
          aria-label={`Address of the link for ${link.label}`}
          className="h-8 min-w-0 flex-1 basis-40 font-mono text-xs"
          onFocus={(event) => event.target.select()}
        />
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={`Copy the link for ${link.label}`}
          onClick={() => void copy()}
        >
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <LinkSettingsButton link={link} />
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-label={`Delete the link for ${link.label}`}
          onClick={() => {
            setDeleteError(null);
            setIsConfirming(true);
          }}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Delete the link for ${link.label}?`}
        description="Anyone holding this address can no longer open the document, and its views are deleted. This cannot be undone."
        error={deleteError}
        confirmLabel="Delete link"
        pendingLabel="Deleting…"
        isPending={remove.isPending}
        onConfirm={() =>
          // The promise, not mutate's callbacks: a live update can take this row (and
          // these callbacks) away before the answer arrives.
          remove.mutateAsync(link.id).then(
            () => {
              setIsConfirming(false);
              toast.success(DOCUMENT_MESSAGES.linkDeleted);
            },
            (error: unknown) => setDeleteError(errorMessage(error)),
          )
        }
      />
    </li>
  );
}
