// One document in the list: thumbnail, title, kind, size, tags, views and date, with
// open, edit and delete for the owner, and a PDF's share links — each with copy, settings
// and its views (issue 23) — and the dialog to create more. The
// title opens the document's panel: details, share links and analytics.
import { ArrowRightLeft, ExternalLink, Eye, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { DocumentView } from '@/core/documents';
import { DOCUMENT_MESSAGES } from '@/core/messages';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { errorMessage, workspaceUrl } from '@/web/lib/api';
import { useDeleteDocument } from './api/save-document';
import { useDocumentAccess } from './document-access';
import { DocumentCardLinks } from './document-card-links';
import { DocumentThumbnail } from './document-thumbnail';
import { EditDocumentDialog } from './edit-document-dialog';
import { formatBytes, formatDate, KIND_LABELS } from './format';
import { MoveDocumentDialog, useMoveTargets } from './move-document-dialog';
import { ShareLinksDialog } from './share-links-dialog';

export function DocumentCard({
  document,
  onOpenDetail,
  onDeleted,
  inWorkspace = false,
}: {
  document: DocumentView;
  onOpenDetail: () => void;
  onDeleted?: () => void;
  /** One of the current workspace's documents (not one shared through a project). */
  inWorkspace?: boolean;
}) {
  // Edit, delete, share and move only where the caller's documents edit level reaches it
  // (issue 18): the server refuses the rest anyway.
  const access = useDocumentAccess();
  const mayEdit = inWorkspace && access.mayEdit(document);
  const moveTargets = useMoveTargets();
  const [isMoving, setIsMoving] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteDocument();

  return (
    <li
      className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-card"
      data-testid="document-card"
    >
      <DocumentThumbnail document={document} className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <button
          type="button"
          onClick={onOpenDetail}
          className="text-left font-medium break-words outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {document.title}
        </button>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <span>{KIND_LABELS[document.type]}</span>
          <span aria-hidden="true">·</span>
          <span>{formatBytes(document.size)}</span>
          {document.pageCount ? (
            <>
              <span aria-hidden="true">·</span>
              <span>
                {document.pageCount} {document.pageCount === 1 ? 'page' : 'pages'}
              </span>
            </>
          ) : null}
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Eye className="size-3" aria-hidden="true" />
            {document.viewCount} {document.viewCount === 1 ? 'view' : 'views'}
          </span>
          <span aria-hidden="true">·</span>
          <span>{formatDate(document.createdAt)}</span>
        </p>
        {document.isOwn ? null : (
          <p className="text-xs text-muted-foreground">
            Shared by {document.ownerName ?? 'someone'}
          </p>
        )}
        {document.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label="Tags">
            {document.tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {mayEdit && document.type === 'pdf' && document.trackingLinkCount > 0 ? (
          <DocumentCardLinks document={document} />
        ) : null}
        <div className="mt-auto flex flex-wrap gap-1 pt-1">
          <Button asChild size="sm" variant="outline">
            <a
              href={workspaceUrl(document.fileUrl)}
              target="_blank"
              rel="noopener"
              aria-label={`Open ${document.title}`}
            >
              <ExternalLink aria-hidden="true" />
              Open
            </a>
          </Button>
          {mayEdit && document.type === 'pdf' ? <ShareLinksDialog document={document} /> : null}
          {mayEdit && moveTargets.length > 0 ? (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={`${DOCUMENT_MESSAGES.moveToWorkspace} ${document.title}`}
              onClick={() => setIsMoving(true)}
            >
              <ArrowRightLeft aria-hidden="true" />
              {DOCUMENT_MESSAGES.moveToWorkspace}
            </Button>
          ) : null}
          {mayEdit ? (
            <>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Edit ${document.title}`}
                onClick={() => setIsEditing(true)}
              >
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Delete ${document.title}`}
                onClick={() => {
                  setDeleteError(null);
                  setIsConfirming(true);
                }}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </>
          ) : null}
        </div>
      </div>
      {mayEdit ? (
        <>
          <MoveDocumentDialog
            document={document}
            targets={moveTargets}
            open={isMoving}
            onOpenChange={setIsMoving}
          />
          <EditDocumentDialog document={document} open={isEditing} onOpenChange={setIsEditing} />
          <ConfirmDialog
            open={isConfirming}
            onOpenChange={setIsConfirming}
            title={`Delete "${document.title}"?`}
            description="The file, its tracking links and their views are deleted. Shared links stop working. This cannot be undone."
            error={deleteError}
            confirmLabel="Delete document"
            pendingLabel="Deleting…"
            isPending={remove.isPending}
            onConfirm={() =>
              // The promise, not mutate's callbacks: a live update can take the card (and
              // these callbacks) away before the answer arrives.
              remove.mutateAsync(document.id).then(
                () => {
                  setIsConfirming(false);
                  toast.success(DOCUMENT_MESSAGES.documentDeleted);
                  onDeleted?.();
                },
                (error: unknown) => setDeleteError(errorMessage(error)),
              )
            }
          />
        </>
      ) : null}
    </li>
  );
}
