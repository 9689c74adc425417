// The detail panel's custom fields (decision 049): each field's value as people read it,
// and — for those who may edit the client — an editor with the right input per type.
// Saving sends only customValues; the server checks them and a refusal is shown under
// its field, nothing else changed.
import { useId, useState } from 'react';
import type { Client } from '@/core/client-schemas';
import { formatCents } from '@/core/clients';
import { type CustomField, customValueToText } from '@/core/custom-field-schemas';
import { CUSTOM_FIELD_MESSAGES as M } from '@/core/messages';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { LoadError } from '@/web/components/load-error';
import { useCustomFields } from '@/web/features/settings/public';
import { isApiError } from '@/web/lib/api';
import { useUpdateClient } from '../api/save-client';
import { CustomFieldEditor, type DraftValue, fromDraft, toDraft } from './custom-field-input';

function shown(field: CustomField, value: unknown) {
  if (value === null || value === undefined)
    return <span className="text-muted-foreground">—</span>;
  if (field.type === 'currency' && typeof value === 'number') return formatCents(value);
  if (field.type === 'url' && typeof value === 'string') {
    // Only http(s) addresses are ever stored (the server refuses javascript: and the like).
    return (
      <a
        className="text-primary underline break-all"
        href={value}
        target="_blank"
        rel="noopener noreferrer"
      >
        {value}
      </a>
    );
  }
  if (field.type === 'long_text')
    return <span className="whitespace-pre-wrap">{String(value)}</span>;
  return customValueToText(field, value);
}

export function CustomValuesSection({ client, mayEdit }: { client: Client; mayEdit: boolean }) {
  const id = useId();
  const fields = useCustomFields();
  const update = useUpdateClient();
  const [draft, setDraft] = useState<Record<string, DraftValue> | null>(null);

  if (fields.isPending) return <Skeleton className="h-16 w-full" />;
  if (fields.isError) {
    return <LoadError what={M.sectionTitle} error={fields.error} onRetry={fields.refetch} />;
  }
  if (fields.data.length === 0) return null;
  const errors = isApiError(update.error) ? (update.error.fields ?? {}) : {};

  const startEditing = () =>
    setDraft(
      Object.fromEntries(
        fields.data.map((field) => [field.id, toDraft(field, client.customValues[field.id])]),
      ),
    );
  const save = () => {
    if (!draft) return;
    const customValues = Object.fromEntries(
      fields.data.map((field) => [field.id, fromDraft(field, draft[field.id] ?? '')]),
    );
    update.mutate(
      { id: client.id, changes: { customValues } },
      { onSuccess: () => setDraft(null) },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 border-t pt-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          {M.sectionTitle}
        </h3>
        {mayEdit && !draft ? (
          <Button variant="outline" size="sm" onClick={startEditing}>
            {M.editValues}
          </Button>
        ) : null}
      </div>
      {draft ? (
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          {fields.data.map((field) => (
            <CustomFieldEditor
              key={field.id}
              field={field}
              id={`${id}-${field.id}`}
              value={draft[field.id] ?? ''}
              error={errors[`customValues.${field.id}`]}
              onChange={(value) => setDraft((d) => ({ ...(d ?? {}), [field.id]: value }))}
            />
          ))}
          {update.error && Object.keys(errors).length === 0 ? (
            <p role="alert" className="text-sm text-destructive">
              {update.error.message}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button type="submit" disabled={update.isPending}>
              Save
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                update.reset();
                setDraft(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {fields.data.map((field) => (
            <div key={field.id} className="contents">
              <dt className="text-muted-foreground">{field.label}</dt>
              <dd className="min-w-0">{shown(field, client.customValues[field.id])}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
