// One weekly set of availability (the general one, or an event type's override): the
// list by day (each window editable in place), Quick Setup, Add Time Slot and delete with
// confirmation.
import { CalendarClock, Plus, Zap } from 'lucide-react';
import { useState } from 'react';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import type { AvailabilitySlot } from '@/core/scheduling-schemas';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { useCurrentOrganization } from '@/web/features/organizations/public';
import { errorMessage } from '@/web/lib/api';
import { useAvailability } from '../api/list-availability';
import { useDeleteAvailability } from '../api/save-availability';
import { ConfirmDialog } from '../confirm-dialog';
import { WEEK_ORDER } from '../format';
import { AddSlotForm } from './add-slot-form';
import { QuickSetupForm } from './quick-setup-form';
import { WeeklySlotRow } from './weekly-slot-row';

const weekPosition = (day: number) => WEEK_ORDER.indexOf(day as (typeof WEEK_ORDER)[number]);

function byWeekThenTime(a: AvailabilitySlot, b: AvailabilitySlot): number {
  return (
    weekPosition(a.dayOfWeek) - weekPosition(b.dayOfWeek) || a.startTime.localeCompare(b.startTime)
  );
}

export function WeeklySlots({
  eventTypeId,
  emptyText,
}: {
  eventTypeId: string | null;
  emptyText: string;
}) {
  const slots = useAvailability(eventTypeId);
  const remove = useDeleteAvailability();
  const [openForm, setOpenForm] = useState<'quick' | 'add' | null>(null);
  const [deleting, setDeleting] = useState<AvailabilitySlot | null>(null);
  // Without scheduling edit in this workspace, the week is shown, not changed.
  const canEdit = useCurrentOrganization().allows('scheduling.edit');

  let list: React.ReactNode;
  if (slots.isPending) {
    list = (
      <div className="grid gap-2" role="status" aria-label="Loading availability">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  } else if (slots.isError) {
    list = (
      <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
        <span>{M.loadAvailabilityFailed(errorMessage(slots.error))}</span>
        <Button size="sm" variant="outline" onClick={() => void slots.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (slots.data.length === 0) {
    list = (
      <p className="flex items-center gap-2 rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
        <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
        {emptyText}
      </p>
    );
  } else {
    list = (
      <ul
        className="divide-y divide-border rounded-lg border border-border"
        aria-label="Weekly slots"
      >
        {[...slots.data].sort(byWeekThenTime).map((slot) => (
          <WeeklySlotRow
            key={slot.id}
            slot={slot}
            canEdit={canEdit}
            onDelete={() => {
              remove.reset();
              setDeleting(slot);
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="grid gap-3">
      {list}
      {canEdit ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant={openForm === 'quick' ? 'secondary' : 'outline'}
            aria-expanded={openForm === 'quick'}
            onClick={() => setOpenForm(openForm === 'quick' ? null : 'quick')}
          >
            <Zap aria-hidden="true" />
            {M.quickSetup}
          </Button>
          <Button
            variant={openForm === 'add' ? 'secondary' : 'outline'}
            aria-expanded={openForm === 'add'}
            onClick={() => setOpenForm(openForm === 'add' ? null : 'add')}
          >
            <Plus aria-hidden="true" />
            {M.addTimeSlot}
          </Button>
        </div>
      ) : null}
      {openForm === 'quick' ? (
        <QuickSetupForm eventTypeId={eventTypeId} onDone={() => setOpenForm(null)} />
      ) : null}
      {openForm === 'add' ? (
        <AddSlotForm eventTypeId={eventTypeId} onDone={() => setOpenForm(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete availability"
        description={M.deleteAvailabilityConfirm}
        confirmLabel="Delete"
        isPending={remove.isPending}
        error={remove.error}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      />
    </div>
  );
}
