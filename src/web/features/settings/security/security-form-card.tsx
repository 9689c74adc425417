// The frame of the password and e-mail change cards: a card with one form of e-mail
// and password fields on the shared form scaffold, each message beside its field, and
// the success line until the next edit.
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Alert } from '@/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Input } from '@/ui/input';
import { Spinner } from '@/ui/spinner';
import { Form, FormError, SubmitButton } from '@/web/components/form/form';
import { FormField } from '@/web/components/form/form-field';
import type { ScaleForm } from '@/web/components/form/use-scale-form';

export type SecurityField = {
  name: string;
  id: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
};

export function SecurityFormCard<V extends FieldValues, O>({
  title,
  description,
  form,
  fields,
  submitLabel,
  done,
  onEdit,
}: {
  /** The card's title, also the form's name. */
  title: string;
  description: ReactNode;
  form: ScaleForm<V, O>;
  fields: readonly SecurityField[];
  submitLabel: string;
  /** The success line, or null. */
  done: string | null;
  /** Typing or sending again takes the success line away. */
  onEdit: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          form={form}
          className="max-w-md space-y-4"
          aria-label={title}
          onChange={onEdit}
          onSubmitCapture={onEdit}
        >
          <FormError />
          {done ? <Alert variant="success">{done}</Alert> : null}
          {fields.map(({ name, id, label, type, autoComplete }) => (
            <FormField key={name} name={name} id={id} label={label} className="gap-2">
              {(control) => <Input {...control} type={type} autoComplete={autoComplete} />}
            </FormField>
          ))}
          <SubmitButton
            busyLabel={
              <>
                <Spinner className="size-4 text-current" label="Saving" />
                {submitLabel}
              </>
            }
          >
            {submitLabel}
          </SubmitButton>
        </Form>
      </CardContent>
    </Card>
  );
}
