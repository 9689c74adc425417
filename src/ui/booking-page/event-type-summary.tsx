// The event type beside the wizard: what is being booked, for how long, and where.
import { Clock, MapPin } from 'lucide-react';
import type { PublicEventType } from '@/core/scheduling-schemas';
import { Avatar } from '@/ui/avatar';

export function EventTypeSummary({ data, hostName }: { data: PublicEventType; hostName: string }) {
  const { eventType, host } = data;
  return (
    <section aria-labelledby="event-type-name" className="space-y-4">
      <div className="flex items-center gap-3">
        <Avatar name={hostName} src={host.avatarUrl} />
        <p className="text-sm font-medium text-muted-foreground">{hostName}</p>
      </div>
      <div className="flex items-start gap-3">
        <span
          className="mt-1.5 size-3 shrink-0 rounded-full"
          style={{ backgroundColor: eventType.color }}
          aria-hidden="true"
        />
        <h2 id="event-type-name" className="text-xl font-semibold tracking-tight break-words">
          {eventType.name}
        </h2>
      </div>
      <ul className="space-y-2 text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          <span>{eventType.duration} minutes</span>
        </li>
        {eventType.location ? (
          <li className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="break-words">{eventType.location}</span>
          </li>
        ) : null}
      </ul>
      {eventType.description ? (
        <p className="whitespace-pre-line text-sm break-words">{eventType.description}</p>
      ) : null}
    </section>
  );
}
