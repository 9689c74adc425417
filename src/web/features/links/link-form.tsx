// The add and edit form of a link. It checks the same rules as the server (shared zod
// schema, same messages) before sending, and shows the server's answer if it differs.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { LINK_DESCRIPTION_MAX, LINK_TITLE_MAX, ZLinkCreate } from '@/core/link-schemas';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { FormAlert } from '@/web/components/form-alert';
import { refusalErrors } from '@/web/lib/form-errors';

export type LinkFormValues = { title: string; url: string; description: string };

type FieldErrors = Partial<Record<keyof LinkFormValues | 'form', string>>;

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
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const titleInput = useRef<HTMLInputElement>(null);
  const [shouldFocusTitle, setShouldFocusTitle] = useState(false);

  // After an add, the cleared form is ready for the next link (once it is unlocked).
  useEffect(() => {
    if (!shouldFocusTitle || isSaving) return;
    titleInput.current?.focus();
    setShouldFocusTitle(false);
  }, [shouldFocusTitle, isSaving]);

  const set = (field: keyof LinkFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = ZLinkCreate.safeParse(values);
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? 'form') as keyof FieldErrors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      await onSubmit(values);
      if (initial === EMPTY) {
        setValues(EMPTY);
        setShouldFocusTitle(true);
      }
    } catch (error) {
      setErrors(refusalErrors(error, ['title', 'url', 'description']));
    } finally {
      setIsSaving(false);
    }
  }

  const field = (name: keyof LinkFormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    value: values[name],
    onChange: set(name),
  });

  const message = (name: keyof LinkFormValues) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive" role="alert">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate>
      {/* Locked while saving: what is typed meanwhile would be lost when the form clears. */}
      <fieldset disabled={isSaving} className="grid min-w-0 gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-title`}>Title</Label>
            <Input
              {...field('title')}
              ref={titleInput}
              maxLength={LINK_TITLE_MAX}
              placeholder="My website"
            />
            {message('title')}
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-url`}>URL</Label>
            <Input {...field('url')} inputMode="url" placeholder="https://example.com" />
            {message('url')}
          </div>
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-description`}>Description (optional)</Label>
          <Input
            {...field('description')}
            maxLength={LINK_DESCRIPTION_MAX}
            placeholder="A few words about this link"
          />
          {message('description')}
        </div>
        <FormAlert message={errors.form} fieldErrors={errors} />
        <div className="flex flex-wrap justify-end gap-2">
          {onCancel ? (
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Saving…' : submitLabel}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
