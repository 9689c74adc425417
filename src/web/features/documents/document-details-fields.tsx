// The title, description and tags of a document: the upload form and the edit dialog
// share them, with the limits counted as one types and the schema's messages below.
import {
  DOCUMENT_DESCRIPTION_MAX,
  DOCUMENT_TAG_MAX,
  DOCUMENT_TITLE_MAX,
} from '@/core/document-schemas';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { CountedField } from '@/web/components/counted-field';
import { TagsInput } from '@/web/components/tags-input';

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
      <CountedField
        id={`${id}-title`}
        label="Title"
        length={values.title.length}
        max={DOCUMENT_TITLE_MAX}
        error={errors.title}
      >
        {(control) => (
          <Input
            {...control}
            value={values.title}
            onChange={(event) => onChange({ ...values, title: event.target.value })}
          />
        )}
      </CountedField>
      <CountedField
        id={`${id}-description`}
        label="Description (optional)"
        length={values.description.length}
        max={DOCUMENT_DESCRIPTION_MAX}
        error={errors.description}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={values.description}
            onChange={(event) => onChange({ ...values, description: event.target.value })}
          />
        )}
      </CountedField>
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
