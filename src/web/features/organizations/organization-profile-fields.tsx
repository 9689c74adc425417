// Name, slug, description (with its counter) and website: the fields of the create form
// and of the settings form. Only a new organization chooses its slug; afterwards it is
// shown read-only.
import { useId } from 'react';
import { ORG_MESSAGES } from '@/core/messages';
import { ORG_DESCRIPTION_MAX, ORG_NAME_MAX, ORG_SLUG_MAX } from '@/core/organization-schemas';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { LengthCounter } from '@/web/components/length-counter';

export const ORGANIZATION_FIELDS = ['name', 'slug', 'description', 'website'] as const;
export type OrganizationField = (typeof ORGANIZATION_FIELDS)[number];
export type OrganizationFieldErrors = Partial<Record<OrganizationField, string>>;

/** The first message per field of a failed schema check. */
export function organizationFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): OrganizationFieldErrors {
  const errors: OrganizationFieldErrors = {};
  for (const issue of issues) errors[issue.path[0] as OrganizationField] ??= issue.message;
  return errors;
}

type OrganizationProfileFieldsProps = {
  values: Record<OrganizationField, string>;
  errors: OrganizationFieldErrors;
  disabled?: boolean;
  nameAutoComplete?: string;
  onNameChange: (value: string) => void;
  /** Without it the slug is read-only. */
  onSlugChange?: (value: string) => void;
  onDescriptionChange: (value: string) => void;
  onWebsiteChange: (value: string) => void;
};

export function OrganizationProfileFields({
  values,
  errors,
  disabled,
  nameAutoComplete,
  onNameChange,
  onSlugChange,
  onDescriptionChange,
  onWebsiteChange,
}: OrganizationProfileFieldsProps) {
  const id = useId();
  const descriptionTooLong = values.description.length > ORG_DESCRIPTION_MAX;

  const fieldError = (field: OrganizationField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-xs text-destructive">
        {errors[field]}
      </p>
    ) : null;
  const describedBy = (field: OrganizationField, hint?: string) =>
    [errors[field] ? `${id}-${field}-error` : null, hint].filter(Boolean).join(' ') || undefined;

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            value={values.name}
            required
            maxLength={ORG_NAME_MAX}
            autoComplete={nameAutoComplete}
            disabled={disabled}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            onChange={(event) => onNameChange(event.target.value)}
          />
          {fieldError('name')}
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-slug`}>Slug</Label>
          {onSlugChange ? (
            <Input
              id={`${id}-slug`}
              value={values.slug}
              required
              maxLength={ORG_SLUG_MAX}
              autoCapitalize="none"
              spellCheck={false}
              disabled={disabled}
              aria-invalid={errors.slug ? true : undefined}
              aria-describedby={describedBy('slug', `${id}-slug-hint`)}
              onChange={(event) => onSlugChange(event.target.value)}
            />
          ) : (
            <Input
              id={`${id}-slug`}
              value={values.slug}
              readOnly
              disabled
              aria-describedby={`${id}-slug-hint`}
            />
          )}
          {onSlugChange ? fieldError('slug') : null}
          <p id={`${id}-slug-hint`} className="text-xs text-muted-foreground">
            {ORG_MESSAGES.slugHint}
          </p>
        </div>
      </div>

      <div className="space-y-2">
        <div className="flex items-center justify-between">
          <Label htmlFor={`${id}-description`}>Description</Label>
          <LengthCounter length={values.description.length} max={ORG_DESCRIPTION_MAX} />
        </div>
        <Textarea
          id={`${id}-description`}
          value={values.description}
          rows={3}
          disabled={disabled}
          aria-invalid={descriptionTooLong || errors.description ? true : undefined}
          aria-describedby={describedBy('description')}
          onChange={(event) => onDescriptionChange(event.target.value)}
        />
        {fieldError('description')}
      </div>

      <div className="space-y-2">
        <Label htmlFor={`${id}-website`}>Website</Label>
        <Input
          id={`${id}-website`}
          type="url"
          inputMode="url"
          placeholder="https://example.com"
          value={values.website}
          disabled={disabled}
          aria-invalid={errors.website ? true : undefined}
          aria-describedby={describedBy('website')}
          onChange={(event) => onWebsiteChange(event.target.value)}
        />
        {fieldError('website')}
      </div>
    </>
  );
}
