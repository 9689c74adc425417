// The reminder list of an event type (decision 058): each reminder an amount of minutes,
// hours or days before the meeting, mailed to the invitee and, if ticked, to the host.
// Add and remove by keyboard; one reminder a row that wraps at 375 px.
import { Plus, Trash2 } from 'lucide-react';
import { MAX_REMINDERS, REMINDER_UNITS } from '@/core/scheduling/booking-reminders';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { FieldError, invalidProps } from '../field-error';
import { type FormErrors, newReminderDraft, type ReminderDraft } from './event-type-form-values';

export function RemindersEditor({
  idPrefix,
  reminders,
  errors,
  onChange,
}: {
  idPrefix: string;
  reminders: ReminderDraft[];
  errors: FormErrors;
  onChange: (reminders: ReminderDraft[]) => void;
}) {
  const update = (index: number, changes: Partial<ReminderDraft>) =>
    onChange(reminders.map((r, i) => (i === index ? { ...r, ...changes } : r)));
  const listError = errors.reminders;
  const listId = `${idPrefix}-reminders`;

  return (
    <fieldset className="grid gap-3" {...invalidProps(listId, listError)}>
      <legend className="mb-2 text-sm font-medium">Reminders</legend>
      <p className="text-sm text-muted-foreground">
        {reminders.length === 0
          ? 'No reminders: invitees get only the confirmation.'
          : 'E-mailed to the invitee before the meeting, with the time in their time zone, the location and links to reschedule or cancel.'}
      </p>
      <ol className="grid gap-3">
        {reminders.map((reminder, index) => {
          const id = `${idPrefix}-reminder-${reminder.key}`;
          const number = index + 1;
          const error = errors[`reminders.${index}.offsetMinutes`];
          return (
            <li
              key={reminder.key}
              className="flex flex-wrap items-end gap-3 rounded-lg border border-border p-3"
            >
              <div className="grid w-24 gap-1.5">
                <Label htmlFor={`${id}-amount`}>Reminder {number}</Label>
                <Input
                  id={`${id}-amount`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  value={reminder.amount}
                  onChange={(event) => update(index, { amount: event.target.value })}
                  {...invalidProps(`${id}-amount`, error)}
                />
              </div>
              <div className="grid min-w-32 flex-1 gap-1.5">
                <Label htmlFor={`${id}-unit`}>Before the meeting</Label>
                <Select
                  id={`${id}-unit`}
                  value={reminder.unit}
                  onChange={(event) =>
                    update(index, { unit: event.target.value as ReminderDraft['unit'] })
                  }
                >
                  {REMINDER_UNITS.map(({ unit }) => (
                    <option key={unit} value={unit}>
                      {`${unit} before`}
                    </option>
                  ))}
                </Select>
              </div>
              <label className="flex h-10 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={reminder.toHost}
                  onChange={(event) => update(index, { toHost: event.target.checked })}
                />
                Send me a copy
              </label>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="text-destructive"
                aria-label={`Remove reminder ${number}`}
                onClick={() => onChange(reminders.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
              <div className="basis-full">
                <FieldError id={`${id}-amount`} message={error} />
              </div>
            </li>
          );
        })}
      </ol>
      <FieldError id={listId} message={listError} />
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={reminders.length >= MAX_REMINDERS}
        onClick={() => onChange([...reminders, newReminderDraft(15)])}
      >
        <Plus aria-hidden="true" />
        Add Reminder
      </Button>
    </fieldset>
  );
}
