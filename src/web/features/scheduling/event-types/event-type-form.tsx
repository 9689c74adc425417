// The create and edit form of an event type (spec §3, §5). It checks the shared schema
// before sending, shows each message at its field, and on a refused save shows the
// server's message (once: beside its field when it has one) while keeping what was typed.
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { EventTypeInput } from '@/core/scheduling-schemas';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { FormAlert } from '@/web/components/form-alert';
import { errorMessage, isApiError } from '@/web/lib/api';
import { FieldError, invalidProps } from '../field-error';
import {
  checkEventTypeForm,
  type EventTypeFormValues,
  type FormErrors,
  withName,
} from './event-type-form-values';
import { QuestionsEditor } from './questions-editor';

type NumberField =
  | 'duration'
  | 'bufferBefore'
  | 'bufferAfter'
  | 'minBookingNotice'
  | 'maxBookingsPerDay';

export function EventTypeForm({
  initial,
  isNew,
  bookingPathPrefix,
  onSubmit,
  onCancel,
}: {
  initial: EventTypeFormValues;
  isNew: boolean;
  /** '/schedule/{userId}/', shown before the slug. */
  bookingPathPrefix: string;
  onSubmit: (input: EventTypeInput) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function set<K extends keyof EventTypeFormValues>(name: K, value: EventTypeFormValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkEventTypeForm(values, isNew);
    if (!checked.isValid) {
      setErrors(checked.errors);
      setFormError(checked.errors.form ?? null);
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    setFormError(null);
    setIsSaving(true);
    try {
      await onSubmit(checked.input);
    } catch (error) {
      setErrors(isApiError(error) && error.fields ? error.fields : {});
      setFormError(errorMessage(error));
      setFocusRequest((n) => n + 1);
    } finally {
      setIsSaving(false);
    }
  }

  const fieldId = (name: string) => `${id}-${name}`;
  const field = (name: string, label: string, control: ReactNode, hint?: string) => (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={fieldId(name)}>{label}</Label>
      {control}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <FieldError id={fieldId(name)} message={errors[name]} />
    </div>
  );
  const numberInput = (name: NumberField, min: number) => (
    <Input
      id={fieldId(name)}
      type="number"
      inputMode="numeric"
      min={min}
      step={1}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      {...invalidProps(fieldId(name), errors[name])}
    />
  );
  const checkbox = (name: 'requiresConfirmation' | 'isActive', label: string, hint: string) => (
    <label className="flex items-start gap-3 rounded-lg border border-border p-3 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-brand-600"
        checked={values[name]}
        onChange={(event) => set(name, event.target.checked)}
      />
      <span>
        <span className="font-medium">{label}</span>
        <span className="block text-muted-foreground">{hint}</span>
      </span>
    </label>
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <fieldset disabled={isSaving} className="grid min-w-0 gap-4">
        {field(
          'name',
          'Name',
          <Input
            id={fieldId('name')}
            value={values.name}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setValues((current) => withName(current, event.target.value))}
            {...invalidProps(fieldId('name'), errors.name)}
          />,
        )}
        {field(
          'slug',
          'Slug',
          <Input
            id={fieldId('slug')}
            value={values.slug}
            maxLength={100}
            autoComplete="off"
            onChange={(event) =>
              setValues((current) => ({
                ...current,
                slug: event.target.value,
                isSlugEdited: true,
              }))
            }
            {...invalidProps(fieldId('slug'), errors.slug)}
          />,
          `Booking link: ${bookingPathPrefix}${values.slug || '…'}`,
        )}
        {field(
          'description',
          'Description',
          <Textarea
            id={fieldId('description')}
            rows={2}
            maxLength={1000}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            {...invalidProps(fieldId('description'), errors.description)}
          />,
        )}
        <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
          {field(
            'location',
            'Location',
            <Input
              id={fieldId('location')}
              value={values.location}
              maxLength={500}
              placeholder="Zoom, phone call, office address…"
              onChange={(event) => set('location', event.target.value)}
              {...invalidProps(fieldId('location'), errors.location)}
            />,
          )}
          {field(
            'color',
            'Colour',
            <Input
              id={fieldId('color')}
              type="color"
              className="w-20 p-1"
              value={values.color}
              onChange={(event) => set('color', event.target.value)}
              {...invalidProps(fieldId('color'), errors.color)}
            />,
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('duration', 'Duration (minutes)', numberInput('duration', 1))}
          {field(
            'minBookingNotice',
            'Minimum booking notice (minutes)',
            numberInput('minBookingNotice', 0),
          )}
          {field('bufferBefore', 'Buffer before (minutes)', numberInput('bufferBefore', 0))}
          {field('bufferAfter', 'Buffer after (minutes)', numberInput('bufferAfter', 0))}
          {field(
            'maxBookingsPerDay',
            'Maximum bookings per day',
            numberInput('maxBookingsPerDay', 1),
            'Leave empty for no limit.',
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {field(
            'dateRangeStart',
            'Bookable from',
            <Input
              id={fieldId('dateRangeStart')}
              type="date"
              value={values.dateRangeStart}
              onChange={(event) => set('dateRangeStart', event.target.value)}
              {...invalidProps(fieldId('dateRangeStart'), errors.dateRangeStart)}
            />,
          )}
          {field(
            'dateRangeEnd',
            'Bookable until',
            <Input
              id={fieldId('dateRangeEnd')}
              type="date"
              value={values.dateRangeEnd}
              onChange={(event) => set('dateRangeEnd', event.target.value)}
              {...invalidProps(fieldId('dateRangeEnd'), errors.dateRangeEnd)}
            />,
          )}
        </div>
        {checkbox(
          'requiresConfirmation',
          'Requires confirmation',
          'New bookings stay pending until you confirm or decline them.',
        )}
        {checkbox('isActive', 'Active', 'Inactive event types cannot be booked.')}
        <QuestionsEditor
          idPrefix={id}
          questions={values.questions}
          errors={errors}
          onChange={(questions) => set('questions', questions)}
        />
        <FormAlert message={formError} fieldErrors={errors} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Saving…' : isNew ? 'Create Event Type' : 'Save Changes'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
