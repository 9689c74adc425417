// A text field with a length limit: label, "12/100" counter, the control and its
// message. The control is passed in (Input, Textarea) with the props that tie it to
// its label and message.
import type { ReactNode } from 'react';
import { Label } from '../../ui/label';
import { describedBy, FieldMessage } from './field-message';
import { LengthCounter } from './length-counter';

type ControlProps = { id: string } & ReturnType<typeof describedBy>;

export function CountedField({
  id,
  label,
  length,
  max,
  error,
  children,
}: {
  id: string;
  label: string;
  length: number;
  max: number;
  error: string | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <LengthCounter length={length} max={max} />
      </div>
      {children({ id, ...describedBy(id, error) })}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}
