// The Availability tab: the host's time zone, the general weekly set and, when event
// types exist, an override for one chosen event type.
import { Globe } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { useMe } from '@/web/lib/get-me';
import { useEventTypes } from '../api/list-event-types';
import { WeeklySlots } from './weekly-slots';

export function AvailabilityPanel() {
  const id = useId();
  const me = useMe();
  const eventTypes = useEventTypes();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = eventTypes.data ?? [];
  // The chosen event type may have been deleted meanwhile (live updates).
  const overrideId = list.some((e) => e.id === chosenId) ? chosenId : (list[0]?.id ?? null);

  return (
    <div className="grid gap-6">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Globe className="size-4" aria-hidden="true" />
        <span>
          Times are in your time zone:{' '}
          <strong className="text-foreground" data-testid="host-time-zone">
            {me.data?.profile.timezone ?? '…'}
          </strong>
        </span>
        <Link to="/settings" className="text-brand-700 underline-offset-4 hover:underline">
          Change in Settings
        </Link>
      </p>
      <Card role="region" aria-labelledby={`${id}-general`}>
        <CardHeader>
          <CardTitle id={`${id}-general`}>Default weekly availability</CardTitle>
          <CardDescription>
            When people can book you, for every event type without its own schedule.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <WeeklySlots
            eventTypeId={null}
            emptyText="No availability yet. Use Quick Setup or add a time slot."
          />
        </CardContent>
      </Card>
      {overrideId ? (
        <Card role="region" aria-labelledby={`${id}-override`}>
          <CardHeader>
            <CardTitle id={`${id}-override`}>Availability for one event type</CardTitle>
            <CardDescription>
              An event type with its own slots uses only those instead of the default.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="grid max-w-sm gap-1.5">
              <Label htmlFor={`${id}-event-type`}>Event type</Label>
              <Select
                id={`${id}-event-type`}
                value={overrideId}
                onChange={(event) => setChosenId(event.target.value)}
              >
                {list.map((eventType) => (
                  <option key={eventType.id} value={eventType.id}>
                    {eventType.name}
                  </option>
                ))}
              </Select>
            </div>
            <WeeklySlots
              key={overrideId}
              eventTypeId={overrideId}
              emptyText="No slots of its own: this event type uses your default availability."
            />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
