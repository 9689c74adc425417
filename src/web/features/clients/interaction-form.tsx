// Add or edit an interaction (spec §5): type (default note), optional subject, content
// (required), outcome (default neutral).
import { type FormEvent, useId, useState } from 'react';
import {
  CLIENT_TEXT_MAX,
  INTERACTION_CONTENT_MAX,
  type InteractionCreateInput,
  ZInteractionCreate,
} from '@/core/client-schemas';
import {
  INTERACTION_OUTCOMES,
  INTERACTION_TYPE_LABELS,
  INTERACTION_TYPES,
  type InteractionOutcome,
  type InteractionType,
} from '@/core/clients';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { describedBy, FieldMessage } from '@/web/components/field-message';
import { errorMessage } from '@/web/lib/api';

export type InteractionValues = {
  type: InteractionType;
  subject: string;
  content: string;
  outcome: InteractionOutcome;
};

export const NEW_INTERACTION: InteractionValues = {
  type: 'note',
  subject: '',
  content: '',
  outcome: 'neutral',
};

const OUTCOME_LABELS: Record<InteractionOutcome, string> = {
  positive: 'Positive',
  negative: 'Negative',
  neutral: 'Neutral',
};

export function InteractionForm({
  initial = NEW_INTERACTION,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: InteractionValues;
  submitLabel: string;
  onSubmit: (input: InteractionCreateInput) => Promise<void>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = ZInteractionCreate.safeParse(values);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues)
        found[String(issue.path[0] ?? 'form')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      await onSubmit(checked.data);
      if (!onCancel) setValues(NEW_INTERACTION);
    } catch (error) {
      setErrors({ form: errorMessage(error) });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset disabled={isSaving} className="grid min-w-0 gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-type`}>Type</Label>
            <Select
              id={`${id}-type`}
              value={values.type}
              onChange={(event) =>
                setValues({ ...values, type: event.target.value as InteractionType })
              }
            >
              {INTERACTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {INTERACTION_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-outcome`}>Outcome</Label>
            <Select
              id={`${id}-outcome`}
              value={values.outcome}
              onChange={(event) =>
                setValues({ ...values, outcome: event.target.value as InteractionOutcome })
              }
            >
              {INTERACTION_OUTCOMES.map((outcome) => (
                <option key={outcome} value={outcome}>
                  {OUTCOME_LABELS[outcome]}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-subject`}>Subject (optional)</Label>
          <Input
            id={`${id}-subject`}
            value={values.subject}
            maxLength={CLIENT_TEXT_MAX}
            onChange={(event) => setValues({ ...values, subject: event.target.value })}
            {...describedBy(`${id}-subject`, errors.subject)}
          />
          <FieldMessage id={`${id}-subject-error`} message={errors.subject} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-content`}>Content</Label>
          <Textarea
            id={`${id}-content`}
            rows={3}
            value={values.content}
            maxLength={INTERACTION_CONTENT_MAX}
            onChange={(event) => setValues({ ...values, content: event.target.value })}
            {...describedBy(`${id}-content`, errors.content)}
          />
          <FieldMessage id={`${id}-content-error`} message={errors.content} />
        </div>
        {errors.form ? (
          <p className="text-sm text-destructive" role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          {onCancel ? (
            <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={isSaving}>
            {isSaving ? 'Saving…' : submitLabel}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

export { OUTCOME_LABELS };
