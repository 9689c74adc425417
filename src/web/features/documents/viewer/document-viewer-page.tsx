// /d/:username/:trackingCode: a tracked shared PDF (spec §2 Shared document viewer);
// /d/:username/:trackingCode/:documentId: one document of a data room's link (issue 23).
// Visitors are not signed in. States: loading, error / not found, displayed.
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { TRACKING_CODE_PATTERN } from '@/core/document-schemas';
import { DOCUMENT_MESSAGES as M } from '@/core/messages';
import { Skeleton } from '@/ui/skeleton';
import { Spinner } from '@/ui/spinner';
import { ApiError } from '@/web/lib/api';
import { usePublicDocument } from './api/get-public-document';
import { DocumentErrorView } from './document-error-view';
import { documentLoadMessage, isRetryable } from './load-error-message';
import { loadPdfJs } from './load-pdfjs';
import { PdfViewer, ViewerFrame } from './pdf-viewer';
import { usePdfDocument } from './use-pdf-document';
import { useViewerTitle } from './use-viewer-title';

export function DocumentViewerPage() {
  const { username = '', trackingCode = '', documentId } = useParams();
  // A malformed code or document id cannot name a link: no request needed to say so.
  if (
    !username ||
    !TRACKING_CODE_PATTERN.test(trackingCode) ||
    (documentId !== undefined && !UUID_PATTERN.test(documentId))
  ) {
    return <DocumentErrorView message={M.invalidLink} />;
  }
  return <SharedDocument username={username} code={trackingCode} roomDocumentId={documentId} />;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function SharedDocument({
  username,
  code,
  roomDocumentId,
}: {
  username: string;
  code: string;
  roomDocumentId?: string;
}) {
  const query = usePublicDocument(username, code, roomDocumentId);
  // pdf.js is the largest download of the page: fetch it while the link is looked up.
  useEffect(() => {
    loadPdfJs().catch(() => {
      // Reported by the document's own load, which tries again.
    });
  }, []);
  useViewerTitle(query.data?.title);

  const needsGate =
    query.error instanceof ApiError &&
    query.error.status === 403 &&
    query.error.message === M.gateRequired &&
    !reloadedForGate();
  useEffect(() => {
    // The gate is the server's page: loading this address again shows it (issue 23).
    if (!needsGate) return;
    sessionStorage.setItem(GATE_RELOAD_KEY, String(Date.now()));
    window.location.reload();
  }, [needsGate]);
  if (query.isError && !needsGate) {
    return (
      <DocumentErrorView
        message={documentLoadMessage(query.error)}
        onRetry={isRetryable(query.error) ? query.refetch : undefined}
      />
    );
  }
  if (!query.data) {
    return (
      <ViewerFrame
        title={<Skeleton className="h-5 w-48 max-w-full" />}
        ownerName={<Skeleton className="mt-1 h-3 w-28" />}
      >
        <LoadingPage />
      </ViewerFrame>
    );
  }
  return (
    <SharedPdf
      username={username}
      code={code}
      roomDocumentId={roomDocumentId}
      title={query.data.title}
      ownerName={query.data.ownerName}
      fileUrl={query.data.fileUrl}
      downloadUrl={query.data.downloadUrl}
      watermark={query.data.watermark}
    />
  );
}

type SharedPdfProps = {
  username: string;
  code: string;
  roomDocumentId?: string;
  title: string;
  ownerName: string;
  fileUrl: string;
  downloadUrl: string | null;
  watermark: string | null;
};

function SharedPdf(props: SharedPdfProps) {
  // "Try again" opens the file afresh: a new attempt is a new component.
  const [attempt, setAttempt] = useState(0);
  return <SharedPdfAttempt key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

function SharedPdfAttempt({
  username,
  code,
  roomDocumentId,
  title,
  ownerName,
  fileUrl,
  downloadUrl,
  watermark,
  onRetry,
}: SharedPdfProps & { onRetry: () => void }) {
  const state = usePdfDocument(fileUrl);
  const sharedBy = `Shared by ${ownerName}`;
  const failure = state.status === 'error' ? state.error : undefined;
  useEffect(() => {
    if (failure) console.warn('The shared document could not be opened', failure);
  }, [failure]);

  if (state.status === 'error') {
    return <DocumentErrorView message={M.loadFailed} onRetry={onRetry} />;
  }
  if (state.status === 'loading') {
    return (
      <ViewerFrame title={title} ownerName={sharedBy}>
        <LoadingPage />
      </ViewerFrame>
    );
  }
  return (
    <PdfViewer
      pdf={state.pdf}
      title={title}
      ownerName={sharedBy}
      username={username}
      code={code}
      roomDocumentId={roomDocumentId}
      downloadUrl={downloadUrl}
      watermark={watermark}
    />
  );
}

const GATE_RELOAD_KEY = 'scale:document-gate-reload';

/** Reloaded for the gate a moment ago: once is enough, the error is shown instead. */
function reloadedForGate(): boolean {
  try {
    const at = Number(sessionStorage.getItem(GATE_RELOAD_KEY));
    return Number.isFinite(at) && Date.now() - at < 10_000;
  } catch {
    return true;
  }
}

function LoadingPage() {
  return (
    <div className="flex h-full items-center justify-center p-8">
      <Spinner className="size-8" label="Loading document" />
    </div>
  );
}
