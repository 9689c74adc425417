// The Event Types tab: the list with its empty, loading and error states, the
// create/edit dialog and the delete confirmation.
import { CalendarPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { SCHEDULING_MESSAGES as M } from '@/core/messages';
import type { EventType } from '@/core/scheduling-schemas';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { useCurrentOrganization } from '@/web/features/organizations/public';
import { errorMessage } from '@/web/lib/api';
import { useDeleteEventType } from '../api/delete-event-type';
import { useEventTypes } from '../api/list-event-types';
import { ConfirmDialog } from '../confirm-dialog';
import { EventTypeFormDialog } from './event-type-form-dialog';
import { EventTypeRow } from './event-type-row';

type FormState = { open: false } | { open: true; eventType?: EventType };

export function EventTypesPanel({ userId }: { userId: string }) {
  const eventTypes = useEventTypes();
  const remove = useDeleteEventType();
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<EventType | null>(null);
  // Without scheduling edit in this workspace, event types are shown, not changed.
  const canEdit = useCurrentOrganization().allows('scheduling.edit');

  let list: React.ReactNode;
  if (eventTypes.isPending) {
    list = (
      <div className="grid gap-3" role="status" aria-label="Loading event types">
        <Skeleton className="h-18 w-full" />
        <Skeleton className="h-18 w-full" />
      </div>
    );
  } else if (eventTypes.isError) {
    list = (
      <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
        <span>{M.loadEventTypesFailed(errorMessage(eventTypes.error))}</span>
        <Button size="sm" variant="outline" onClick={() => void eventTypes.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (eventTypes.data.length === 0) {
    list = (
      <Card className="grid justify-items-center gap-3 p-10 text-center">
        <CalendarPlus className="size-8 text-brand-600" aria-hidden="true" />
        <p className="text-lg font-semibold">{M.noEventTypes}</p>
        <p className="text-sm text-muted-foreground">{M.noEventTypesHint}</p>
      </Card>
    );
  } else {
    list = (
      <ul className="grid grid-cols-1 gap-3" aria-label="Event types">
        {eventTypes.data.map((eventType) => (
          <EventTypeRow
            key={eventType.id}
            eventType={eventType}
            onEdit={canEdit ? () => setForm({ open: true, eventType }) : undefined}
            onDelete={
              canEdit
                ? () => {
                    remove.reset();
                    setDeleting(eventType);
                  }
                : undefined
            }
          />
        ))}
      </ul>
    );
  }

  // grid-cols-1 (not a bare grid): the column may shrink below a row's one-line width, so
  // a long name or description is cut short with "…" on a phone instead of widening the page.
  return (
    <section className="grid grid-cols-1 gap-4" aria-labelledby="event-types-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="event-types-heading" className="text-lg font-semibold">
          Event Types
        </h2>
        {canEdit ? (
          <Button onClick={() => setForm({ open: true })}>
            <Plus aria-hidden="true" />
            New Event Type
          </Button>
        ) : null}
      </div>
      {list}
      <EventTypeFormDialog
        open={form.open}
        eventType={form.open ? form.eventType : undefined}
        userId={userId}
        onOpenChange={(open) => {
          if (!open) setForm({ open: false });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'event type'}?`}
        description="Its booking link stops working and its own availability is removed. Existing bookings are kept."
        confirmLabel="Delete Event Type"
        isPending={remove.isPending}
        error={remove.error}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(`${deleting.name} deleted`);
              setDeleting(null);
            },
          });
        }}
      />
    </section>
  );
}
