import type { ComponentProps } from 'react';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';

type FormFieldProps = Omit<ComponentProps<typeof Input>, 'onChange'> & {
  id: string;
  label: string;
  onChange: (value: string) => void;
  isInvalid?: boolean;
};

/** A labelled input of the security forms. */
export function FormField({ id, label, onChange, isInvalid, ...props }: FormFieldProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={isInvalid || undefined}
        onChange={(event) => onChange(event.target.value)}
        {...props}
      />
    </div>
  );
}
