// Adds or edits a template: name, optional subject (for e-mails) and text, with the
// variables to insert at the cursor, and in a team workspace whether it is shared. Checks the server's rules before sending (the shared
// form scaffold).
import { useRef } from 'react';
import { TEMPLATE_MESSAGES } from '@/core/messages';
import {
  type MessageTemplate,
  TEMPLATE_BODY_MAX,
  TEMPLATE_NAME_MAX,
  ZTemplateCreate,
} from '@/core/template-schemas';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { Form, FormActions, FormError, FormFields } from '@/web/components/form/form';
import { FormField } from '@/web/components/form/form-field';
import { useScaleForm } from '@/web/components/form/use-scale-form';
import { useCurrentOrganization } from '@/web/features/organizations/public';
import { isApiError } from '@/web/lib/api';
import { useSaveTemplate } from './api/save-template';
import { VariableChips } from './variable-chips';

/** The server's reason for a refusal it explains, else the spec's fallback. */
function saveErrorMessage(error: unknown): string {
  return isApiError(error) && error.status !== 0 && error.status < 500
    ? error.message
    : TEMPLATE_MESSAGES.saveFailed;
}

export function TemplateForm({
  template,
  onDone,
  onCancel,
}: {
  template?: MessageTemplate;
  onDone(saved: MessageTemplate): void;
  onCancel(): void;
}) {
  const save = useSaveTemplate();
  // A personal workspace has no one to share with.
  const canShare = useCurrentOrganization().currentId !== null;
  const form = useScaleForm({
    defaultValues: {
      name: template?.name ?? '',
      subject: template?.subject ?? '',
      body: template?.body ?? '',
      isShared: template?.isShared ?? false,
    },
    schema: ZTemplateCreate,
    refusalMessage: saveErrorMessage,
    onSubmit: async (_checked, values) =>
      onDone(await save.mutateAsync({ id: template?.id, input: values })),
  });
  // Where a variable chip inserts: the field last focused (the text until then).
  const target = useRef<'subject' | 'body'>('body');

  function insert(token: string) {
    const field = target.current;
    // The field keeps its selection while the chip has the focus.
    const element = document.getElementById(form.fieldId(field)) as HTMLInputElement | null;
    const text = form.getValues(field);
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    form.setValue(field, text.slice(0, start) + token + text.slice(end));
    // The caret goes back into the field, just after the variable.
    element?.focus();
    element?.setSelectionRange(start + token.length, start + token.length);
  }

  const aimAt = (field: 'subject' | 'body') => () => {
    target.current = field;
  };

  return (
    <Form form={form} className="grid gap-4">
      <FormFields>
        <FormField name="name" label="Template name">
          {(control) => <Input {...control} maxLength={TEMPLATE_NAME_MAX} placeholder="Welcome" />}
        </FormField>
        <FormField name="subject" label="Subject (optional, for emails)">
          {(control) => <Input {...control} maxLength={200} onFocus={aimAt('subject')} />}
        </FormField>
        <FormField name="body" label="Message">
          {(control) => (
            <Textarea
              {...control}
              rows={6}
              maxLength={TEMPLATE_BODY_MAX}
              placeholder={'Hi {{first_name}},\n\n…'}
              onFocus={aimAt('body')}
            />
          )}
        </FormField>
        <VariableChips onInsert={insert} />
        {canShare ? (
          <label className="flex items-start gap-3 rounded-lg border border-border p-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              {...form.register('isShared')}
            />
            <span>
              <span className="font-medium">{TEMPLATE_MESSAGES.sharedLabel}</span>
              <span className="block text-muted-foreground">{TEMPLATE_MESSAGES.sharedHint}</span>
            </span>
          </label>
        ) : null}
        <FormError />
        <FormActions
          submitLabel={template ? 'Save template' : 'Add template'}
          onCancel={onCancel}
          cancelVariant="outline"
        />
      </FormFields>
    </Form>
  );
}
