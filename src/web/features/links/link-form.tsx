// The add and edit form of a link or section header on the shared form scaffold: the
// same rules as the server (shared zod schema, same messages) before sending, and the
// server's answer if it differs. A link's schedule is typed in the owner's time zone.
import { useEffect, useState } from 'react';
import { instantToLocalDateTime, localDateTimeToInstant } from '@/core/link-schedule';
import {
  LINK_DESCRIPTION_MAX,
  LINK_TITLE_MAX,
  type LinkKind,
  ZLinkCreate,
} from '@/core/link-schemas';
import { Input } from '@/ui/input';
import { Form, FormActions, FormError, FormFields } from '@/web/components/form/form';
import { FormField } from '@/web/components/form/form-field';
import { useScaleForm } from '@/web/components/form/use-scale-form';

export type LinkFormValues = {
  title: string;
  url: string;
  description: string;
  /** 'YYYY-MM-DDTHH:MM' in the owner's zone, or '' for none. */
  showFrom: string;
  showUntil: string;
};

/** What the form saves, ready for the API: a header sends its title only. */
export type LinkFormResult =
  | { kind: 'header'; title: string }
  | {
      kind: 'link';
      title: string;
      url: string;
      description: string;
      showFrom: string | null;
      showUntil: string | null;
    };

const EMPTY: LinkFormValues = { title: '', url: '', description: '', showFrom: '', showUntil: '' };

/** A stored link's values as the form shows them, its schedule in `timeZone`. */
export function formValuesOf(
  link: {
    title: string;
    url: string | null;
    description: string | null;
    showFrom: string | null;
    showUntil: string | null;
  },
  timeZone: string,
): LinkFormValues {
  return {
    title: link.title,
    url: link.url ?? '',
    description: link.description ?? '',
    showFrom: link.showFrom ? instantToLocalDateTime(link.showFrom, timeZone) : '',
    showUntil: link.showUntil ? instantToLocalDateTime(link.showUntil, timeZone) : '',
  };
}

/** A typed wall time as the API's instant; what is not one goes as typed (and is refused). */
function toInstant(local: string, timeZone: string): string | null {
  if (local.trim() === '') return null;
  return localDateTimeToInstant(local, timeZone)?.toISOString() ?? local;
}

export function LinkForm({
  kind = 'link',
  timeZone,
  initial = EMPTY,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  kind?: LinkKind;
  /** The owner's zone: the schedule is typed and shown in it. */
  timeZone: string;
  initial?: LinkFormValues;
  submitLabel: string;
  /** Resolves when saved; a rejection's message is shown in the form. */
  onSubmit: (values: LinkFormResult) => Promise<void>;
  onCancel?: () => void;
}) {
  const [shouldFocusTitle, setShouldFocusTitle] = useState(false);
  const isHeader = kind === 'header';
  const form = useScaleForm({
    defaultValues: initial,
    schema: ZLinkCreate,
    toInput: (values) =>
      isHeader
        ? { kind: 'header', title: values.title }
        : {
            title: values.title,
            url: values.url,
            description: values.description,
            showFrom: toInstant(values.showFrom, timeZone),
            showUntil: toInstant(values.showUntil, timeZone),
          },
    onSubmit: async (checked, values) => {
      // The address as it will be stored ("example.com" completed to https://), so the
      // list shows at once what the server saves.
      await onSubmit(
        isHeader
          ? { kind: 'header', title: values.title }
          : {
              kind: 'link',
              title: values.title,
              url: checked.url ?? values.url,
              description: values.description,
              showFrom: checked.showFrom?.toISOString() ?? null,
              showUntil: checked.showUntil?.toISOString() ?? null,
            },
      );
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

  if (isHeader) {
    return (
      <Form form={form}>
        <FormFields className="gap-3">
          <FormField
            name="title"
            label="Section title"
            hint="Shown as a heading above the links that follow it."
          >
            {(control) => <Input {...control} maxLength={LINK_TITLE_MAX} placeholder="Podcasts" />}
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
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium">
            Schedule (optional){' '}
            <span className="font-normal text-muted-foreground">· times in {timeZone}</span>
          </legend>
          <FormField name="showFrom" label="Show from">
            {(control) => <Input {...control} type="datetime-local" />}
          </FormField>
          <FormField name="showUntil" label="Show until">
            {(control) => <Input {...control} type="datetime-local" />}
          </FormField>
        </fieldset>
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
