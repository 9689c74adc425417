// A field of a form: its label, the control, and its message tied to the control with
// aria-describedby and aria-invalid (decision 035). The control is passed in (Input,
// Textarea, Select) and gets the props that register it with the form and tie it to
// its label and message.
import type { ReactNode } from 'react';
import { type UseFormRegisterReturn, useController, useWatch } from 'react-hook-form';
import { cn } from '@/ui/cn';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { FieldMessage } from '@/web/components/field-message';
import { LengthCounter } from '@/web/components/length-counter';
import { useScaleFormContext } from './form';

export type FieldControl = UseFormRegisterReturn & {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** The id and message of a field of the surrounding form, for controls of their own. */
export function useFormField(name: string, id?: string) {
  const form = useScaleFormContext();
  const fieldId = id ?? form.fieldId(name);
  return { id: fieldId, error: form.fieldErrors[name], form };
}

export function FormField({
  name,
  checkedAs = name,
  label,
  id,
  max,
  note,
  hint,
  className,
  children,
}: {
  /** The value's name in the form (and in the schema). */
  name: string;
  /** The schema's name for it when that differs (dollars typed, cents checked). */
  checkedAs?: string;
  label: ReactNode;
  /** A fixed id; by default one made from the form's. */
  id?: string;
  /** A length limit: "12/100" beside the label, and the field marked once past it. */
  max?: number;
  /** Under the control, e.g. what the value will look like. */
  note?: ReactNode;
  /** Under the message: how to fill the field in, read out with it. */
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const { id: fieldId, error, form } = useFormField(checkedAs, id);
  const value: unknown = useWatch({ control: form.control, name, disabled: max === undefined });
  const length = typeof value === 'string' ? value.length : 0;
  const isTooLong = max !== undefined && length > max;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const describedBy = [error ? `${fieldId}-error` : undefined, hintId].filter(Boolean).join(' ');
  const labelElement = <Label htmlFor={fieldId}>{label}</Label>;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      {max !== undefined ? (
        <div className="flex items-baseline justify-between gap-2">
          {labelElement}
          <LengthCounter length={length} max={max} />
        </div>
      ) : (
        labelElement
      )}
      {children({
        ...form.register(name),
        id: fieldId,
        'aria-invalid': error || isTooLong ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {note}
      <FieldMessage id={`${fieldId}-error`} message={error} />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A value edited by a control of its own (tags, a list, a switch) rather than an input. */
export function FormValue<T>({
  name,
  children,
}: {
  name: string;
  children: (value: T, onChange: (value: T) => void) => ReactNode;
}) {
  const { control } = useScaleFormContext();
  const { field } = useController({ name, control });
  return children(field.value as T, field.onChange);
}

/** A field choosing one of `options`, each shown by its label. */
export function FormSelect<T extends string>({
  name,
  label,
  options,
  labels,
  className,
}: {
  name: string;
  label: ReactNode;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  /** The select's. */
  className?: string;
}) {
  return (
    <FormField name={name} label={label}>
      {(control) => (
        <Select {...control} className={className}>
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
