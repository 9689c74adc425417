// The template manager inside its dialog: the list (loading, error and empty states),
// the add and edit form, deleting with a confirmation, and the Free plan's limit.
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { TEMPLATE_MESSAGES } from '@/core/messages';
import { canAddMore, limitFor } from '@/core/plans';
import type { MessageTemplate } from '@/core/template-schemas';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Select } from '@/ui/select';
import { Spinner } from '@/ui/spinner';
import { LoadError } from '@/web/components/load-error';
import { useCurrentOrganization, useOrganizations } from '@/web/features/organizations/public';
import { errorMessage } from '@/web/lib/api';
import { useMe } from '@/web/lib/get-me';
import { useDeleteTemplate, useMoveTemplate } from './api/save-template';
import { useTemplates } from './api/templates-query';
import { TemplateForm } from './template-form';

type View = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; template: MessageTemplate };

export function TemplatesManager() {
  const templates = useTemplates();
  const me = useMe();
  // Without clients edit in this workspace, the templates are to use, not to change.
  const canEdit = useCurrentOrganization().allows('clients.edit');
  const [view, setView] = useState<View>({ kind: 'list' });

  if (view.kind !== 'list') {
    return (
      <TemplateForm
        template={view.kind === 'edit' ? view.template : undefined}
        onDone={() => {
          toast.success(view.kind === 'edit' ? 'Template saved' : 'Template added');
          setView({ kind: 'list' });
        }}
        onCancel={() => setView({ kind: 'list' })}
      />
    );
  }

  if (templates.isPending) {
    return (
      <div className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <Spinner label="Loading templates" /> Loading templates...
      </div>
    );
  }
  if (templates.isError) {
    return <LoadError what="Your templates" error={templates.error} onRetry={templates.refetch} />;
  }

  const tier = me.data?.profile.tier ?? 'free';
  const atLimit = !canAddMore(tier, 'templates', templates.data.length);
  return (
    <div className="grid gap-4">
      {templates.data.length === 0 ? (
        <div className="rounded-lg border border-dashed border-border px-4 py-8 text-center">
          <p className="font-medium">{TEMPLATE_MESSAGES.noTemplatesYet}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Write a message once and send it to any client by email or WhatsApp.
          </p>
        </div>
      ) : (
        <ul className="grid gap-2" aria-label="Templates">
          {templates.data.map((template) => (
            <TemplateItem
              key={template.id}
              template={template}
              onEdit={canEdit ? () => setView({ kind: 'edit', template }) : undefined}
            />
          ))}
        </ul>
      )}
      {canEdit && atLimit ? (
        <Alert variant="info">{TEMPLATE_MESSAGES.templateLimit(limitFor(tier, 'templates'))}</Alert>
      ) : null}
      {canEdit ? (
        <div className="flex justify-end">
          <Button type="button" disabled={atLimit} onClick={() => setView({ kind: 'add' })}>
            <Plus aria-hidden="true" /> New template
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** `onEdit` absent: the caller may not change templates here (no edit or delete offered). */
function TemplateItem({ template, onEdit }: { template: MessageTemplate; onEdit?: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteTemplate();
  const move = useMoveTemplate();
  // From the personal workspace a template can go to a team (issue 18).
  const { currentId } = useCurrentOrganization();
  const teams = (useOrganizations().data ?? []).filter((org) => org.isActive);
  const moveId = useId();
  return (
    <li className="rounded-lg border border-border p-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words">
            {template.name}{' '}
            {template.isShared ? (
              <Badge variant="secondary">{TEMPLATE_MESSAGES.sharedBadge}</Badge>
            ) : null}
          </p>
          {template.subject ? (
            <p className="truncate text-sm text-muted-foreground">{template.subject}</p>
          ) : null}
          <p className="line-clamp-2 text-sm whitespace-pre-line text-muted-foreground">
            {template.body}
          </p>
        </div>
        {onEdit ? (
          <div className="flex shrink-0 gap-1">
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label={`Edit ${template.name}`}
              onClick={onEdit}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label={`Delete ${template.name}`}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ) : null}
      </div>
      {onEdit && currentId === null && teams.length > 0 ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <label htmlFor={moveId} className="text-muted-foreground">
            Move to workspace
          </label>
          <Select
            id={moveId}
            className="h-8 w-auto"
            value=""
            disabled={move.isPending}
            onChange={(event) => {
              const workspaceId = event.target.value;
              if (!workspaceId) return;
              move.mutate(
                { id: template.id, workspaceId },
                {
                  onSuccess: () =>
                    toast.success(
                      `Moved to ${teams.find((team) => team.id === workspaceId)?.name ?? 'the team'}`,
                    ),
                  onError: (error) => toast.error(errorMessage(error)),
                },
              );
            }}
          >
            <option value="">Choose…</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      {confirming ? (
        <div
          role="alertdialog"
          aria-label={TEMPLATE_MESSAGES.deleteConfirm}
          className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted p-2 text-sm"
        >
          <span>{TEMPLATE_MESSAGES.deleteConfirm}</span>
          <span className="flex gap-2">
            <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              type="button"
              size="sm"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(template.id, {
                  onSuccess: () => toast.success('Template deleted'),
                  onError: (error) => toast.error(errorMessage(error)),
                  onSettled: () => setConfirming(false),
                })
              }
            >
              Delete
            </Button>
          </span>
        </div>
      ) : null}
    </li>
  );
}
