// One Recent Activity entry: what happened, in words, as a link to its record; once the
// record is deleted, the words stay and say so. User text is rendered as text only.
import {
  CalendarClock,
  CalendarPlus,
  CalendarX,
  Eye,
  FileUp,
  type LucideIcon,
  UserPlus,
} from 'lucide-react';
import { Link } from 'react-router';
import type { ActivityEntry, ActivityKind } from '@/core/activity';
import { TimeAgo } from '@/web/components/time-ago';

const KIND_ICONS: Record<ActivityKind, LucideIcon> = {
  lead_received: UserPlus,
  booking_created: CalendarPlus,
  booking_canceled: CalendarX,
  booking_rescheduled: CalendarClock,
  document_viewed: Eye,
  clients_imported: FileUp,
};

export function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const Icon = KIND_ICONS[entry.kind];
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0" data-testid="activity-item">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm break-words">
          {entry.href ? (
            <Link
              to={entry.href}
              className="rounded-sm font-medium text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {entry.text}
            </Link>
          ) : (
            <span className="font-medium">{entry.text}</span>
          )}
        </p>
        <p className="text-xs text-muted-foreground">
          <TimeAgo iso={entry.createdAt} />
          {entry.gone ? ` · ${entry.gone}` : null}
        </p>
      </div>
    </li>
  );
}
