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
import { MergeRadioGroup } from './merge-radio-group';

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
  return differing.map((field) => (
    <MergeRadioGroup
      key={field.id}
      name={`${baseId}-${field.id}`}
      label={field.label}
      options={customOptions(field, keep, other)}
      value={choices[field.id]}
      onChange={(value) => onChange({ ...choices, [field.id]: value })}
    />
  ));
}
