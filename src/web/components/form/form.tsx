// The frame every form shares (decision 035): the <form> that hands its state to the
// fields inside, the fieldset that locks while saving, the form's one message, and the
// buttons. The state itself comes from useScaleForm.
import { type ComponentProps, createContext, type ReactNode, useContext } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Alert } from '@/ui/alert';
import { Button, type ButtonProps } from '@/ui/button';
import { cn } from '@/ui/cn';
import { formLevelMessage, type ShownMessages } from '@/web/lib/form-errors';
import type { ScaleForm } from './use-scale-form';

const ScaleFormContext = createContext<ScaleForm | null>(null);

/** The form around this component (fields, messages and buttons read it). */
export function useScaleFormContext(): ScaleForm {
  const form = useContext(ScaleFormContext);
  if (!form) throw new Error('A form field is rendered outside a <Form>');
  return form;
}

export function Form<V extends FieldValues, O>({
  form,
  children,
  ...props
}: { form: ScaleForm<V, O> } & Omit<ComponentProps<'form'>, 'onSubmit' | 'ref' | 'noValidate'>) {
  return (
    <ScaleFormContext.Provider value={form as unknown as ScaleForm}>
      {/* noValidate: the shared schema says no, in the spec's words, not the browser. */}
      <form ref={form.formRef} noValidate onSubmit={(event) => void form.submit(event)} {...props}>
        {children}
      </form>
    </ScaleFormContext.Provider>
  );
}

/** The fields, locked while saving: what is typed meanwhile would not be sent. */
export function FormFields({ className, ...props }: ComponentProps<'fieldset'>) {
  const { isSaving } = useScaleFormContext();
  return (
    <fieldset disabled={isSaving} className={cn('grid min-w-0 gap-4', className)} {...props} />
  );
}

/**
 * The form's own message in the red box, unless a field (or `also`, another line of the
 * page such as a plan's usage) already says it. `format` words a message for this form
 * ("Upload failed: …").
 */
export function FormError({
  also,
  format,
  className,
}: {
  also?: ShownMessages;
  format?: (message: string) => string;
  className?: string;
}) {
  const { formError, fieldErrors } = useScaleFormContext();
  const shown = formLevelMessage(formError, { ...fieldErrors, ...also });
  return shown ? (
    <Alert variant="destructive" className={className}>
      {format ? format(shown) : shown}
    </Alert>
  ) : null;
}

/** The submit button: disabled, with the busy label, while the save runs (or `isBusy`). */
export function SubmitButton({
  children,
  busyLabel,
  icon,
  isBusy = false,
  disabled,
  ...props
}: Omit<ButtonProps, 'type'> & { busyLabel: ReactNode; icon?: ReactNode; isBusy?: boolean }) {
  const busy = useScaleFormContext().isSaving || isBusy;
  return (
    <Button type="submit" disabled={disabled || busy} {...props}>
      {icon}
      {busy ? busyLabel : children}
    </Button>
  );
}

/** Cancel (when the form can be left) and the submit button, right-aligned. */
export function FormActions({
  submitLabel,
  busyLabel = 'Saving…',
  onCancel,
  cancelVariant = 'ghost',
  size,
  className,
}: {
  submitLabel: ReactNode;
  busyLabel?: ReactNode;
  onCancel?: () => void;
  cancelVariant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      {onCancel ? (
        <Button type="button" variant={cancelVariant} size={size} onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
      <SubmitButton size={size} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
