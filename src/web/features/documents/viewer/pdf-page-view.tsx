// One page of the PDF drawn on a canvas as wide as the reading area allows (times the
// zoom), sharp on HiDPI screens. The previous page stays on screen until the next one is
// drawn, so turning pages never flashes blank. A horizontal swipe turns the page.
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { DOCUMENT_MESSAGES as M } from '@/core/messages';
import { Alert } from '@/ui/alert';
import { Skeleton } from '@/ui/skeleton';
import { fitWidth, outputScale } from './viewer-geometry';

const SWIPE_MIN_PX = 50;
const SWIPE_MAX_MS = 800;

export function PdfPageView({
  pdf,
  pageNumber,
  zoom,
  scrollAreaRef,
  onSwipe,
  watermark = null,
}: {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  zoom: number;
  /** The scrolling element around the page: its width sets "fit width". */
  scrollAreaRef: RefObject<HTMLElement | null>;
  onSwipe: (direction: 'next' | 'previous') => void;
  /** Drawn over the page when the link asks for it. */
  watermark?: string | null;
}) {
  const holderRef = useRef<HTMLDivElement>(null);
  const areaWidth = useElementWidth(scrollAreaRef);
  const [renderedPage, setRenderedPage] = useState<number | null>(null);
  const [pageText, setPageText] = useState('');
  const [failed, setFailed] = useState(false);
  const width = areaWidth ? fitWidth(areaWidth) : null;

  useEffect(() => {
    const holder = holderRef.current;
    if (!holder || !width) return;
    let isCancelled = false;
    let task: RenderTask | undefined;
    const draw = async () => {
      const page = await pdf.getPage(pageNumber);
      if (isCancelled) return;
      const natural = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: (width / natural.width) * zoom });
      const scale = outputScale(viewport.width, viewport.height, window.devicePixelRatio);
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width * scale);
      canvas.height = Math.floor(viewport.height * scale);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      canvas.className = 'block rounded-sm bg-white shadow-md';
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', `Page ${pageNumber} of ${pdf.numPages}`);
      task = page.render({
        canvas,
        viewport,
        transform: scale === 1 ? undefined : [scale, 0, 0, scale, 0, 0],
      });
      await task.promise;
      if (isCancelled) return;
      holder.replaceChildren(canvas);
      holder.dataset.renderedPage = String(pageNumber);
      setRenderedPage(pageNumber);
      setFailed(false);
      // The canvas is a picture: its words go to screen readers beside it.
      const content = await page.getTextContent();
      if (isCancelled) return;
      setPageText(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .trim(),
      );
    };
    draw().catch((error: unknown) => {
      if (isCancelled || (error as { name?: string })?.name === 'RenderingCancelledException') {
        return;
      }
      console.warn('A page of the document could not be drawn', error);
      setFailed(true);
    });
    return () => {
      isCancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, zoom, width]);

  const swipe = useSwipe(scrollAreaRef, onSwipe);

  return (
    <div
      className="flex min-h-full w-max min-w-full flex-col items-center px-4 py-4 sm:py-6"
      {...swipe}
    >
      {failed ? (
        <Alert variant="destructive" className="mb-4 max-w-md">
          {M.loadFailed}
        </Alert>
      ) : null}
      {renderedPage === null && width ? (
        <Skeleton
          className="rounded-sm"
          style={{ width: width * zoom, height: width * zoom * 1.294 }}
        />
      ) : null}
      <div className="relative">
        <div ref={holderRef} data-testid="document-page" />
        {watermark && renderedPage !== null ? <Watermark text={watermark} /> : null}
      </div>
      {pageText ? <p className="sr-only">{pageText}</p> : null}
    </div>
  );
}

function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** A quick horizontal swipe turns the page, unless the zoomed page is being panned. */
function useSwipe(
  scrollAreaRef: RefObject<HTMLElement | null>,
  onSwipe: (direction: 'next' | 'previous') => void,
) {
  const start = useRef<{ x: number; y: number; time: number } | null>(null);
  return {
    onTouchStart: (event: React.TouchEvent) => {
      const touch = event.touches[0];
      start.current =
        event.touches.length === 1 && touch
          ? { x: touch.clientX, y: touch.clientY, time: performance.now() }
          : null;
    },
    onTouchEnd: (event: React.TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const area = scrollAreaRef.current;
      if (area && area.scrollWidth > area.clientWidth + 1) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      if (performance.now() - from.time > SWIPE_MAX_MS) return;
      onSwipe(dx < 0 ? 'next' : 'previous');
    },
  };
}

/**
 * The link's watermark (issue 23): who is reading and when, repeated across the page,
 * drawn over the canvas so every page and every screenshot of it carries it.
 */
function Watermark({ text }: { text: string }) {
  return (
    <div
      aria-hidden="true"
      data-testid="watermark"
      className="pointer-events-none absolute inset-0 flex flex-col justify-around overflow-hidden select-none"
    >
      {[0, 1, 2, 3, 4].map((row) => (
        <p
          key={row}
          className="-rotate-[24deg] text-center text-sm font-semibold whitespace-nowrap text-slate-900/20 sm:text-lg"
        >
          {text}
        </p>
      ))}
    </div>
  );
}
