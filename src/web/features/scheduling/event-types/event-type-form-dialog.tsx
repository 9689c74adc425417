// The create/edit form in a dialog; it closes only after a successful save.
import type { EventType, EventTypeInput } from '@/core/scheduling-schemas';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog';
import { useSaveEventType } from '../api/save-event-type';
import { EventTypeForm } from './event-type-form';
import { EMPTY_EVENT_TYPE_FORM, eventTypeToFormValues } from './event-type-form-values';

export function EventTypeFormDialog({
  open,
  eventType,
  userId,
  onOpenChange,
}: {
  open: boolean;
  /** The event type to edit; absent to create one. */
  eventType?: EventType;
  userId: string;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveEventType();

  async function submit(input: EventTypeInput) {
    await save.mutateAsync({ id: eventType?.id ?? null, input });
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{eventType ? 'Edit Event Type' : 'New Event Type'}</DialogTitle>
          <DialogDescription>
            {eventType
              ? `Change how ${eventType.name} can be booked.`
              : 'A kind of meeting people can book with you.'}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <EventTypeForm
            key={eventType?.id ?? 'new'}
            isNew={!eventType}
            initial={eventType ? eventTypeToFormValues(eventType) : EMPTY_EVENT_TYPE_FORM}
            bookingPathPrefix={`/schedule/${userId}/`}
            onSubmit={submit}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
