// One custom field's input, by its type (decision 049), and the conversion between what
// the input holds (text, a tick, chosen option ids) and the value the API stores. A
// value the input cannot turn into its type is sent as typed, so the server's message
// for that field is the one shown.
import {
  type CustomField,
  customValueToText,
  parseAmountToCents,
} from '@/core/custom-field-schemas';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';

export type DraftValue = string | boolean | string[];

export function toDraft(field: CustomField, value: unknown): DraftValue {
  switch (field.type) {
    case 'checkbox':
      return value === true;
    case 'multi_select':
      return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
    case 'single_select':
      return typeof value === 'string' ? value : '';
    case 'currency':
      return customValueToText(field, value);
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

type CustomFieldInputProps = {
  field: CustomField;
  id: string;
  value: DraftValue;
  error?: string | undefined;
  onChange: (value: DraftValue) => void;
};

export function fromDraft(field: CustomField, draft: DraftValue): unknown {
  if (typeof draft === 'boolean') return draft;
  if (Array.isArray(draft)) return draft.length === 0 ? null : draft;
  const text = draft.trim();
  if (text === '') return null;
  if (field.type === 'number') return Number.isFinite(Number(text)) ? Number(text) : text;
  if (field.type === 'currency') return parseAmountToCents(text) ?? text;
  return text;
}

export function CustomFieldInput({ field, id, value, error, onChange }: CustomFieldInputProps) {
  const invalid = error ? true : undefined;
  const described = error ? `${id}-error` : undefined;
  switch (field.type) {
    case 'checkbox':
      return (
        <input
          id={id}
          type="checkbox"
          className="size-4"
          checked={value === true}
          aria-invalid={invalid}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
    case 'single_select':
      return (
        <Select
          id={id}
          value={typeof value === 'string' ? value : ''}
          aria-invalid={invalid}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">—</option>
          {field.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </Select>
      );
    case 'multi_select': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <div id={id} className="flex flex-wrap gap-3" aria-describedby={described}>
          {field.options.map((option) => (
            <label key={option.id} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={chosen.includes(option.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, option.id]
                      : chosen.filter((candidate) => candidate !== option.id),
                  )
                }
              />
              {option.label}
            </label>
          ))}
        </div>
      );
    }
    case 'long_text':
      return (
        <Textarea
          id={id}
          value={String(value)}
          maxLength={10_000}
          aria-invalid={invalid}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    default:
      return (
        <Input
          id={id}
          type={field.type === 'date' ? 'date' : field.type === 'url' ? 'url' : 'text'}
          inputMode={field.type === 'number' || field.type === 'currency' ? 'decimal' : undefined}
          value={String(value)}
          aria-invalid={invalid}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

/** A field's label, input and the server's message for it (customValues.<id>). */
export function CustomFieldEditor({ field, id, value, error, onChange }: CustomFieldInputProps) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{field.label}</Label>
      <CustomFieldInput field={field} id={id} value={value} error={error} onChange={onChange} />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The customValues a save sends: the fields whose inputs were touched, as stored values.
 * An edit sends an emptied field as null (the server clears it); a new client leaves it out.
 */
export function customValuesInput(
  fields: readonly CustomField[],
  drafts: Record<string, DraftValue>,
  mode: 'create' | 'edit',
): Record<string, unknown> | undefined {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const draft = drafts[field.id];
    if (draft === undefined) continue;
    const value = fromDraft(field, draft);
    if (value === null && mode === 'create') continue;
    values[field.id] = value;
  }
  return Object.keys(values).length > 0 ? values : undefined;
}
