// The Availability tab: the host's time zone (chosen here, where the hours it applies to
// are set, and saved at once), the general weekly set, the host's date overrides and,
// when event types exist, one chosen event type's own week and date overrides.
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { TimeZonePicker } from '@/web/components/time-zone-picker';
import { errorMessage } from '@/web/lib/api';
import { useMe } from '@/web/lib/get-me';
import { timeZoneLabel } from '@/web/lib/time-zones';
import { useEventTypes } from '../api/list-event-types';
import { useSaveTimeZone } from '../api/save-time-zone';
import { DateOverrides } from './date-overrides';
import { WeeklySlots } from './weekly-slots';

export function AvailabilityPanel() {
  const id = useId();
  const eventTypes = useEventTypes();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = eventTypes.data ?? [];
  // The chosen event type may have been deleted meanwhile (live updates).
  const overrideId = list.some((e) => e.id === chosenId) ? chosenId : (list[0]?.id ?? null);

  return (
    <div className="grid gap-6">
      <HostTimeZone />
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
      <Card role="region" aria-labelledby={`${id}-date-overrides`}>
        <CardHeader>
          <CardTitle id={`${id}-date-overrides`}>{M.dateOverrides}</CardTitle>
          <CardDescription>
            Dates when your hours differ from the week, or days off such as holidays and vacations.
            They apply to every event type; an event type's own date overrides win.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DateOverrides eventTypeId={null} />
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
            <h3 className="text-sm font-semibold">Date overrides for this event type</h3>
            <DateOverrides key={`dates-${overrideId}`} eventTypeId={overrideId} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

function HostTimeZone() {
  const me = useMe();
  const save = useSaveTimeZone();
  /** The zone just picked, shown until the save answers (then /me holds it, or not). */
  const [picked, setPicked] = useState<string | null>(null);
  const saved = me.data?.profile.timezone;
  if (!saved) {
    return (
      <Skeleton
        className="h-16 w-full max-w-sm"
        role="status"
        aria-label="Loading your time zone"
      />
    );
  }
  return (
    <div className="grid max-w-sm gap-1">
      <TimeZonePicker
        id="availability-time-zone"
        label="Your time zone"
        value={picked ?? saved}
        describedBy="availability-time-zone-hint"
        onChange={(timezone) => {
          setPicked(timezone);
          save.mutate(timezone, {
            onSuccess: () => toast.success(M.timeZoneSaved(timeZoneLabel(timezone))),
            onError: (error) => toast.error(errorMessage(error)),
            // Failed, the saved zone shows again.
            onSettled: () => setPicked(null),
          });
        }}
      />
      <p id="availability-time-zone-hint" className="text-xs text-muted-foreground">
        Your weekly hours are in this zone; people booking you see them in theirs.
      </p>
    </div>
  );
}
