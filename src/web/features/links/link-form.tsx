// The add and edit form of a link on the shared form scaffold: the same rules as the
// server (shared zod schema, same messages) before sending, and the server's answer if
// it differs.
import { useEffect, useState } from 'react';
import { LINK_DESCRIPTION_MAX, LINK_TITLE_MAX, ZLinkCreate } from '@/core/link-schemas';
import { Input } from '@/ui/input';
import { Form, FormActions, FormError, FormFields } from '@/web/components/form/form';
import { FormField } from '@/web/components/form/form-field';
import { useScaleForm } from '@/web/components/form/use-scale-form';

export type LinkFormValues = { title: string; url: string; description: string };

const EMPTY: LinkFormValues = { title: '', url: '', description: '' };

export function LinkForm({
  initial = EMPTY,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: LinkFormValues;
  submitLabel: string;
  /** Resolves when saved; a rejection's message is shown in the form. */
  onSubmit: (values: LinkFormValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const [shouldFocusTitle, setShouldFocusTitle] = useState(false);
  const form = useScaleForm({
    defaultValues: initial,
    schema: ZLinkCreate,
    onSubmit: async (checked, values) => {
      // The address as it will be stored ("example.com" completed to https://), so the
      // list shows at once what the server saves.
      await onSubmit({ ...values, url: checked.url });
      if (initial === EMPTY) {
        form.reset(EMPTY);
        setShouldFocusTitle(true);
      }
    },
  });

  // After an add, the cleared form is ready for the next link (once it is unlocked).
  const { isSaving, setFocus } = form;
  useEffect(() => {
    if (!shouldFocusTitle || isSaving) return;
    setFocus('title');
    setShouldFocusTitle(false);
  }, [shouldFocusTitle, isSaving, setFocus]);

  return (
    <Form form={form}>
      {/* Locked while saving: what is typed meanwhile would be lost when the form clears. */}
      <FormFields className="gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField name="title" label="Title">
            {(control) => (
              <Input {...control} maxLength={LINK_TITLE_MAX} placeholder="My website" />
            )}
          </FormField>
          <FormField name="url" label="URL">
            {(control) => <Input {...control} inputMode="url" placeholder="https://example.com" />}
          </FormField>
        </div>
        <FormField name="description" label="Description (optional)">
          {(control) => (
            <Input
              {...control}
              maxLength={LINK_DESCRIPTION_MAX}
              placeholder="A few words about this link"
            />
          )}
        </FormField>
        <FormError />
        <FormActions
          submitLabel={submitLabel}
          onCancel={onCancel}
          className="flex-row flex-wrap justify-end"
        />
      </FormFields>
    </Form>
  );
}
