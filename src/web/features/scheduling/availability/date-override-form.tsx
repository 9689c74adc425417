// Adds or edits one date override (issue 21): a first date, an optional last date (a
// vacation), and either "Unavailable all day" or one or more windows. The shared schema
// checks first (order, overlap, length); the server adds what needs the host's zone (a
// date that has passed) and the other overrides (a date already overridden), and its
// message shows here, keeping what was typed.
import { Plus, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type DateOverride, ZDateOverride } from '@/core/scheduling-schemas';
import {
  TEAM_DATE_OVERRIDE_MESSAGES as TD,
  ZTeamDateOverrideInput,
} from '@/core/team-event-type-schemas';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { TimeZonePicker } from '@/web/components/time-zone-picker';
import { errorMessage } from '@/web/lib/api';
import { detectTimeZone } from '@/web/lib/time-zones';
import { TimeRangeFields } from './time-range-fields';

/** What the form hands over: the dates, the windows, and (team) the zone. */
export type OverrideDraft = {
  startDate: string;
  endDate?: string;
  windows: { startTime: string; endTime: string }[];
  timeZone?: string;
};
/** Saving one set's override: the personal set's or a team event type's. */
export type OverrideSave = {
  isPending: boolean;
  submit: (
    id: string | null,
    draft: OverrideDraft,
    done: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
};

type WindowDraft = { key: number; startTime: string; endTime: string };

let nextKey = 0;
const draft = (startTime: string, endTime: string): WindowDraft => ({
  key: nextKey++,
  startTime,
  endTime,
});

export function DateOverrideForm({
  save,
  withZone = false,
  editing,
  onDone,
}: {
  save: OverrideSave;
  /** A team event type's override: its dates and hours are read in a zone chosen here. */
  withZone?: boolean;
  /** The override to edit; absent to add one. */
  editing?: DateOverride & { timeZone?: string };
  onDone: () => void;
}) {
  const id = useId();
  const [startDate, setStartDate] = useState(editing?.startDate ?? '');
  const [endDate, setEndDate] = useState(
    editing && editing.endDate !== editing.startDate ? editing.endDate : '',
  );
  const [unavailable, setUnavailable] = useState(editing ? editing.windows.length === 0 : true);
  const [windows, setWindows] = useState<WindowDraft[]>(
    editing && editing.windows.length > 0
      ? editing.windows.map((w) => draft(w.startTime.slice(0, 5), w.endTime.slice(0, 5)))
      : [draft('09:00', '17:00')],
  );
  const [timeZone, setTimeZone] = useState(editing?.timeZone ?? detectTimeZone());
  const [message, setMessage] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    firstField.current?.focus();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input: OverrideDraft = {
      startDate,
      ...(endDate ? { endDate } : {}),
      windows: unavailable ? [] : windows.map(({ startTime, endTime }) => ({ startTime, endTime })),
      ...(withZone ? { timeZone } : {}),
    };
    const checked = withZone
      ? ZTeamDateOverrideInput.safeParse(input)
      : ZDateOverride.safeParse(input);
    if (!checked.success) {
      setMessage(checked.error.issues[0]?.message ?? null);
      return;
    }
    setMessage(null);
    save.submit(editing?.id ?? null, input, {
      onSuccess: onDone,
      onError: (error) => setMessage(errorMessage(error)),
    });
  }

  const title = editing ? 'Edit date override' : 'Add date override';
  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onDone();
        }
      }}
      noValidate
      className="grid gap-4 rounded-xl border border-border bg-muted/40 p-4"
      aria-label={title}
    >
      <fieldset disabled={save.isPending} className="grid gap-4">
        <legend className="sr-only">{title}</legend>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-start-date`}>Date</Label>
            <Input
              ref={firstField}
              id={`${id}-start-date`}
              type="date"
              value={startDate}
              aria-invalid={message !== null ? true : undefined}
              onChange={(event) => setStartDate(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-end-date`}>Until (optional)</Label>
            <Input
              id={`${id}-end-date`}
              type="date"
              value={endDate}
              min={startDate || undefined}
              onChange={(event) => setEndDate(event.target.value)}
            />
          </div>
        </div>
        {withZone ? (
          <TimeZonePicker
            id={`${id}-time-zone`}
            label={TD.timeZoneLabel}
            value={timeZone}
            onChange={setTimeZone}
            className="max-w-sm"
          />
        ) : null}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={unavailable}
            onChange={(event) => setUnavailable(event.target.checked)}
          />
          Unavailable all day
        </label>
        {unavailable ? null : (
          <ul className="grid gap-3" aria-label="Hours on these dates">
            {windows.map((window, index) => (
              <li key={window.key} className="flex flex-wrap items-end gap-3">
                <TimeRangeFields
                  id={`${id}-window-${window.key}`}
                  labels={{ start: `From (${index + 1})`, end: `To (${index + 1})` }}
                  startTime={window.startTime}
                  endTime={window.endTime}
                  onStartChange={(startTime) =>
                    setWindows(windows.map((w) => (w.key === window.key ? { ...w, startTime } : w)))
                  }
                  onEndChange={(endTime) =>
                    setWindows(windows.map((w) => (w.key === window.key ? { ...w, endTime } : w)))
                  }
                />
                {windows.length > 1 ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove hours ${index + 1}`}
                    onClick={() => setWindows(windows.filter((w) => w.key !== window.key))}
                  >
                    <X aria-hidden="true" />
                  </Button>
                ) : null}
              </li>
            ))}
            <li>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setWindows([...windows, draft('18:00', '20:00')])}
              >
                <Plus aria-hidden="true" />
                Add hours
              </Button>
            </li>
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{save.isPending ? 'Saving…' : editing ? 'Save' : 'Add'}</Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </fieldset>
      {message ? (
        <p className="text-sm text-destructive" role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
