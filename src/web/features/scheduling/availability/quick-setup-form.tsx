// Quick Setup (spec §5): one window on the chosen days replaces the weekly set; Monday
// to Friday, 09:00 to 17:00 unless changed.
import { type FormEvent, useId, useState } from 'react';
import { DEFAULT_AVAILABILITY, ZQuickSetup } from '@/core/scheduling-schemas';
import { Button } from '@/ui/button';
import { errorMessage } from '@/web/lib/api';
import { useQuickSetupAvailability } from '../api/save-availability';
import { DAY_NAMES, WEEK_ORDER } from '../format';
import { TimeRangeFields } from './time-range-fields';

export function QuickSetupForm({
  eventTypeId,
  onDone,
}: {
  eventTypeId: string | null;
  onDone: () => void;
}) {
  const id = useId();
  const [days, setDays] = useState<number[]>(DEFAULT_AVAILABILITY.days);
  const [startTime, setStartTime] = useState(DEFAULT_AVAILABILITY.startTime);
  const [endTime, setEndTime] = useState(DEFAULT_AVAILABILITY.endTime);
  const [message, setMessage] = useState<string | null>(null);
  const setup = useQuickSetupAvailability();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = ZQuickSetup.safeParse({ eventTypeId, days, startTime, endTime });
    if (!checked.success) {
      setMessage(checked.error.issues[0]?.message ?? null);
      return;
    }
    setMessage(null);
    setup.mutate(checked.data, {
      onSuccess: onDone,
      onError: (error) => setMessage(errorMessage(error)),
    });
  }

  const toggle = (day: number, isOn: boolean) =>
    setDays((current) => (isOn ? [...current, day] : current.filter((d) => d !== day)));

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-xl border border-border bg-muted/40 p-4"
      aria-label="Quick Setup"
    >
      <fieldset disabled={setup.isPending} className="grid gap-4">
        <legend className="sr-only">Quick Setup</legend>
        <p className="text-sm text-muted-foreground">
          Replaces this weekly schedule with one window on the days you choose.
        </p>
        <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
          <legend className="sr-only">Days</legend>
          {WEEK_ORDER.map((day) => (
            <label key={day} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={days.includes(day)}
                onChange={(event) => toggle(day, event.target.checked)}
              />
              {DAY_NAMES[day]}
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap items-end gap-3">
          <TimeRangeFields
            id={id}
            labels={{ start: 'From', end: 'To' }}
            startTime={startTime}
            endTime={endTime}
            onStartChange={setStartTime}
            onEndChange={setEndTime}
          />
          <Button type="submit">{setup.isPending ? 'Applying…' : 'Apply'}</Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
        {message ? (
          <p className="text-sm text-destructive" role="alert">
            {message}
          </p>
        ) : null}
      </fieldset>
    </form>
  );
}
