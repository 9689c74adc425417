// The add and edit form of a client (spec §3, §5) on the shared form scaffold: the shared
// schema checks before sending (same rules and messages as the server), each message
// stands at its field, and a refused save shows the server's message once while the typed
// data stays in the form.
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
import { CLIENT_MESSAGES, CUSTOM_FIELD_MESSAGES, WORKSPACE_MESSAGES } from '@/core/messages';
import { browserPhoneCountry } from '@/core/phone-country';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { Form, FormActions, FormError, FormFields } from '@/web/components/form/form';
import { FormField, FormSelect, FormValue } from '@/web/components/form/form-field';
import { useScaleForm } from '@/web/components/form/use-scale-form';
import { TagsInput } from '@/web/components/tags-input';
import { useWorkspaceMembers } from '@/web/features/organizations/public';
import { useCustomFields, useProfileSettings } from '@/web/features/settings/public';
import { isApiError } from '@/web/lib/api';
import { useMe } from '@/web/lib/get-me';
import {
  type AddressValue,
  type ClientFormValues,
  EMPTY_CLIENT_FORM,
  type EmailValue,
  formValuesToInput,
  OWNER_UNASSIGNED,
  type PhoneValue,
  type WebsiteValue,
} from './client-form-values';
import { AddressesEditor, EmailsEditor, PhonesEditor, WebsitesEditor } from './contact-list-fields';
import { CustomFieldEditor, type DraftValue, toDraft } from './custom-fields/custom-field-input';

/** The server's message for a failed save, else the spec's fallback (§8). */
function saveErrorMessage(error: unknown): string {
  return isApiError(error) && error.status > 0 && error.message
    ? error.message
    : CLIENT_MESSAGES.saveFailed;
}

/** Every value shows its messages; the value typed in dollars, under the cents' name. */
const FIELDS = [...Object.keys(EMPTY_CLIENT_FORM), 'estimatedValueCents', 'ownerId'];

/** The workspace's custom fields (decision 049), each with the panel's input for its type. */
function CustomFieldsEditor({
  id,
  stored,
  errors,
}: {
  id: string;
  /** The client's stored values (none for a new client), shown until an input is touched. */
  stored: Record<string, unknown>;
  errors: Record<string, string>;
}) {
  const fields = useCustomFields();
  if (!fields.data || fields.data.length === 0) return null;
  return (
    <FormValue<Record<string, DraftValue>> name="customValues">
      {(drafts, setDrafts) => (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">
            {CUSTOM_FIELD_MESSAGES.sectionTitle}
          </legend>
          {fields.data.map((field) => (
            <CustomFieldEditor
              key={field.id}
              field={field}
              id={`${id}-${field.id}`}
              value={drafts[field.id] ?? toDraft(field, stored[field.id])}
              error={errors[`customValues.${field.id}`]}
              onChange={(value) => setDrafts({ ...drafts, [field.id]: value })}
            />
          ))}
        </fieldset>
      )}
    </FormValue>
  );
}

export function ClientForm({
  initial,
  storedCustomValues = {},
  mode,
  onSubmit,
  onCancel,
}: {
  initial: ClientFormValues;
  /** The edited client's custom values; none for a new client. */
  storedCustomValues?: Record<string, unknown>;
  mode: 'create' | 'edit';
  /** Resolves when saved; a rejection's message is shown in the form. */
  onSubmit: (input: ClientCreateInput) => Promise<void>;
  onCancel: () => void;
}) {
  const fields = useCustomFields();
  const phoneCountry = useProfileSettings().data?.phoneCountry ?? browserPhoneCountry();
  const form = useScaleForm({
    defaultValues: initial,
    schema: mode === 'create' ? ZClientCreate : ZClientUpdate,
    toInput: (values) => formValuesToInput(values, fields.data ?? [], mode, phoneCountry),
    fields: FIELDS,
    refusalMessage: saveErrorMessage,
    onSubmit: (data) => onSubmit(data as ClientCreateInput),
  });
  const errors = form.fieldErrors;
  const { isTeam, members } = useWorkspaceMembers();
  const myId = useMe().data?.user.id;
  const list = (name: string) => ({ id: form.fieldId(name), errors });

  return (
    <Form form={form}>
      <FormFields>
        <FormField name="name" label="Name">
          {(control) => (
            <Input {...control} maxLength={CLIENT_NAME_MAX} autoComplete="off" required />
          )}
        </FormField>
        {mode === 'create' && isTeam ? (
          <FormField name="owner" checkedAs="ownerId" label="Owner">
            {(control) => (
              <Select {...control}>
                <option value="">Me</option>
                <option value={OWNER_UNASSIGNED}>{WORKSPACE_MESSAGES.unassigned}</option>
                {members
                  .filter((member) => member.userId !== myId)
                  .map((member) => (
                    <option key={member.userId} value={member.userId}>
                      {member.name}
                    </option>
                  ))}
              </Select>
            )}
          </FormField>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="company" label="Company">
            {(control) => <Input {...control} maxLength={CLIENT_TEXT_MAX} autoComplete="off" />}
          </FormField>
          <FormField name="position" label="Position">
            {(control) => <Input {...control} maxLength={CLIENT_TEXT_MAX} autoComplete="off" />}
          </FormField>
          <FormSelect
            name="status"
            label="Status"
            options={CLIENT_STATUSES}
            labels={CLIENT_STATUS_LABELS}
          />
          <FormSelect
            name="leadSource"
            label="Lead source"
            options={LEAD_SOURCES}
            labels={LEAD_SOURCE_LABELS}
          />
          <FormField name="leadScore" label="Lead score (0-100)">
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={LEAD_SCORE_MIN}
                max={LEAD_SCORE_MAX}
                step={1}
              />
            )}
          </FormField>
          <FormField
            name="estimatedValue"
            checkedAs="estimatedValueCents"
            label="Estimated value ($)"
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                placeholder="0.00"
              />
            )}
          </FormField>
          <FormField name="expectedCloseDate" label="Expected close date">
            {(control) => <Input {...control} type="date" />}
          </FormField>
        </div>
        <CustomFieldsEditor
          id={form.fieldId('customValues')}
          stored={storedCustomValues}
          errors={errors}
        />
        <FormField name="notes" label="Notes">
          {(control) => <Textarea {...control} maxLength={CLIENT_NOTES_MAX} rows={3} />}
        </FormField>
        <FormValue<string[]> name="tags">
          {(tags, setTags) => (
            <TagsInput
              id={form.fieldId('tags')}
              tags={tags}
              error={errors.tags ?? errors['tags.0']}
              onChange={setTags}
              maxLength={CLIENT_TAG_MAX}
              placeholder="e.g. vip"
            />
          )}
        </FormValue>
        <FormValue<PhoneValue[]> name="phones">
          {(items, onChange) => (
            <PhonesEditor {...list('phones')} items={items} onChange={onChange} />
          )}
        </FormValue>
        <FormValue<EmailValue[]> name="emails">
          {(items, onChange) => (
            <EmailsEditor {...list('emails')} items={items} onChange={onChange} />
          )}
        </FormValue>
        <FormValue<AddressValue[]> name="addresses">
          {(items, onChange) => (
            <AddressesEditor {...list('addresses')} items={items} onChange={onChange} />
          )}
        </FormValue>
        <FormValue<WebsiteValue[]> name="websites">
          {(items, onChange) => (
            <WebsitesEditor {...list('websites')} items={items} onChange={onChange} />
          )}
        </FormValue>
        <FormError />
        <FormActions
          submitLabel={mode === 'create' ? 'Add Client' : 'Save Changes'}
          onCancel={onCancel}
        />
      </FormFields>
    </Form>
  );
}
