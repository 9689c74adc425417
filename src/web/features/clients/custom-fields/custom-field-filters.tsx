// The list's custom field filters (decision 049), kept in the page URL as the API reads
// them (`cf.<id>`, `cf.<id>.min`, `cf.<id>.max`, core/custom-field-filters.ts), so a
// filtered list is a link and a saved view stores it with the rest of the query.
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

/** The page URL's cf.* parameters as the list request's query (stable order for the cache key). */
export function useCustomFilterQuery(): string {
  const [searchParams] = useSearchParams();
  const entries = [...searchParams.entries()]
    .filter(([name, value]) => name.startsWith(CUSTOM_FILTER_PREFIX) && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return new URLSearchParams(entries).toString();
}

function FieldFilter({
  field,
  value,
  onChange,
}: {
  field: CustomField;
  value: (name: string) => string;
  onChange: (name: string, value: string) => void;
}) {
  const id = useId();
  const one = customFilterParam(field.id);
  switch (field.type) {
    case 'checkbox':
      return (
        <div className="space-y-1">
          <Label htmlFor={id}>{field.label}</Label>
          <Select
            id={id}
            value={value(one)}
            onChange={(event) => onChange(one, event.target.value)}
          >
            <option value="">{M.filterAny}</option>
            <option value="true">{M.filterYes}</option>
            <option value="false">{M.filterNo}</option>
          </Select>
        </div>
      );
    case 'single_select':
    case 'multi_select':
      return (
        <div className="space-y-1">
          <Label htmlFor={id}>{field.label}</Label>
          <Select
            id={id}
            value={value(one)}
            onChange={(event) => onChange(one, event.target.value)}
          >
            <option value="">{M.filterAny}</option>
            {field.options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
      );
    case 'number':
    case 'currency':
    case 'date': {
      const min = customFilterParam(field.id, 'min');
      const max = customFilterParam(field.id, 'max');
      // Amounts are typed in units and kept in the URL in cents, as the API reads them.
      const shown = (name: string) => {
        const raw = value(name);
        return field.type === 'currency' && raw !== '' ? String(Number(raw) / 100) : raw;
      };
      const set = (name: string, text: string) => {
        if (field.type !== 'currency' || text.trim() === '') return onChange(name, text);
        const cents = parseAmountToCents(text);
        if (cents !== undefined) onChange(name, String(cents));
      };
      const type = field.type === 'date' ? 'date' : 'text';
      return (
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">{field.label}</legend>
          <div className="flex gap-2">
            <Input
              aria-label={M.filterMin(field.label)}
              type={type}
              inputMode={type === 'text' ? 'decimal' : undefined}
              defaultValue={shown(min)}
              onBlur={(event) => set(min, event.target.value)}
            />
            <Input
              aria-label={M.filterMax(field.label)}
              type={type}
              inputMode={type === 'text' ? 'decimal' : undefined}
              defaultValue={shown(max)}
              onBlur={(event) => set(max, event.target.value)}
            />
          </div>
        </fieldset>
      );
    }
    default:
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
