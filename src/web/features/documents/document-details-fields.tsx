// The title, description and tags of a document: the upload form and the edit dialog
// share them, with the limits counted as one types and the schema's messages below.
import {
  DOCUMENT_DESCRIPTION_MAX,
  DOCUMENT_TAG_MAX,
  DOCUMENT_TITLE_MAX,
} from '@/core/document-schemas';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { FormField, FormValue, useFormField } from '@/web/components/form/form-field';
import { TagsInput } from '@/web/components/tags-input';

export type DetailsValues = { title: string; description: string; tags: string[] };

/** The fields, inside a form made with useScaleForm over DetailsValues. */
export function DocumentDetailsFields() {
  const tags = useFormField('tags');
  return (
    <>
      <FormField name="title" label="Title" max={DOCUMENT_TITLE_MAX}>
        {(control) => <Input {...control} />}
      </FormField>
      <FormField name="description" label="Description (optional)" max={DOCUMENT_DESCRIPTION_MAX}>
        {(control) => <Textarea {...control} rows={3} />}
      </FormField>
      <FormValue<string[]> name="tags">
        {(value, onChange) => (
          <TagsInput
            id={tags.id}
            tags={value}
            error={tags.error}
            onChange={onChange}
            maxLength={DOCUMENT_TAG_MAX}
            placeholder="e.g. vip"
          />
        )}
      </FormValue>
    </>
  );
}
