// The shared document on screen: a slim header with its title and owner, the controls,
// and the current page. Arrow keys and swipes turn pages; the visit is tracked.
import { Download } from 'lucide-react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { DOCUMENT_MESSAGES as M } from '@/core/messages';
import { Button } from '@/ui/button';
import { PdfPageView } from './pdf-page-view';
import { useViewTracking } from './use-view-tracking';
import { clampPage, zoomIn, zoomOut } from './viewer-geometry';
import { ViewerToolbar } from './viewer-toolbar';

export function PdfViewer({
  pdf,
  title,
  ownerName,
  username,
  code,
  roomDocumentId,
  downloadUrl = null,
  watermark = null,
}: {
  pdf: PDFDocumentProxy;
  title: string;
  ownerName: string;
  username: string;
  code: string;
  /** Set when the document is read through a data room's link (issue 23). */
  roomDocumentId?: string;
  /** Present only when the link allows downloads (issue 23). */
  downloadUrl?: string | null;
  watermark?: string | null;
}) {
  const pageCount = pdf.numPages;
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const scrollAreaRef = useRef<HTMLElement>(null);

  const goTo = useCallback(
    (wanted: number) => {
      const next = clampPage(wanted, pageCount);
      if (next === page) return;
      // A new page starts at its top, as a turned sheet would.
      scrollAreaRef.current?.scrollTo({ top: 0 });
      setPage(next);
    },
    [page, pageCount],
  );

  useViewTracking({ username, code, roomDocumentId, page, isEnabled: true });
  useTurnPagesWithKeys(page, pageCount, goTo, setZoom);

  return (
    <ViewerFrame
      title={title}
      ownerName={ownerName}
      controls={
        <>
          {downloadUrl ? (
            <Button asChild size="sm" variant="outline">
              <a href={downloadUrl} download>
                <Download aria-hidden="true" />
                {M.download}
              </a>
            </Button>
          ) : null}
          <ViewerToolbar
            page={page}
            pageCount={pageCount}
            zoom={zoom}
            onPageChange={goTo}
            onZoomIn={() => setZoom(zoomIn)}
            onZoomOut={() => setZoom(zoomOut)}
            onFitWidth={() => setZoom(1)}
          />
        </>
      }
      scrollAreaRef={scrollAreaRef}
    >
      <PdfPageView
        pdf={pdf}
        pageNumber={page}
        zoom={zoom}
        scrollAreaRef={scrollAreaRef}
        onSwipe={(direction) => goTo(direction === 'next' ? page + 1 : page - 1)}
        watermark={watermark}
      />
    </ViewerFrame>
  );
}

/** The viewer's layout, shared with its loading state so nothing jumps when the file opens. */
export function ViewerFrame({
  title,
  ownerName,
  controls,
  scrollAreaRef,
  children,
}: {
  title: ReactNode;
  ownerName: ReactNode;
  controls?: ReactNode;
  scrollAreaRef?: React.Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <div className="flex h-dvh flex-col bg-slate-100">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 sm:px-4">
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-sm font-semibold sm:text-base">{title}</h1>
            <p className="truncate text-xs text-muted-foreground">{ownerName}</p>
          </div>
          {controls}
        </div>
      </header>
      <main
        ref={scrollAreaRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a zoomed page scrolls here; focus lets a keyboard alone scroll it (WCAG 2.1.1)
        tabIndex={0}
        aria-label="Document pages"
        className="min-h-0 flex-1 overflow-auto overscroll-contain outline-none [scrollbar-gutter:stable] focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        {children}
      </main>
    </div>
  );
}

function useTurnPagesWithKeys(
  page: number,
  pageCount: number,
  goTo: (page: number) => void,
  setZoom: (update: (zoom: number) => number) => void,
) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const actions: Record<string, () => void> = {
        ArrowRight: () => goTo(page + 1),
        ArrowLeft: () => goTo(page - 1),
        PageDown: () => goTo(page + 1),
        PageUp: () => goTo(page - 1),
        Home: () => goTo(1),
        End: () => goTo(pageCount),
        '+': () => setZoom(zoomIn),
        '=': () => setZoom(zoomIn),
        '-': () => setZoom(zoomOut),
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [page, pageCount, goTo, setZoom]);
}
