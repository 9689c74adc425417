// The merge step's custom fields (decision 054): one radio group per field whose values
// differ, the two values side by side like the built-in fields (a multi-select may keep
// both). The defaults are set once the workspace's fields have loaded.
import { useEffect, useId } from 'react';
import type { Client } from '@/core/client-schemas';
import { CUSTOM_FIELD_MESSAGES as M } from '@/core/messages';
import { Spinner } from '@/ui/spinner';
import { LoadError } from '@/web/components/load-error';
import { useCustomFields } from '@/web/features/settings/public';
import {
  type CustomChoices,
  customOptions,
  defaultCustomChoices,
  differingCustomFields,
} from './merge-choices';

export function CustomMergeFields({
  keep,
  other,
  choices,
  onChange,
}: {
  keep: Client;
  other: Client;
  choices: CustomChoices;
  onChange: (next: CustomChoices) => void;
}) {
  const baseId = useId();
  const fields = useCustomFields();
  const loaded = fields.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the defaults are set once per load, not on every pick
  useEffect(() => {
    if (loaded) onChange(defaultCustomChoices(keep, other, loaded));
  }, [loaded, keep.id, other.id]);

  if (fields.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner /> Loading custom fields...
      </p>
    );
  }
  if (fields.isError) {
    return <LoadError what={M.sectionTitle} error={fields.error} onRetry={fields.refetch} />;
  }
  const differing = differingCustomFields(keep, other, fields.data);
  if (differing.length === 0) return null;
  return differing.map((field) => {
    const name = `${baseId}-${field.id}`;
    return (
      <fieldset key={field.id} className="grid gap-1">
        <legend className="mb-1 text-sm font-medium">{field.label}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {customOptions(field, keep, other).map((option) => (
            <label
              key={option.value}
              className="flex min-w-0 items-start gap-2 rounded-lg border border-border p-2 text-sm"
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
                checked={choices[field.id] === option.value}
                onChange={() => onChange({ ...choices, [field.id]: option.value })}
              />
              <span className="min-w-0 break-words">{option.text}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  });
}
