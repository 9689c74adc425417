// The title, description and tags of a document: the upload form and the edit dialog
// share them, with the limits counted as one types and the schema's messages below.
import {
  DOCUMENT_DESCRIPTION_MAX,
  DOCUMENT_TAG_MAX,
  DOCUMENT_TITLE_MAX,
} from '@/core/document-schemas';
import { describedBy, FieldMessage } from '@/web/components/field-message';
import { LengthCounter } from '@/web/components/length-counter';
import { TagsInput } from '@/web/components/tags-input';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';

export type DetailsValues = { title: string; description: string; tags: string[] };
export type DetailsErrors = Partial<Record<keyof DetailsValues | 'form', string>>;

/** The first message of each field from a failed zod parse or the server's `fields`. */
export function detailsErrors(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): DetailsErrors {
  const found: DetailsErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    const key = (
      ['title', 'description', 'tags'].includes(field) ? field : 'form'
    ) as keyof DetailsErrors;
    found[key] ??= issue.message;
  }
  return found;
}

export function DocumentDetailsFields({
  id,
  values,
  errors,
  onChange,
}: {
  id: string;
  values: DetailsValues;
  errors: DetailsErrors;
  onChange: (values: DetailsValues) => void;
}) {
  return (
    <>
      <div className="grid gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <LengthCounter length={values.title.length} max={DOCUMENT_TITLE_MAX} />
        </div>
        <Input
          id={`${id}-title`}
          value={values.title}
          onChange={(event) => onChange({ ...values, title: event.target.value })}
          {...describedBy(`${id}-title`, errors.title)}
        />
        <FieldMessage id={`${id}-title-error`} message={errors.title} />
      </div>
      <div className="grid gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={`${id}-description`}>Description (optional)</Label>
          <LengthCounter length={values.description.length} max={DOCUMENT_DESCRIPTION_MAX} />
        </div>
        <Textarea
          id={`${id}-description`}
          rows={3}
          value={values.description}
          onChange={(event) => onChange({ ...values, description: event.target.value })}
          {...describedBy(`${id}-description`, errors.description)}
        />
        <FieldMessage id={`${id}-description-error`} message={errors.description} />
      </div>
      <TagsInput
        id={`${id}-tags`}
        tags={values.tags}
        error={errors.tags}
        onChange={(tags) => onChange({ ...values, tags })}
        maxLength={DOCUMENT_TAG_MAX}
        placeholder="e.g. vip"
      />
    </>
  );
}
