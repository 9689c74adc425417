// "Move to workspace…" (issue 18): a document goes from the current workspace to a team
// workspace where the caller may edit documents, with its share links and their views.
// Offered only when there is such a workspace; the server decides again.
import { useQueries } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { can } from '@/core/access';
import type { DocumentView } from '@/core/documents';
import { DOCUMENT_MESSAGES } from '@/core/messages';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import {
  organizationQueryOptions,
  useCurrentOrganization,
  useOrganizations,
} from '@/web/features/organizations/public';
import { errorMessage } from '@/web/lib/api';
import { useMoveDocument } from './api/save-document';

/** Personal workspaces carry a reserved slug (migration 0026); only teams are offered. */
const isPersonalSlug = (slug: string) => slug.startsWith('personal-');

/** The team workspaces, besides the current one, where the caller may edit documents. */
export function useMoveTargets(): { id: string; name: string }[] {
  const { currentId } = useCurrentOrganization();
  const organizations = useOrganizations();
  const candidates = (organizations.data ?? []).filter(
    (organization) =>
      organization.isActive &&
      organization.roleName !== null &&
      organization.id !== currentId &&
      !isPersonalSlug(organization.slug),
  );
  const details = useQueries({
    queries: candidates.map((organization) => organizationQueryOptions(organization.id)),
  });
  return candidates
    .filter((_, index) => {
      const detail = details[index]?.data;
      return detail !== undefined && can(detail.permissions, 'documents.edit');
    })
    .map((organization) => ({ id: organization.id, name: organization.name }));
}

export function MoveDocumentDialog({
  document,
  targets,
  open,
  onOpenChange,
}: {
  document: DocumentView;
  targets: { id: string; name: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const move = useMoveDocument();
  useEffect(() => {
    if (open) setError(null);
  }, [open]);
  const target = targets.find((workspace) => workspace.id === choice) ?? targets[0];
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={DOCUMENT_MESSAGES.moveDialogTitle(document.title)}
      description={DOCUMENT_MESSAGES.moveDialogBody}
      error={error}
      confirmLabel={DOCUMENT_MESSAGES.moveConfirm}
      pendingLabel={DOCUMENT_MESSAGES.moving}
      confirmVariant="default"
      isPending={move.isPending}
      onConfirm={() => {
        if (!target) {
          setError(DOCUMENT_MESSAGES.moveWorkspaceRequired);
          return;
        }
        // The promise, not mutate's callbacks: the card leaves the list when it moves.
        move.mutateAsync({ id: document.id, workspaceId: target.id }).then(
          () => {
            onOpenChange(false);
            toast.success(DOCUMENT_MESSAGES.moved(target.name));
          },
          (failure: unknown) => setError(errorMessage(failure)),
        );
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-workspace`}>{DOCUMENT_MESSAGES.moveTargetLabel}</Label>
        <Select
          id={`${id}-workspace`}
          value={target?.id ?? ''}
          onChange={(event) => setChoice(event.target.value)}
        >
          {targets.map((workspace) => (
            <option key={workspace.id} value={workspace.id}>
              {workspace.name}
            </option>
          ))}
        </Select>
      </div>
    </ConfirmDialog>
  );
}
