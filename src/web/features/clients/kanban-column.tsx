// One kanban column (spec §2): 20rem wide, at least 200px high, collapsible to a narrow
// strip. Its header counts come from the summary (SQL); its cards load page by page and
// only the ones in view are rendered, so a column of thousands stays fast.
import { useDroppable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ChevronsLeftRight, ChevronsRightLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { Client, ClientOrder } from '@/core/client-schemas';
import { CLIENT_STATUS_LABELS, type ClientStatus, formatCents } from '@/core/clients';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { LoadError } from '@/web/components/load-error';
import { useClientColumn } from './api/list-clients';
import { DraggableClientCard } from './client-card';

const NUMBER = new Intl.NumberFormat('en-US');
const CARD_GAP = 8;

export type ColumnTotals = { count: number; valueCents: number };

function ColumnCards({
  status,
  q,
  owner = '',
  filters = '',
  order,
  onOpen,
}: {
  status: ClientStatus;
  q: string;
  owner?: string;
  /** The issue 20 filters' query. */
  filters?: string;
  order: ClientOrder;
  onOpen: (client: Client) => void;
}) {
  const column = useClientColumn(status, q, order, true, owner, filters);
  const scrollRef = useRef<HTMLDivElement>(null);
  const clients = column.data?.pages.flatMap((page) => page.items) ?? [];
  const virtualizer = useVirtualizer({
    count: clients.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 120,
    gap: CARD_GAP,
    overscan: 6,
    getItemKey: (index) => clients[index]?.id ?? index,
    // Cards on the very first render, before the column has been measured.
    initialRect: { width: 320, height: 600 },
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = column;

  // Near the end of what is loaded, the next page comes.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastShown >= clients.length - 10) {
      void fetchNextPage();
    }
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastShown, clients.length]);

  if (column.isError && clients.length === 0) {
    return <LoadError what="This column" error={column.error} onRetry={column.refetch} />;
  }

  return (
    <div
      ref={scrollRef}
      data-testid="column-scroll"
      className="max-h-[calc(100dvh-16rem)] min-h-[150px] flex-1 overflow-y-auto overscroll-contain p-2 pt-0"
    >
      {column.isPending ? (
        <p className="p-2 text-sm text-muted-foreground">Loading…</p>
      ) : clients.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
          Drop a client here
        </p>
      ) : (
        <ul className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {rows.map((row) => {
            const client = clients[row.index];
            if (!client) return null;
            return (
              <li
                key={row.key}
                data-index={row.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 left-0 w-full"
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <DraggableClientCard client={client} onOpen={onOpen} />
              </li>
            );
          })}
        </ul>
      )}
      {isFetchingNextPage ? (
        <p className="p-2 text-center text-xs text-muted-foreground">Loading more…</p>
      ) : null}
    </div>
  );
}

export function KanbanColumn({
  status,
  q,
  owner = '',
  filters = '',
  order,
  totals,
  isCollapsed,
  onToggle,
  onOpen,
}: {
  status: ClientStatus;
  q: string;
  owner?: string;
  /** The issue 20 filters' query. */
  filters?: string;
  order: ClientOrder;
  totals: ColumnTotals | null;
  isCollapsed: boolean;
  onToggle: () => void;
  onOpen: (client: Client) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status, data: { status } });
  const label = CLIENT_STATUS_LABELS[status];
  const count = totals ? NUMBER.format(totals.count) : '…';
  const headingId = `kanban-${status}-heading`;

  if (isCollapsed) {
    return (
      <section
        ref={setNodeRef}
        aria-labelledby={headingId}
        data-testid={`kanban-column-${status}`}
        className={cn(
          'flex min-h-[200px] w-12 shrink-0 flex-col items-center gap-2 rounded-xl border border-border bg-muted/60 py-2',
          isOver && 'ring-2 ring-ring',
        )}
      >
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-expanded={false}
          aria-label={`Expand ${label}`}
          onClick={onToggle}
        >
          <ChevronsLeftRight aria-hidden="true" />
        </Button>
        <span className="rounded-full bg-card px-1.5 text-xs font-semibold">{count}</span>
        <h3
          id={headingId}
          className="text-sm font-semibold whitespace-nowrap [writing-mode:vertical-rl]"
        >
          {label}
        </h3>
      </section>
    );
  }

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`kanban-column-${status}`}
      className={cn(
        'flex min-h-[200px] w-80 shrink-0 flex-col rounded-xl border border-border bg-muted/60',
        isOver && 'ring-2 ring-ring',
      )}
    >
      <header className="flex items-center justify-between gap-2 p-3">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate text-sm font-semibold">
            {label}
          </h3>
          <p className="text-xs text-muted-foreground">
            <span data-testid="column-count">{count}</span>{' '}
            {totals?.count === 1 ? 'client' : 'clients'}
            {totals ? ` · ${formatCents(totals.valueCents)}` : null}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-expanded={true}
          aria-label={`Collapse ${label}`}
          onClick={onToggle}
        >
          <ChevronsRightLeft aria-hidden="true" />
        </Button>
      </header>
      <ColumnCards
        status={status}
        q={q}
        owner={owner}
        filters={filters}
        order={order}
        onOpen={onOpen}
      />
    </section>
  );
}
