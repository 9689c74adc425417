// The add and edit form of a client (spec §3, §5). It checks the shared schema before
// sending (same rules and messages as the server), shows each message at its field, and
// on a server failure shows the server's message once (beside its field when it names
// one) — the typed data stays in the form.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  CLIENT_NAME_MAX,
  CLIENT_NOTES_MAX,
  CLIENT_TAG_MAX,
  CLIENT_TEXT_MAX,
  type ClientCreateInput,
  ZClientCreate,
  ZClientUpdate,
} from '@/core/client-schemas';
import {
  CLIENT_STATUS_LABELS,
  CLIENT_STATUSES,
  LEAD_SCORE_MAX,
  LEAD_SCORE_MIN,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
} from '@/core/clients';
import { CLIENT_MESSAGES } from '@/core/messages';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { describedBy, FieldMessage } from '@/web/components/field-message';
import { FormAlert } from '@/web/components/form-alert';
import { TagsInput } from '@/web/components/tags-input';
import { isApiError } from '@/web/lib/api';
import { type ClientFormValues, formValuesToInput } from './client-form-values';
import { AddressesEditor, EmailsEditor, PhonesEditor, WebsitesEditor } from './contact-list-fields';

type Errors = Record<string, string>;

/** The server's message for a failed save, else the spec's fallback (§8). */
function saveErrorMessage(error: unknown): string {
  return isApiError(error) && error.status > 0 && error.message
    ? error.message
    : CLIENT_MESSAGES.saveFailed;
}

export function ClientForm({
  initial,
  mode,
  onSubmit,
  onCancel,
}: {
  initial: ClientFormValues;
  mode: 'create' | 'edit';
  /** Resolves when saved; a rejection's message is shown in the form. */
  onSubmit: (input: ClientCreateInput) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  // After a refused save, the first field with a message gets the focus.
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function set<K extends keyof ClientFormValues>(name: K, value: ClientFormValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = formValuesToInput(values);
    const checked = (mode === 'create' ? ZClientCreate : ZClientUpdate).safeParse(input);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const key = issue.path.length > 0 ? issue.path.join('.') : 'form';
        found[key] ??= issue.message;
      }
      setErrors(found);
      setFormError(found.form ?? null);
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    setFormError(null);
    setIsSaving(true);
    try {
      await onSubmit(checked.data as ClientCreateInput);
    } catch (error) {
      setErrors(isApiError(error) && error.fields ? error.fields : {});
      setFormError(saveErrorMessage(error));
      setFocusRequest((n) => n + 1);
    } finally {
      setIsSaving(false);
    }
  }

  const fieldId = (name: string) => `${id}-${name}`;
  const text = (name: 'name' | 'company' | 'position' | 'notes' | 'expectedCloseDate') => ({
    id: fieldId(name),
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    ...describedBy(fieldId(name), errors[name]),
  });
  const message = (name: string) => (
    <FieldMessage id={`${fieldId(name)}-error`} message={errors[name]} />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <fieldset disabled={isSaving} className="grid min-w-0 gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={fieldId('name')}>Name</Label>
          <Input {...text('name')} maxLength={CLIENT_NAME_MAX} autoComplete="off" required />
          {message('name')}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-1.5">
            <Label htmlFor={fieldId('company')}>Company</Label>
            <Input {...text('company')} maxLength={CLIENT_TEXT_MAX} autoComplete="off" />
            {message('company')}
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={fieldId('position')}>Position</Label>
            <Input {...text('position')} maxLength={CLIENT_TEXT_MAX} autoComplete="off" />
            {message('position')}
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={fieldId('status')}>Status</Label>
            <Select
              id={fieldId('status')}
              value={values.status}
              onChange={(event) => set('status', event.target.value as ClientFormValues['status'])}
            >
              {CLIENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {CLIENT_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={fieldId('leadSource')}>Lead source</Label>
            <Select
              id={fieldId('leadSource')}
              value={values.leadSource}
              onChange={(event) =>
                set('leadSource', event.target.value as ClientFormValues['leadSource'])
              }
            >
              {LEAD_SOURCES.map((source) => (
                <option key={source} value={source}>
                  {LEAD_SOURCE_LABELS[source]}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={fieldId('leadScore')}>Lead score (0-100)</Label>
            <Input
              id={fieldId('leadScore')}
              type="number"
              inputMode="numeric"
              min={LEAD_SCORE_MIN}
              max={LEAD_SCORE_MAX}
              step={1}
              value={values.leadScore}
              onChange={(event) => set('leadScore', event.target.value)}
              {...describedBy(fieldId('leadScore'), errors.leadScore)}
            />
            {message('leadScore')}
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={fieldId('estimatedValueCents')}>Estimated value ($)</Label>
            <Input
              id={fieldId('estimatedValueCents')}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              placeholder="0.00"
              value={values.estimatedValue}
              onChange={(event) => set('estimatedValue', event.target.value)}
              {...describedBy(fieldId('estimatedValueCents'), errors.estimatedValueCents)}
            />
            {message('estimatedValueCents')}
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={fieldId('expectedCloseDate')}>Expected close date</Label>
            <Input {...text('expectedCloseDate')} type="date" />
            {message('expectedCloseDate')}
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={fieldId('notes')}>Notes</Label>
          <Textarea {...text('notes')} maxLength={CLIENT_NOTES_MAX} rows={3} />
          {message('notes')}
        </div>
        <TagsInput
          id={fieldId('tags')}
          tags={values.tags}
          error={errors.tags ?? errors['tags.0']}
          onChange={(tags) => set('tags', tags)}
          maxLength={CLIENT_TAG_MAX}
          placeholder="e.g. vip"
        />
        <PhonesEditor
          id={fieldId('phones')}
          items={values.phones}
          errors={errors}
          onChange={(phones) => set('phones', phones)}
        />
        <EmailsEditor
          id={fieldId('emails')}
          items={values.emails}
          errors={errors}
          onChange={(emails) => set('emails', emails)}
        />
        <AddressesEditor
          id={fieldId('addresses')}
          items={values.addresses}
          errors={errors}
          onChange={(addresses) => set('addresses', addresses)}
        />
        <WebsitesEditor
          id={fieldId('websites')}
          items={values.websites}
          errors={errors}
          onChange={(websites) => set('websites', websites)}
        />
        <FormAlert message={formError} fieldErrors={errors} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Saving…' : mode === 'create' ? 'Add Client' : 'Save Changes'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
