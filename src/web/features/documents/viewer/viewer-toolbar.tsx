// The viewer's controls: previous / page number / next, and zoom out / in / fit width.
// Sized for a thumb on a 375 px phone, where they take a row of their own.
import { ChevronLeft, ChevronRight, MoveHorizontal, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { canZoomIn, canZoomOut, clampPage } from './viewer-geometry';

export function ViewerToolbar({
  page,
  pageCount,
  zoom,
  onPageChange,
  onZoomIn,
  onZoomOut,
  onFitWidth,
}: {
  page: number;
  pageCount: number;
  zoom: number;
  onPageChange: (page: number) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFitWidth: () => void;
}) {
  const [typed, setTyped] = useState(String(page));
  useEffect(() => setTyped(String(page)), [page]);

  const commit = () => {
    const wanted = Number.parseInt(typed, 10);
    if (Number.isNaN(wanted)) {
      setTyped(String(page));
      return;
    }
    const next = clampPage(wanted, pageCount);
    setTyped(String(next));
    if (next !== page) onPageChange(next);
  };

  return (
    <nav
      aria-label="Document controls"
      className="flex w-full items-center justify-between gap-2 sm:w-auto sm:justify-end sm:gap-4"
    >
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft />
        </Button>
        <form
          className="flex items-center gap-1.5 text-sm"
          onSubmit={(event) => {
            event.preventDefault();
            commit();
          }}
        >
          <Input
            aria-label="Page number"
            inputMode="numeric"
            pattern="[0-9]*"
            className="h-9 w-12 px-1 text-center tabular-nums"
            value={typed}
            onChange={(event) => setTyped(event.target.value.replace(/\D/g, '').slice(0, 5))}
            onBlur={commit}
            onFocus={(event) => event.target.select()}
          />
          <span className="whitespace-nowrap text-muted-foreground tabular-nums">
            of {pageCount}
          </span>
        </form>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label="Next page"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          <ChevronRight />
        </Button>
      </div>
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label="Zoom out"
          disabled={!canZoomOut(zoom)}
          onClick={onZoomOut}
        >
          <ZoomOut />
        </Button>
        <output
          aria-label="Zoom"
          className="w-11 text-center text-sm text-muted-foreground tabular-nums"
        >
          {Math.round(zoom * 100)}%
        </output>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label="Zoom in"
          disabled={!canZoomIn(zoom)}
          onClick={onZoomIn}
        >
          <ZoomIn />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label="Fit width"
          title="Fit width"
          disabled={zoom === 1}
          onClick={onFitWidth}
        >
          <MoveHorizontal />
        </Button>
      </div>
    </nav>
  );
}
