// The side panel of one document, opened from the list and kept in ?document= so the
// view notification mail's link opens it: its details, then for the owner of a PDF its
// tracking links and analytics.
import { ExternalLink } from 'lucide-react';
import { DOCUMENT_MESSAGES } from '@/core/messages';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { SheetDescription, SheetHeader, SheetTitle } from '@/ui/sheet';
import { Spinner } from '@/ui/spinner';
import { DetailSheet } from '@/web/components/detail-sheet';
import { LoadError } from '@/web/components/load-error';
import { isApiError, workspaceUrl } from '@/web/lib/api';
import { useDocument } from './api/documents-query';
import { DocumentAnalyticsSection } from './document-analytics-section';
import { DocumentThumbnail } from './document-thumbnail';
import { formatBytes, formatDate, KIND_LABELS } from './format';
import { TrackingLinksSection } from './tracking-links-section';

export function DocumentDetailSheet({
  documentId,
  onClose,
}: {
  documentId: string | null;
  onClose: () => void;
}) {
  return (
    <DetailSheet id={documentId} onClose={onClose}>
      {(id) => <DocumentDetail documentId={id} />}
    </DetailSheet>
  );
}

function DocumentDetail({ documentId }: { documentId: string }) {
  const document = useDocument(documentId);

  if (document.isPending) {
    return (
      <>
        <SheetTitle className="sr-only">Document</SheetTitle>
        <div className="flex justify-center py-10">
          <Spinner className="size-6" label="Loading document" />
        </div>
      </>
    );
  }
  if (document.isError) {
    return (
      <>
        <SheetTitle>Document</SheetTitle>
        {isApiError(document.error) && document.error.status === 404 ? (
          <Alert variant="destructive">{DOCUMENT_MESSAGES.documentNotFound}</Alert>
        ) : (
          <LoadError what="The document" error={document.error} onRetry={document.refetch} />
        )}
      </>
    );
  }

  const view = document.data;
  return (
    <>
      <SheetHeader>
        <SheetTitle className="break-words">{view.title}</SheetTitle>
        <SheetDescription>
          {KIND_LABELS[view.type]} · {formatBytes(view.size)}
          {view.pageCount ? ` · ${view.pageCount} ${view.pageCount === 1 ? 'page' : 'pages'}` : ''}
          {' · '}
          {view.viewCount} {view.viewCount === 1 ? 'view' : 'views'} · added{' '}
          {formatDate(view.createdAt)}
          {view.isOwn ? '' : ` · shared by ${view.ownerName ?? 'someone'}`}
        </SheetDescription>
      </SheetHeader>
      <div className="flex items-start gap-3">
        <DocumentThumbnail document={view} className="h-24 w-20 shrink-0 rounded-md" />
        <div className="grid min-w-0 gap-2">
          {view.description ? (
            <p className="text-sm whitespace-pre-line break-words">{view.description}</p>
          ) : null}
          <Button asChild size="sm" variant="outline" className="w-fit">
            <a href={workspaceUrl(view.fileUrl)} target="_blank" rel="noopener">
              <ExternalLink aria-hidden="true" />
              Open file
            </a>
          </Button>
        </div>
      </div>
      {view.isOwn ? (
        view.type === 'pdf' ? (
          <>
            <TrackingLinksSection documentId={view.id} />
            <DocumentAnalyticsSection documentId={view.id} />
          </>
        ) : (
          <Alert>Tracking links: {DOCUMENT_MESSAGES.pdfOnly}</Alert>
        )
      ) : null}
    </>
  );
}
