// The dashboard's documents tab (issue 7): upload, my documents, the ones shared with
// me through projects, and the projects themselves. The open document's panel is kept
// in ?document= so a link (the view notification mail's) can open it.
import { useSearchParams } from 'react-router';
import { DOCUMENT_MESSAGES } from '@/core/messages';
import { Skeleton } from '@/ui/skeleton';
import { LoadError } from '@/web/components/load-error';
import { useDocuments, useSharedDocuments } from './api/documents-query';
import { useDocumentAccess } from './document-access';
import { DocumentCard } from './document-card';
import { DocumentDetailSheet } from './document-detail-sheet';
import { ProjectsPanel } from './projects/projects-panel';
import { UploadDocumentCard } from './upload-document-card';

const LIST_CLASS = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3';

export function DocumentsTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get('document');
  // Upload only where the caller may edit documents (issue 18).
  const { canEdit } = useDocumentAccess();

  const showDocument = (id: string | null) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (id) params.set('document', id);
        else params.delete('document');
        return params;
      },
      { replace: true },
    );

  return (
    <div className="grid gap-8">
      <section aria-labelledby="documents-heading" className="grid gap-4">
        <div>
          <h2 id="documents-heading" className="text-lg font-semibold">
            Documents
          </h2>
          <p className="text-sm text-muted-foreground">
            Upload a PDF, share it with a tracking link per recipient, and see who reads which
            pages.
          </p>
        </div>
        {canEdit ? <UploadDocumentCard /> : null}
        <MyDocuments onOpen={showDocument} openId={openId} />
        <SharedDocuments onOpen={showDocument} />
      </section>
      <section aria-labelledby="projects-heading" className="grid gap-4">
        <h2 id="projects-heading" className="text-lg font-semibold">
          Projects
        </h2>
        <ProjectsPanel />
      </section>
      <DocumentDetailSheet documentId={openId} onClose={() => showDocument(null)} />
    </div>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div className={LIST_CLASS} role="status" aria-label={label}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-64 rounded-xl" />
      ))}
    </div>
  );
}

function MyDocuments({
  onOpen,
  openId,
}: {
  onOpen: (id: string | null) => void;
  openId: string | null;
}) {
  const documents = useDocuments();
  if (documents.isPending) return <ListSkeleton label="Loading documents" />;
  if (documents.isError) {
    return <LoadError what="Your documents" error={documents.error} onRetry={documents.refetch} />;
  }
  if (documents.data.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-border px-4 py-8 text-center">
        <p className="font-medium">{DOCUMENT_MESSAGES.noDocumentsYet}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          Upload a proposal or a deck above to share it with tracked links.
        </p>
      </div>
    );
  }
  return (
    <ul className={LIST_CLASS} aria-label="My documents">
      {documents.data.map((document) => (
        <DocumentCard
          key={document.id}
          document={document}
          inWorkspace
          onOpenDetail={() => onOpen(document.id)}
          onDeleted={() => {
            if (openId === document.id) onOpen(null);
          }}
        />
      ))}
    </ul>
  );
}

function SharedDocuments({ onOpen }: { onOpen: (id: string | null) => void }) {
  const shared = useSharedDocuments();
  return (
    <section aria-labelledby="shared-heading" className="grid gap-3">
      <h3 id="shared-heading" className="font-semibold">
        Shared with me
      </h3>
      {shared.isPending ? (
        <ListSkeleton label="Loading shared documents" />
      ) : shared.isError ? (
        <LoadError what="Documents shared with you" error={shared.error} onRetry={shared.refetch} />
      ) : shared.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Documents in projects others added you to show up here.
        </p>
      ) : (
        <ul className={LIST_CLASS} aria-label="Shared with me">
          {shared.data.map((document) => (
            <DocumentCard
              key={document.id}
              document={document}
              onOpenDetail={() => onOpen(document.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
