// The create and edit form of an event type (spec §3, §5) on the shared form scaffold: the
// shared schema checks before sending, each message stands at its field, and a refused
// save shows the server's message (once: beside its field when it has one) while keeping
// what was typed.
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { EventTypeInput } from '@/core/scheduling-schemas';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { Form, FormActions, FormError, FormFields } from '@/web/components/form/form';
import { FormField, FormValue } from '@/web/components/form/form-field';
import { type ScaleForm, useScaleForm } from '@/web/components/form/use-scale-form';
import {
  type EventTypeFormValues,
  eventTypeInput,
  type QuestionDraft,
  type ReminderDraft,
  withName,
  ZEventTypeForm,
} from './event-type-form-values';
import { LocationFields } from './location-fields';
import { QuestionsEditor } from './questions-editor';
import { RemindersEditor } from './reminders-editor';

/** [name, label, least value, hint] of the number fields, two to a row. */
const NUMBER_FIELDS = [
  ['duration', 'Duration (minutes)', 1],
  ['minBookingNotice', 'Minimum booking notice (minutes)', 0],
  ['bufferBefore', 'Buffer before (minutes)', 0],
  ['bufferAfter', 'Buffer after (minutes)', 0],
  ['maxBookingsPerDay', 'Maximum bookings per day', 1, 'Leave empty for no limit.'],
  [
    'maxBookingsPerWeek',
    'Maximum bookings per week',
    1,
    'Monday to Sunday in your time zone. Leave empty for no limit.',
  ],
] as const;

const CHECKBOXES = [
  [
    'requiresConfirmation',
    'Requires confirmation',
    'New bookings stay pending until you confirm or decline them.',
  ],
  ['isActive', 'Active', 'Inactive event types cannot be booked.'],
] as const;

export function EventTypeForm({
  initial,
  isNew,
  bookingPathPrefix,
  onSubmit,
  onCancel,
  extraFields,
  shownElsewhere,
  submitLabel,
}: {
  initial: EventTypeFormValues;
  isNew: boolean;
  /** '/schedule/{userId}/', shown before the slug. */
  bookingPathPrefix: string;
  onSubmit: (input: EventTypeInput) => Promise<void>;
  onCancel: () => void;
  /** Fields kept outside this form's state (a team event type's kind and hosts). */
  extraFields?: ReactNode;
  /** Messages those fields already show, so the red box does not repeat them. */
  shownElsewhere?: Record<string, string>;
  submitLabel?: string;
}) {
  const form = useScaleForm({
    defaultValues: initial,
    schema: ZEventTypeForm,
    toInput: (values) => eventTypeInput(values, isNew),
    // What was typed, as it always was sent; the server checks it again.
    onSubmit: (_checked, values) => onSubmit(eventTypeInput(values, isNew)),
  });

  return (
    <Form form={form}>
      <FormFields>
        <NameAndSlug form={form} bookingPathPrefix={bookingPathPrefix} />
        <FormField name="description" label="Description">
          {(control) => <Textarea {...control} rows={2} maxLength={1000} />}
        </FormField>
        <LocationFields form={form} />
        <FormField name="color" label="Colour">
          {(control) => <Input {...control} type="color" className="w-20 p-1" />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          {NUMBER_FIELDS.map(([name, label, min, hint]) => (
            <FormField
              key={name}
              name={name}
              label={label}
              note={hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
            >
              {(control) => (
                <Input {...control} type="number" inputMode="numeric" min={min} step={1} />
              )}
            </FormField>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="dateRangeStart" label="Bookable from">
            {(control) => <Input {...control} type="date" />}
          </FormField>
          <FormField name="dateRangeEnd" label="Bookable until">
            {(control) => <Input {...control} type="date" />}
          </FormField>
        </div>
        {CHECKBOXES.map(([name, label, hint]) => (
          <label
            key={name}
            className="flex items-start gap-3 rounded-lg border border-border p-3 text-sm"
          >
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              {...form.register(name)}
            />
            <span>
              <span className="font-medium">{label}</span>
              <span className="block text-muted-foreground">{hint}</span>
            </span>
          </label>
        ))}
        <FormValue<QuestionDraft[]> name="questions">
          {(questions, onChange) => (
            <QuestionsEditor
              idPrefix={form.id}
              questions={questions}
              errors={form.fieldErrors}
              onChange={onChange}
            />
          )}
        </FormValue>
        <FormValue<ReminderDraft[]> name="reminders">
          {(reminders, onChange) => (
            <RemindersEditor
              idPrefix={form.id}
              reminders={reminders}
              errors={form.fieldErrors}
              onChange={onChange}
            />
          )}
        </FormValue>
        {extraFields}
        <FormError also={shownElsewhere} />
        <FormActions
          submitLabel={submitLabel ?? (isNew ? 'Create Event Type' : 'Save Changes')}
          onCancel={onCancel}
        />
      </FormFields>
    </Form>
  );
}

/** The slug follows the name until the host types one; the booking link shows it. */
function NameAndSlug({
  form,
  bookingPathPrefix,
}: {
  form: ScaleForm<EventTypeFormValues, unknown>;
  bookingPathPrefix: string;
}) {
  const slug = useWatch({ control: form.control, name: 'slug' });
  return (
    <>
      <FormField name="name" label="Name">
        {(control) => (
          <Input
            {...control}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => {
              void control.onChange(event);
              form.setValue('slug', withName(form.getValues(), event.target.value).slug);
            }}
          />
        )}
      </FormField>
      <FormField
        name="slug"
        label="Slug"
        note={
          <p className="text-xs text-muted-foreground">
            {`Booking link: ${bookingPathPrefix}${slug || '…'}`}
          </p>
        }
      >
        {(control) => (
          <Input
            {...control}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => {
              void control.onChange(event);
              form.setValue('isSlugEdited', true);
            }}
          />
        )}
      </FormField>
    </>
  );
}
