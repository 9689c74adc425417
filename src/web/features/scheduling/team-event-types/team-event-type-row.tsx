// One team event type in the list: name, kind, duration, hosts, whether it is active,
// and its public link /team/{orgSlug}/{slug} with a copy button.
import { Copy, Pencil, Trash2 } from 'lucide-react';
import { TEAM_EVENT_TYPE_MESSAGES as M, type TeamEventType } from '@/core/team-event-type-schemas';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { bookingUrl, copyBookingLink } from '../event-types/copy-booking-link';
import { formatMinutes } from '../format';

export function TeamEventTypeRow({
  eventType,
  onEdit,
  onDelete,
}: {
  eventType: TeamEventType;
  /** Absent: the caller may not change scheduling here (no edit or delete offered). */
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const link = bookingUrl(eventType.bookingPath);
  return (
    <li
      className="grid gap-2 rounded-xl border border-border bg-card p-4"
      data-testid="team-event-type-row"
    >
      <div className="flex items-start gap-3">
        <span
          className="mt-1.5 size-3 shrink-0 rounded-full"
          style={{ backgroundColor: eventType.color }}
          aria-hidden="true"
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 className="truncate font-semibold">{eventType.name}</h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="secondary">{M.kinds[eventType.kind]}</Badge>
            <span>{formatMinutes(eventType.duration)}</span>
            <Badge variant={eventType.isActive ? 'success' : 'secondary'}>
              {eventType.isActive ? 'Active' : M.inactive}
            </Badge>
          </p>
          <p className="text-sm break-words">
            <span className="text-muted-foreground">{`${M.hostCount(eventType.hosts.length)}: `}</span>
            {eventType.hosts.map((host) => host.name).join(', ')}
          </p>
          <a
            href={link}
            target="_blank"
            rel="noreferrer"
            className="truncate text-sm text-brand-600 underline-offset-2 hover:underline"
          >
            {link}
          </a>
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Copy link of ${eventType.name}`}
            onClick={() => void copyBookingLink(eventType.bookingPath)}
          >
            <Copy aria-hidden="true" />
          </Button>
          {onEdit ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Edit ${eventType.name}`}
              onClick={onEdit}
            >
              <Pencil aria-hidden="true" />
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive"
              aria-label={`Delete ${eventType.name}`}
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
