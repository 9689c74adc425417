// Name, slug, description (with its counter) and website: the fields of the create form
// and of the settings form, inside a form made with useScaleForm. Only a new organization
// chooses its slug; afterwards it is shown read-only.
import { ORG_MESSAGES } from '@/core/messages';
import { ORG_DESCRIPTION_MAX, ORG_NAME_MAX, ORG_SLUG_MAX } from '@/core/organization-schemas';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { FormField, useFormField } from '@/web/components/form/form-field';

type OrganizationProfileFieldsProps = {
  disabled?: boolean;
  nameAutoComplete?: string;
  /** After the typed name is in the form (the slug may follow it). */
  onNameChange?: (value: string) => void;
  /** After the typed slug is in the form. */
  onSlugChange?: (value: string) => void;
  /** A stored organization's slug, shown read-only instead of the slug field. */
  readOnlySlug?: string;
};

export function OrganizationProfileFields({
  disabled,
  nameAutoComplete,
  onNameChange,
  onSlugChange,
  readOnlySlug,
}: OrganizationProfileFieldsProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="name" label="Name">
          {(control) => (
            <Input
              {...control}
              required
              maxLength={ORG_NAME_MAX}
              autoComplete={nameAutoComplete}
              disabled={disabled}
              onChange={(event) => {
                void control.onChange(event);
                onNameChange?.(event.target.value);
              }}
            />
          )}
        </FormField>
        {readOnlySlug === undefined ? (
          <FormField name="slug" label="Slug" hint={ORG_MESSAGES.slugHint}>
            {(control) => (
              <Input
                {...control}
                required
                maxLength={ORG_SLUG_MAX}
                autoCapitalize="none"
                spellCheck={false}
                disabled={disabled}
                onChange={(event) => {
                  void control.onChange(event);
                  onSlugChange?.(event.target.value);
                }}
              />
            )}
          </FormField>
        ) : (
          <ReadOnlySlug slug={readOnlySlug} />
        )}
      </div>
      <FormField name="description" label="Description" max={ORG_DESCRIPTION_MAX}>
        {(control) => <Textarea {...control} rows={3} disabled={disabled} />}
      </FormField>
      <FormField name="website" label="Website">
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://example.com"
            disabled={disabled}
          />
        )}
      </FormField>
    </>
  );
}

function ReadOnlySlug({ slug }: { slug: string }) {
  const { id } = useFormField('slug');
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>Slug</Label>
      <Input id={id} value={slug} readOnly disabled aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {ORG_MESSAGES.slugHint}
      </p>
    </div>
  );
}
