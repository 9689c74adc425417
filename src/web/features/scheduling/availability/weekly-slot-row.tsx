// One weekly window, editable in place (issue 21): Edit turns the row into its start and
// end fields (focus on the start), Enter or Save sends them, Escape or Cancel puts the row
// back and focus on its Edit button. A refused change (an overlap) shows the server's
// message in the row and keeps what was typed.
import { Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { AvailabilitySlot } from '@/core/scheduling-schemas';
import { ZTimeWindow } from '@/core/scheduling-schemas';
import { Button } from '@/ui/button';
import { errorMessage } from '@/web/lib/api';
import { useUpdateAvailability } from '../api/save-availability';
import { DAY_NAMES, formatTimeRange } from '../format';
import { TimeRangeFields } from './time-range-fields';

export function WeeklySlotRow({
  slot,
  canEdit,
  onDelete,
}: {
  slot: AvailabilitySlot;
  canEdit: boolean;
  onDelete: () => void;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [startTime, setStartTime] = useState(slot.startTime.slice(0, 5));
  const [endTime, setEndTime] = useState(slot.endTime.slice(0, 5));
  const [message, setMessage] = useState<string | null>(null);
  const update = useUpdateAvailability();
  const editButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const wasEditing = useRef(false);
  const day = DAY_NAMES[slot.dayOfWeek];
  const label = `${day} ${formatTimeRange(slot.startTime, slot.endTime)}`;

  useEffect(() => {
    if (editing) form.current?.querySelector('input')?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function open() {
    setStartTime(slot.startTime.slice(0, 5));
    setEndTime(slot.endTime.slice(0, 5));
    setMessage(null);
    setEditing(true);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = ZTimeWindow.safeParse({ startTime, endTime });
    if (!checked.success) {
      setMessage(checked.error.issues[0]?.message ?? null);
      return;
    }
    setMessage(null);
    update.mutate(
      { id: slot.id, ...checked.data },
      {
        onSuccess: () => setEditing(false),
        onError: (error) => setMessage(errorMessage(error)),
      },
    );
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      setEditing(false);
    }
  }

  if (editing) {
    return (
      <li className="px-4 py-2" data-testid="availability-slot">
        <form
          ref={form}
          onSubmit={submit}
          onKeyDown={onKeyDown}
          noValidate
          aria-label={`Edit ${label}`}
          className="grid gap-2"
        >
          <fieldset disabled={update.isPending} className="flex flex-wrap items-end gap-3">
            <legend className="w-28 pb-2 text-sm font-medium">{day}</legend>
            <TimeRangeFields
              id={id}
              labels={{ start: 'Start', end: 'End' }}
              startTime={startTime}
              endTime={endTime}
              isEndInvalid={message !== null}
              onStartChange={setStartTime}
              onEndChange={setEndTime}
            />
            <Button type="submit" size="sm">
              {update.isPending ? 'Saving…' : 'Save'}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </fieldset>
          {message ? (
            <p className="text-sm text-destructive" role="alert">
              {message}
            </p>
          ) : null}
        </form>
      </li>
    );
  }

  return (
    <li className="flex items-center gap-3 px-4 py-2" data-testid="availability-slot">
      <span className="w-28 text-sm font-medium">{day}</span>
      <span className="flex-1 text-sm">{formatTimeRange(slot.startTime, slot.endTime)}</span>
      {canEdit ? (
        <>
          <Button
            ref={editButton}
            variant="ghost"
            size="icon"
            aria-label={`Edit ${label}`}
            onClick={open}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive"
            aria-label={`Delete ${label}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </>
      ) : null}
    </li>
  );
}
