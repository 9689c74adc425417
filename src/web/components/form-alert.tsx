// A form's own message in the red box (spec §8), unless a field's message beside its
// input already says it: each refusal is read once, where it belongs (form-errors.ts).
import { formLevelMessage, type ShownMessages } from '@/web/lib/form-errors';
import { Alert } from '../../ui/alert';

export function FormAlert({
  message,
  fieldErrors = {},
  className,
}: {
  message: string | null | undefined;
  /** The messages the form shows beside its fields (or elsewhere, like a usage line). */
  fieldErrors?: ShownMessages;
  className?: string;
}) {
  const shown = formLevelMessage(message, fieldErrors);
  return shown ? (
    <Alert variant="destructive" className={className}>
      {shown}
    </Alert>
  ) : null;
}
