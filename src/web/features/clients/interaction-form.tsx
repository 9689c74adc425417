// Add or edit an interaction (spec §5): type (default note), optional subject, content
// (required), outcome (default neutral). On the shared form scaffold.
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
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { Form, FormActions, FormError, FormFields } from '@/web/components/form/form';
import { FormField, FormSelect } from '@/web/components/form/form-field';
import { useScaleForm } from '@/web/components/form/use-scale-form';

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
  const form = useScaleForm({
    defaultValues: initial,
    schema: ZInteractionCreate,
    onSubmit: async (checked) => {
      await onSubmit(checked);
      // The add form (no Cancel) is ready for the next one.
      if (!onCancel) form.reset(NEW_INTERACTION);
    },
  });

  return (
    <Form form={form}>
      <FormFields className="gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <FormSelect
            name="type"
            label="Type"
            options={INTERACTION_TYPES}
            labels={INTERACTION_TYPE_LABELS}
          />
          <FormSelect
            name="outcome"
            label="Outcome"
            options={INTERACTION_OUTCOMES}
            labels={OUTCOME_LABELS}
          />
        </div>
        <FormField name="subject" label="Subject (optional)">
          {(control) => <Input {...control} maxLength={CLIENT_TEXT_MAX} />}
        </FormField>
        <FormField name="content" label="Content">
          {(control) => <Textarea {...control} rows={3} maxLength={INTERACTION_CONTENT_MAX} />}
        </FormField>
        <FormError />
        <FormActions
          submitLabel={submitLabel}
          onCancel={onCancel}
          size="sm"
          className="flex-row flex-wrap justify-end"
        />
      </FormFields>
    </Form>
  );
}

export { OUTCOME_LABELS };
