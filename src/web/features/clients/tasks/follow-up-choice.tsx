// Right after an interaction is logged (issue 20): one click schedules "Follow up with
// <name>" in 1 day, 3 days, a week, or on a day picked here, at 09:00 in the caller's zone.
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { errorMessage } from '@/web/lib/api';
import { useCreateTask } from './api/client-tasks';
import { localDate } from './local-date';

const CHOICES = [
  { label: 'In 1 day', days: 1 },
  { label: 'In 3 days', days: 3 },
  { label: 'In 1 week', days: 7 },
] as const;

export function FollowUpChoice({
  clientId,
  clientName,
  onDone,
}: {
  clientId: string;
  clientName: string;
  onDone: () => void;
}) {
  const id = useId();
  const create = useCreateTask();
  const [picked, setPicked] = useState(localDate(14));
  const [isPicking, setIsPicking] = useState(false);

  const schedule = (dueDate: string) =>
    create.mutate(
      { clientId, input: { title: `Follow up with ${clientName}`, dueDate, dueTime: '09:00' } },
      {
        onSuccess: () => {
          toast.success('Follow-up task added');
          onDone();
        },
      },
    );

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3"
    >
      <h4 id={`${id}-heading`} className="text-sm font-medium">
        Follow up?
      </h4>
      <div className="flex flex-wrap gap-2">
        {CHOICES.map((choice) => (
          <Button
            key={choice.days}
            size="sm"
            variant="outline"
            disabled={create.isPending}
            onClick={() => schedule(localDate(choice.days))}
          >
            {choice.label}
          </Button>
        ))}
        <Button size="sm" variant="outline" onClick={() => setIsPicking((now) => !now)}>
          Pick a date
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          No follow-up
        </Button>
      </div>
      {isPicking ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (picked) schedule(picked);
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-date`}>Follow-up date</Label>
            <Input
              id={`${id}-date`}
              type="date"
              required
              value={picked}
              onChange={(event) => setPicked(event.target.value)}
            />
          </div>
          <Button type="submit" size="sm" disabled={create.isPending}>
            Add Follow-up
          </Button>
        </form>
      ) : null}
      {create.error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(create.error)}
        </p>
      ) : null}
    </section>
  );
}
