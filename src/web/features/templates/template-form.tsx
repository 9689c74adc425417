// Adds or edits a template: name, optional subject (for e-mails) and text, with the
// variables to insert at the cursor. Checks the server's rules before sending.
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { TEMPLATE_MESSAGES } from '@/core/messages';
import {
  type MessageTemplate,
  TEMPLATE_BODY_MAX,
  TEMPLATE_NAME_MAX,
  ZTemplateCreate,
} from '@/core/template-schemas';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { FormAlert } from '@/web/components/form-alert';
import { isApiError } from '@/web/lib/api';
import { firstIssues } from '@/web/lib/first-issues';
import { refusalErrors } from '@/web/lib/form-errors';
import { useSaveTemplate } from './api/save-template';
import { VariableChips } from './variable-chips';

type Values = { name: string; subject: string; body: string };
type Errors = Partial<Record<keyof Values | 'form', string>>;

export function TemplateForm({
  template,
  onDone,
  onCancel,
}: {
  template?: MessageTemplate;
  onDone(saved: MessageTemplate): void;
  onCancel(): void;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>({
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    body: template?.body ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveTemplate();
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  // Where a variable chip inserts: the field last focused (the text until then).
  const target = useRef<'subject' | 'body'>('body');

  // After an insert: the caret goes back into the field, just after the variable. Done
  // in the same commit (not a later frame), so typing that follows lands where expected.
  const caret = useRef<{ field: 'subject' | 'body'; at: number } | null>(null);
  useLayoutEffect(() => {
    const pending = caret.current;
    if (!pending) return;
    caret.current = null;
    const element = pending.field === 'subject' ? subjectRef.current : bodyRef.current;
    element?.focus();
    element?.setSelectionRange(pending.at, pending.at);
  });

  function insert(token: string) {
    const field = target.current;
    const element = field === 'subject' ? subjectRef.current : bodyRef.current;
    // The field keeps its selection while the chip has the focus.
    const length = element?.value.length ?? values[field].length;
    const start = element?.selectionStart ?? length;
    const end = element?.selectionEnd ?? length;
    caret.current = { field, at: start + token.length };
    setValues((previous) => ({
      ...previous,
      [field]: previous[field].slice(0, start) + token + previous[field].slice(end),
    }));
  }

  function change(field: keyof Values, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = ZTemplateCreate.safeParse(values);
    if (!checked.success) {
      setErrors(firstIssues<keyof Values>(checked.error.issues));
      return;
    }
    setErrors({});
    save.mutate(
      { id: template?.id, input: values },
      {
        onSuccess: onDone,
        onError: (error) =>
          setErrors(
            refusalErrors(
              error,
              ['name', 'subject', 'body'],
              isApiError(error) && error.status !== 0 && error.status < 500
                ? error.message
                : TEMPLATE_MESSAGES.saveFailed,
            ),
          ),
      },
    );
  }

  const describe = (field: keyof Values) =>
    errors[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` }
      : {};
  const message = (field: keyof Values) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm text-destructive">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <fieldset disabled={save.isPending} className="grid min-w-0 gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>Template name</Label>
          <Input
            id={`${id}-name`}
            value={values.name}
            maxLength={TEMPLATE_NAME_MAX}
            placeholder="Welcome"
            onChange={(event) => change('name', event.target.value)}
            {...describe('name')}
          />
          {message('name')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-subject`}>Subject (optional, for emails)</Label>
          <Input
            id={`${id}-subject`}
            ref={subjectRef}
            value={values.subject}
            maxLength={200}
            onFocus={() => {
              target.current = 'subject';
            }}
            onChange={(event) => change('subject', event.target.value)}
            {...describe('subject')}
          />
          {message('subject')}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-body`}>Message</Label>
          <Textarea
            id={`${id}-body`}
            ref={bodyRef}
            rows={6}
            value={values.body}
            maxLength={TEMPLATE_BODY_MAX}
            placeholder={'Hi {{first_name}},\n\n…'}
            onFocus={() => {
              target.current = 'body';
            }}
            onChange={(event) => change('body', event.target.value)}
            {...describe('body')}
          />
          {message('body')}
        </div>
        <VariableChips onInsert={insert} />
        <FormAlert message={errors.form} fieldErrors={errors} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">
            {save.isPending ? 'Saving…' : template ? 'Save template' : 'Add template'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
