// A kanban card (spec §2, §9): name, company, value and the first 3 tags then "+N".
// Click or Enter opens the detail panel; Space lifts it to move it with the arrow keys.
import { useDraggable } from '@dnd-kit/core';
import type { KeyboardEvent } from 'react';
import type { Client } from '@/core/client-schemas';
import { CARD_TAG_COUNT, formatCents } from '@/core/clients';
import { cn } from '@/web/lib/cn';

export function ClientCardView({ client, className }: { client: Client; className?: string }) {
  const shown = client.tags.slice(0, CARD_TAG_COUNT);
  const hidden = client.tags.length - shown.length;
  return (
    <div
      className={cn(
        'grid gap-1.5 rounded-lg border border-border bg-card p-3 text-left shadow-xs',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 truncate font-medium">{client.name}</p>
        {client.estimatedValueCents > 0 ? (
          <p className="shrink-0 text-sm font-semibold text-emerald-700">
            {formatCents(client.estimatedValueCents)}
          </p>
        ) : null}
      </div>
      {client.company ? (
        <p className="truncate text-sm text-muted-foreground">{client.company}</p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label="Tags">
          {shown.map((tag) => (
            <li
              key={tag}
              className="max-w-full truncate rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-800"
            >
              {tag}
            </li>
          ))}
          {hidden > 0 ? (
            <li className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
              +{hidden}
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

export function DraggableClientCard({
  client,
  onOpen,
}: {
  client: Client;
  onOpen: (client: Client) => void;
}) {
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: client.id,
    data: { client },
  });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(client);
      return;
    }
    listeners?.onKeyDown?.(event);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dnd-kit's attributes make it a focusable role="button"; a <button> cannot hold the card's list of tags
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      onKeyDown={onKeyDown}
      onClick={() => onOpen(client)}
      data-testid="client-card"
      data-client-id={client.id}
      className={cn(
        // No text selection: a drag that starts on the name must move the card, not select it.
        'cursor-grab rounded-lg outline-none select-none focus-visible:ring-2 focus-visible:ring-ring',
        isDragging && 'opacity-40',
      )}
    >
      <ClientCardView client={client} className="hover:border-brand-300" />
    </div>
  );
}
