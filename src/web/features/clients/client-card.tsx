// A kanban card (spec §2, §9; issue 16): name, value, company, the e-mail (else the
// phone), the first 3 tags then "+N", and the lead score. Long text is cut to one line and
// kept whole in a tooltip. Click or Enter opens the detail panel; Space lifts it to move
// it with the arrow keys.
import { useDraggable } from '@dnd-kit/core';
import { Mail, Phone } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import type { Client } from '@/core/client-schemas';
import { CARD_TAG_COUNT, formatCents, LEAD_SCORE_MAX } from '@/core/clients';
import { WORKSPACE_MESSAGES } from '@/core/messages';
import { Badge } from '@/ui/badge';
import { cn } from '@/ui/cn';
import { mayChangeRecord, useCurrentOrganization } from '@/web/features/organizations/public';
import { useMe } from '@/web/lib/get-me';
import { initials } from './owner-filter';
import { CardTaskMenu } from './tasks/card-task-menu';
import { DueLabel } from './tasks/due-label';

/** How to reach the client at a glance: the default e-mail, else the default phone (spec §5). */
function ContactLine({ client }: { client: Client }) {
  const contact = client.email ?? client.phone;
  if (!contact) return null;
  const Icon = client.email ? Mail : Phone;
  return (
    <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate" title={contact} data-testid="card-contact">
        {contact}
      </span>
    </p>
  );
}

/** The owner's initials, named in full for screen readers and on hover. */
function OwnerChip({ name }: { name: string | null }) {
  const label = name ? `Owner: ${name}` : `Owner: ${WORKSPACE_MESSAGES.unassigned}`;
  return (
    <span
      title={label}
      data-testid="card-owner"
      className="ml-auto inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-[0.65rem] font-semibold text-muted-foreground"
    >
      <span aria-hidden="true">{name ? initials(name) : '–'}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function ClientCardView({
  client,
  className,
  reserveMenu = false,
}: {
  client: Client;
  className?: string;
  /** Room in the top row for the card's menu (issue 20), laid over the card beside it. */
  reserveMenu?: boolean;
}) {
  const shown = client.tags.slice(0, CARD_TAG_COUNT);
  const hidden = client.tags.length - shown.length;
  const hasScore = client.leadScore !== null;
  // In a team workspace the card says whose the client is (issue 18).
  const isTeam = useCurrentOrganization().currentId !== null;
  return (
    <div
      className={cn(
        'grid gap-1.5 rounded-lg border border-border bg-card p-3 text-left shadow-xs',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 truncate font-medium" title={client.name} data-testid="card-name">
          {client.name}
        </p>
        {isTeam ? <OwnerChip name={client.ownerName} /> : null}
        {client.estimatedValueCents > 0 ? (
          <p className="shrink-0 text-sm font-semibold text-emerald-700">
            {formatCents(client.estimatedValueCents)}
          </p>
        ) : null}
        {reserveMenu ? <span className="w-6 shrink-0" aria-hidden="true" /> : null}
      </div>
      {client.company ? (
        <p className="truncate text-sm text-muted-foreground" title={client.company}>
          {client.company}
        </p>
      ) : null}
      <ContactLine client={client} />
      {shown.length > 0 || hasScore ? (
        <div className="flex items-start justify-between gap-2">
          {shown.length > 0 ? (
            <ul className="flex min-w-0 flex-wrap gap-1" aria-label="Tags">
              {shown.map((tag) => (
                <li
                  key={tag}
                  className="max-w-full truncate rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-800"
                  title={tag}
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
          {hasScore ? (
            <Badge
              variant="secondary"
              className="ml-auto shrink-0 tabular-nums"
              title={`Lead score ${client.leadScore} of ${LEAD_SCORE_MAX}`}
              data-testid="card-score"
            >
              Score {client.leadScore}
            </Badge>
          ) : null}
        </div>
      ) : null}
      {client.nextTask ? (
        <DueLabel
          dueAt={client.nextTask.dueAt}
          overdue={client.nextTask.overdue}
          prefix="Next task"
        />
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
  // A card moves only for someone who may change the client (issue 18): the server
  // would refuse the drop anyway.
  const { levels } = useCurrentOrganization();
  const mayMove = mayChangeRecord(levels, 'clients', useMe().data?.user.id, client);
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: client.id,
    data: { client },
    disabled: !mayMove,
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
    // The menu is the card's sibling, not its child: a button inside the card's
    // role="button" would be an interactive control nested in another.
    <div className="relative">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dnd-kit's attributes make it a focusable role="button"; a <button> cannot hold the card's list of tags */}
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
        <ClientCardView client={client} className="hover:border-brand-300" reserveMenu={mayMove} />
      </div>
      {mayMove && !isDragging ? (
        <div className="absolute top-2 right-2">
          <CardTaskMenu client={client} />
        </div>
      ) : null}
    </div>
  );
}
