// The create/edit form in a dialog; it closes only after a successful save.
import type { EventType, EventTypeInput } from '@/core/scheduling-schemas';
import { FormDialog } from '@/web/components/form/form-dialog';
import { useSaveEventType } from '../api/save-event-type';
import { DateOverrides } from '../availability/date-overrides';
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
    <FormDialog
      wide
      open={open}
      onOpenChange={onOpenChange}
      title={eventType ? 'Edit Event Type' : 'New Event Type'}
      description={
        eventType
          ? `Change how ${eventType.name} can be booked.`
          : 'A kind of meeting people can book with you.'
      }
    >
      <EventTypeForm
        key={eventType?.id ?? 'new'}
        isNew={!eventType}
        initial={eventType ? eventTypeToFormValues(eventType) : EMPTY_EVENT_TYPE_FORM}
        bookingPathPrefix={`/schedule/${userId}/`}
        onSubmit={submit}
        onCancel={() => onOpenChange(false)}
      />
      {eventType ? (
        // Issue 21: this event type's own date overrides, saved apart from the form.
        <section aria-labelledby="event-type-date-overrides" className="grid gap-3 border-t pt-4">
          <h3 id="event-type-date-overrides" className="text-sm font-semibold">
            Date overrides for this event type
          </h3>
          <DateOverrides eventTypeId={eventType.id} />
        </section>
      ) : null}
    </FormDialog>
  );
}
