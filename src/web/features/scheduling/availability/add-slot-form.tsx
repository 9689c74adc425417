// Add Time Slot: a day and a window; the end must be after the start (spec §5).
import { type FormEvent, useId, useState } from 'react';
import { DEFAULT_AVAILABILITY, ZAvailabilitySlot } from '@/core/scheduling-schemas';
import { Button } from '@/ui/button';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { errorMessage } from '@/web/lib/api';
import { useAddAvailability } from '../api/save-availability';
import { DAY_NAMES, WEEK_ORDER } from '../format';
import { TimeRangeFields } from './time-range-fields';

export function AddSlotForm({
  eventTypeId,
  onDone,
}: {
  eventTypeId: string | null;
  onDone: () => void;
}) {
  const id = useId();
  const [dayOfWeek, setDayOfWeek] = useState(1);
  const [startTime, setStartTime] = useState(DEFAULT_AVAILABILITY.startTime);
  const [endTime, setEndTime] = useState(DEFAULT_AVAILABILITY.endTime);
  const [message, setMessage] = useState<string | null>(null);
  const add = useAddAvailability();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = ZAvailabilitySlot.safeParse({ eventTypeId, dayOfWeek, startTime, endTime });
    if (!checked.success) {
      setMessage(checked.error.issues[0]?.message ?? null);
      return;
    }
    setMessage(null);
    add.mutate(checked.data, {
      onSuccess: onDone,
      onError: (error) => setMessage(errorMessage(error)),
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-xl border border-border bg-muted/40 p-4"
      aria-label="Add Time Slot"
    >
      <fieldset disabled={add.isPending} className="flex flex-wrap items-end gap-3">
        <legend className="sr-only">Add Time Slot</legend>
        <div className="grid min-w-36 gap-1.5">
          <Label htmlFor={`${id}-day`}>Day</Label>
          <Select
            id={`${id}-day`}
            value={dayOfWeek}
            onChange={(event) => setDayOfWeek(Number(event.target.value))}
          >
            {WEEK_ORDER.map((day) => (
              <option key={day} value={day}>
                {DAY_NAMES[day]}
              </option>
            ))}
          </Select>
        </div>
        <TimeRangeFields
          id={id}
          labels={{ start: 'Start', end: 'End' }}
          startTime={startTime}
          endTime={endTime}
          isEndInvalid={message !== null}
          onStartChange={setStartTime}
          onEndChange={setEndTime}
        />
        <Button type="submit">{add.isPending ? 'Adding…' : 'Add'}</Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </fieldset>
      {message ? (
        <p className="text-sm text-destructive" role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
