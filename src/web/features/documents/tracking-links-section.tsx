// Share links, of one PDF or of a whole project (a data room, decision 078): create one
// per recipient (the label says who it is for), copy its address, switch it off and on,
// set its controls, delete it; views per link (and per document of a data room) and the
// plan's usage, since both kinds count against the plan's tracking links.
import { Copy, Link2, Trash2 } from 'lucide-react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { useState } from 'react';
import { toast } from 'sonner';
import { DATA_ROOM_MESSAGES } from '@/core/data-room-schemas';
import { TRACKING_LABEL_MAX, ZTrackingLinkCreate } from '@/core/document-schemas';
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
  type ShareLink,
  type ShareLinkTarget,
  useCreateShareLink,
  useDeleteShareLink,
  useShareLinks,
  useUpdateShareLink,
} from './api/tracking-links';
import { LinkBadges } from './document-card-links';
import { LinkSettingsButton } from './link-settings-dialog';
import { RoomDocumentViews } from './room-document-views';

/** The words that differ between a document's links and a project's. */
type SectionTexts = { title: string; intro?: string; empty: string; loading: string };

const DOCUMENT_TEXTS: SectionTexts = {
  title: 'Tracking links',
  empty: 'No tracking links yet. Create one for each person you send this document to.',
  loading: 'Loading tracking links',
};

const PROJECT_TEXTS: SectionTexts = {
  title: DATA_ROOM_MESSAGES.sectionTitle,
  intro: DATA_ROOM_MESSAGES.sectionIntro,
  empty: `${DATA_ROOM_MESSAGES.empty} Create one for each person you share this project with.`,
  loading: 'Loading data room links',
};

export function TrackingLinksSection({ documentId }: { documentId: string }) {
  return <ShareLinksSection target={{ kind: 'document', id: documentId }} />;
}

/** A project's data room links (shown to the project's owner, who alone manages them). */
export function DataRoomLinksSection({ projectId }: { projectId: string }) {
  return <ShareLinksSection target={{ kind: 'project', id: projectId }} />;
}

function ShareLinksSection({ target }: { target: ShareLinkTarget }) {
  const links = useShareLinks(target);
  const texts = target.kind === 'document' ? DOCUMENT_TEXTS : PROJECT_TEXTS;
  const headingId = `links-${target.kind}-${target.id}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-semibold">
        {texts.title}
      </h3>
      {texts.intro ? <p className="text-sm text-muted-foreground">{texts.intro}</p> : null}
      <CreateLinkForm target={target} />
      <PlanUsageLine resource="trackingLinks" />
      {links.isPending ? (
        <div className="grid gap-2" role="status" aria-label={texts.loading}>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : links.isError ? (
        <LoadError
          what={`The ${texts.title.toLowerCase()}`}
          error={links.error}
          onRetry={links.refetch}
        />
      ) : links.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          {texts.empty}
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={texts.title}>
          {links.data.map((link) => (
            <ShareLinkItem key={link.id} link={link} target={target} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CreateLinkForm({ target }: { target: ShareLinkTarget }) {
  const create = useCreateShareLink(target);
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
              {target.kind === 'document' ? 'Create link' : DATA_ROOM_MESSAGES.create}
            </SubmitButton>
          </div>
        )}
      </FormField>
      {/* Refused for the plan's limit: the usage line under the form says so, with the plans. */}
      <FormError also={{ plan: planFullMessage(usage.data, 'trackingLinks') }} />
    </Form>
  );
}

function ShareLinkItem({ link, target }: { link: ShareLink; target: ShareLinkTarget }) {
  const update = useUpdateShareLink(target);
  const remove = useDeleteShareLink(target);
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
        <LinkSettingsButton link={link} target={target} />
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
      {link.documents ? <RoomDocumentViews documents={link.documents} label={link.label} /> : null}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Delete the link for ${link.label}?`}
        description={
          target.kind === 'document'
            ? 'Anyone holding this address can no longer open the document, and its views are deleted. This cannot be undone.'
            : "Anyone holding this address can no longer open the project's documents, and its views are deleted. This cannot be undone."
        }
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
