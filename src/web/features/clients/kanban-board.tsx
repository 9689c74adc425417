// The kanban (spec §2, §4): one column per status, side by side and scrolling sideways.
// Dropping a card in another column changes the client's status — with the mouse, a
// touch hold, or the keyboard — and screen readers hear what happens.
import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  pointerWithin,
  rectIntersection,
} from '@dnd-kit/core';
import { useState } from 'react';
import type { Client, ClientOrder, ClientSummary } from '@/core/client-schemas';
import { CLIENT_STATUS_LABELS, CLIENT_STATUSES, type ClientStatus } from '@/core/clients';
import { useChangeClientStatus } from './api/change-client-status';
import { ClientCardView } from './client-card';
import { useKanbanSensors } from './drag-sensors';
import { KanbanColumn } from './kanban-column';

const label = (id: unknown) => CLIENT_STATUS_LABELS[id as ClientStatus] ?? String(id);

function clientOf(data: { current?: Record<string, unknown> } | undefined): Client | undefined {
  return data?.current?.client as Client | undefined;
}

const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Picked up ${clientOf(active.data)?.name ?? 'client'} in ${label(clientOf(active.data)?.status)}.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${clientOf(active.data)?.name ?? 'Client'} is over ${label(over.id)}.`
      : `${clientOf(active.data)?.name ?? 'Client'} is not over a column.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${clientOf(active.data)?.name ?? 'Client'} was moved to ${label(over.id)}.`
      : `${clientOf(active.data)?.name ?? 'Client'} was dropped outside the columns and stays where it was.`,
  onDragCancel: ({ active }) =>
    `Moving ${clientOf(active.data)?.name ?? 'the client'} was cancelled.`,
};

const screenReaderInstructions = {
  draggable:
    'To move this client to another status, press Space, use the left and right arrow keys to choose a column, then press Space again. Press Escape to cancel. Press Enter to open the client.',
};

/** The pointer's column for a mouse or touch; the nearest column centre for the keyboard. */
const collisionDetection: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCenter(args);
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

export function KanbanBoard({
  q,
  owner = '',
  filters = '',
  statusFilter,
  order,
  summary,
  onOpen,
}: {
  q: string;
  /** The owner filter (issue 18). */
  owner?: string;
  /** The issue 20 filters' query. */
  filters?: string;
  /** The chosen statuses: only their columns are shown (all for none). */
  statusFilter: readonly ClientStatus[];
  /** Every column's cards, page after page (the server orders them). */
  order: ClientOrder;
  /** Absent while the totals load: the cards come first. */
  summary: ClientSummary | undefined;
  onOpen: (client: Client) => void;
}) {
  const sensors = useKanbanSensors();
  const changeStatus = useChangeClientStatus();
  const [collapsed, setCollapsed] = useState<ReadonlySet<ClientStatus>>(new Set());
  const [dragged, setDragged] = useState<Client | null>(null);
  const statuses = statusFilter.length > 0 ? statusFilter : CLIENT_STATUSES;

  function toggle(status: ClientStatus) {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(status)) next.delete(status);
      else next.add(status);
      return next;
    });
  }

  function onDragStart({ active }: DragStartEvent) {
    setDragged(clientOf(active.data) ?? null);
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    setDragged(null);
    const client = clientOf(active.data);
    const to = over?.id as ClientStatus | undefined;
    if (!client || !to || to === client.status) return;
    changeStatus.mutate({ client, status: to });
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <section
        className="-mx-4 flex items-stretch gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0"
        aria-label="Kanban board"
      >
        {statuses.map((status) => {
          const column = summary?.columns.find((entry) => entry.status === status);
          return (
            <KanbanColumn
              key={status}
              status={status}
              q={q}
              owner={owner}
              filters={filters}
              order={order}
              totals={column ? { count: column.count, valueCents: column.valueCents } : null}
              isCollapsed={collapsed.has(status)}
              onToggle={() => toggle(status)}
              onOpen={onOpen}
            />
          );
        })}
      </section>
      <DragOverlay dropAnimation={null}>
        {dragged ? <ClientCardView client={dragged} className="w-76 shadow-lg" /> : null}
      </DragOverlay>
    </DndContext>
  );
}
