// The list's custom field filters (decision 049), kept in the page URL as the API reads
// them (`cf.<id>`, `cf.<id>.min`, `cf.<id>.max`, core/custom-field-filters.ts), so a
// filtered list is a link and a saved view stores it with the rest of the query. The
// list's requests read them with the other filters (use-clients-params.ts' readFilters).
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { CUSTOM_FILTER_PREFIX, customFilterParam } from '@/core/custom-field-filters';
import { type CustomField, parseAmountToCents } from '@/core/custom-field-schemas';
import { CUSTOM_FIELD_MESSAGES as M } from '@/core/messages';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { useCustomFields } from '@/web/features/settings/public';

type FilterProps = {
  field: CustomField;
  value: (name: string) => string;
  onChange: (name: string, value: string) => void;
};

/** A select filter: "any", then the choices (a checkbox's yes/no, a select's options). */
function ChoiceFilter({
  field,
  value,
  onChange,
  choices,
}: FilterProps & { choices: { value: string; label: string }[] }) {
  const id = useId();
  const one = customFilterParam(field.id);
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{field.label}</Label>
      <Select id={id} value={value(one)} onChange={(event) => onChange(one, event.target.value)}>
        <option value="">{M.filterAny}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * From–to for a number, an amount or a date: one input per bound. Amounts are typed in
 * units and kept in the URL in cents, as the API reads them.
 */
function RangeFilter({ field, value, onChange }: FilterProps) {
  const currency = field.type === 'currency';
  const type = field.type === 'date' ? 'date' : 'text';
  const bound = (end: 'min' | 'max') => {
    const name = customFilterParam(field.id, end);
    const raw = value(name);
    const set = (text: string) => {
      if (!currency || text.trim() === '') return onChange(name, text);
      const cents = parseAmountToCents(text);
      if (cents !== undefined) onChange(name, String(cents));
    };
    return (
      <Input
        aria-label={end === 'min' ? M.filterMin(field.label) : M.filterMax(field.label)}
        type={type}
        inputMode={type === 'text' ? 'decimal' : undefined}
        defaultValue={currency && raw !== '' ? String(Number(raw) / 100) : raw}
        onBlur={(event) => set(event.target.value)}
      />
    );
  };
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">{field.label}</legend>
      <div className="flex gap-2">
        {bound('min')}
        {bound('max')}
      </div>
    </fieldset>
  );
}

function TextFilter({ field, value, onChange }: FilterProps) {
  const id = useId();
  const one = customFilterParam(field.id);
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{M.filterContains(field.label)}</Label>
      <Input
        id={id}
        defaultValue={value(one)}
        maxLength={200}
        onBlur={(event) => onChange(one, event.target.value.trim())}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onChange(one, event.currentTarget.value.trim());
        }}
      />
    </div>
  );
}

function FieldFilter(props: FilterProps) {
  const { field } = props;
  switch (field.type) {
    case 'checkbox':
      return (
        <ChoiceFilter
          {...props}
          choices={[
            { value: 'true', label: M.filterYes },
            { value: 'false', label: M.filterNo },
          ]}
        />
      );
    case 'single_select':
    case 'multi_select':
      return (
        <ChoiceFilter
          {...props}
          choices={field.options.map((option) => ({ value: option.id, label: option.label }))}
        />
      );
    case 'number':
    case 'currency':
    case 'date':
      return <RangeFilter {...props} />;
    default:
      return <TextFilter {...props} />;
  }
}

/** One control per field; nothing when the workspace has no custom fields. */
export function CustomFieldFilters() {
  const fields = useCustomFields();
  const [searchParams, setSearchParams] = useSearchParams();
  if (!fields.data || fields.data.length === 0) return null;
  const active = [...searchParams.keys()].some((name) => name.startsWith(CUSTOM_FILTER_PREFIX));
  const change = (name: string, value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const clear = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of [...next.keys()]) {
          if (name.startsWith(CUSTOM_FILTER_PREFIX)) next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  return (
    <details className="rounded-lg border px-3 py-2" open={active}>
      <summary className="cursor-pointer text-sm font-medium">{M.filterTitle}</summary>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {fields.data.map((field) => (
          <FieldFilter
            key={field.id}
            field={field}
            value={(name) => searchParams.get(name) ?? ''}
            onChange={change}
          />
        ))}
      </div>
      {active ? (
        <Button className="mt-3" variant="ghost" size="sm" onClick={clear}>
          {M.clearFilters}
        </Button>
      ) : null}
    </details>
  );
}
