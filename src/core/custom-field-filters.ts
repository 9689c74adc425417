// The list's custom field filters as query parameters (issue 20, decision 049), read by
// the server and written by the web's filter controls, so a filtered list is a URL:
//   cf.<id>=text            text, long text, URL: contains (case-insensitive)
//   cf.<id>=true|false      checkbox (false: not ticked, blank included)
//   cf.<id>=<opt>,<opt>     single select: one of these; multi-select: has any of these
//   cf.<id>.min / .max      number, currency (cents), date (YYYY-MM-DD): a range, ends included
import { type CustomField, isIsoDate } from './custom-field-schemas';
import { CUSTOM_FIELD_MESSAGES as M } from './messages';

export const CUSTOM_FILTER_PREFIX = 'cf.';

export type CustomFieldFilter =
  | { field: CustomField; kind: 'contains'; text: string }
  | { field: CustomField; kind: 'checked'; checked: boolean }
  | { field: CustomField; kind: 'anyOf'; optionIds: string[] }
  | { field: CustomField; kind: 'range'; min?: number | string; max?: number | string };

/** The parameter names a field's filter uses. */
export const customFilterParam = (fieldId: string, end?: 'min' | 'max') =>
  `${CUSTOM_FILTER_PREFIX}${fieldId}${end ? `.${end}` : ''}`;

const isRanged = (field: CustomField) =>
  field.type === 'number' || field.type === 'currency' || field.type === 'date';

function rangeEnd(
  field: CustomField,
  text: string | undefined,
): number | string | undefined | Error {
  if (text === undefined || text === '') return undefined;
  if (field.type === 'date') return isIsoDate(text) ? text : new Error(M.dateExpected(field.label));
  const number = Number(text);
  if (!Number.isFinite(number) || text.trim() === '')
    return new Error(M.numberExpected(field.label));
  return number;
}

/**
 * The filters the parameters ask for, over the workspace's `fields`. A parameter naming
 * a field the workspace no longer has is left out (a bookmarked or saved view still
 * opens); an unreadable value is an error naming its parameter.
 */
export function readCustomFilters(
  params: Readonly<Record<string, string>>,
  fields: readonly CustomField[],
): { filters: CustomFieldFilter[]; errors: Record<string, string> } {
  const filters: CustomFieldFilter[] = [];
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = params[customFilterParam(field.id)]?.trim();
    if (isRanged(field)) {
      const min = rangeEnd(field, params[customFilterParam(field.id, 'min')]?.trim());
      const max = rangeEnd(field, params[customFilterParam(field.id, 'max')]?.trim());
      if (min instanceof Error) errors[customFilterParam(field.id, 'min')] = min.message;
      if (max instanceof Error) errors[customFilterParam(field.id, 'max')] = max.message;
      if (min instanceof Error || max instanceof Error) continue;
      if (min !== undefined || max !== undefined) {
        filters.push({
          field,
          kind: 'range',
          ...(min !== undefined ? { min } : {}),
          ...(max !== undefined ? { max } : {}),
        });
      }
      continue;
    }
    if (!value) continue;
    switch (field.type) {
      case 'checkbox':
        if (value === 'true' || value === 'false') {
          filters.push({ field, kind: 'checked', checked: value === 'true' });
        } else errors[customFilterParam(field.id)] = M.checkboxExpected(field.label);
        break;
      case 'single_select':
      case 'multi_select': {
        const known = new Set(field.options.map((option) => option.id));
        const optionIds = value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean);
        if (
          optionIds.length === 0 ||
          optionIds.length > 100 ||
          !optionIds.every((id) => known.has(id))
        ) {
          errors[customFilterParam(field.id)] = M.optionExpected(field.label);
        } else filters.push({ field, kind: 'anyOf', optionIds });
        break;
      }
      default:
        if (value.length > 200)
          errors[customFilterParam(field.id)] = M.textTooLong(field.label, 200);
        else filters.push({ field, kind: 'contains', text: value });
    }
  }
  return { filters, errors };
}
