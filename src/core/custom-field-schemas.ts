// Custom fields per workspace (issue 20, decision 049): their definitions, and how a
// value of each type is checked, read from an import's text and written to an export.
// The server checks every value against the workspace's definitions before it writes
// (the authority); the web form runs the same checks before sending.
import { z } from 'zod';
import { CUSTOM_FIELD_MESSAGES as M } from './messages';

export const CUSTOM_FIELD_TYPES = [
  'text',
  'long_text',
  'number',
  'currency',
  'date',
  'checkbox',
  'single_select',
  'multi_select',
  'url',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export const CUSTOM_FIELDS_MAX = 50;
export const CUSTOM_FIELD_LABEL_MAX = 60;
export const CUSTOM_FIELD_OPTIONS_MAX = 100;
export const CUSTOM_TEXT_MAX = 200;
export const CUSTOM_LONG_TEXT_MAX = 10_000;
export const CUSTOM_URL_MAX = 2048;
/** Beyond this a number stops being exact in JSON and in the browser. */
export const CUSTOM_NUMBER_MAX = 1e15;
/** The same ceiling as a client's estimated value: $10 billion in cents. */
export const CUSTOM_CURRENCY_MAX_CENTS = 1_000_000_000_000;

export const ZCustomFieldOption = z
  .object({ id: z.string(), label: z.string() })
  .meta({ id: 'CustomFieldOption' });
export type CustomFieldOption = z.infer<typeof ZCustomFieldOption>;
export const ZCustomField = z
  .object({
    id: z.uuid(),
    label: z.string(),
    type: z.enum(CUSTOM_FIELD_TYPES),
    /** Only selects have options; renaming one keeps the values that point at its id. */
    options: z
      .array(ZCustomFieldOption)
      .describe('Only selects have options; renaming one keeps the values that point at its id'),
    position: z.number().int(),
  })
  .meta({ id: 'CustomField' });
export type CustomField = z.infer<typeof ZCustomField>;
/** GET /client-fields and PUT /client-fields/order: the workspace's fields in order. */
export const ZCustomFieldList = z
  .object({ items: z.array(ZCustomField) })
  .meta({ id: 'CustomFieldList' });

export const isSelect = (type: CustomFieldType) =>
  type === 'single_select' || type === 'multi_select';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are no label
const CONTROL = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are no text
const LONG_TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const label = z
  .string(M.labelRequired)
  .trim()
  .min(1, M.labelRequired)
  .max(CUSTOM_FIELD_LABEL_MAX, M.labelTooLong(CUSTOM_FIELD_LABEL_MAX))
  .refine((value) => !CONTROL.test(value), M.labelRequired);

const optionLabel = z
  .string(M.optionLabelRequired)
  .trim()
  .min(1, M.optionLabelRequired)
  .max(CUSTOM_FIELD_LABEL_MAX, M.optionLabelTooLong(CUSTOM_FIELD_LABEL_MAX))
  .refine((value) => !CONTROL.test(value), M.optionLabelRequired);

/** An option as sent: an existing option keeps its id (a rename), a new one has none. */
const ZOptionInput = z.object({ id: z.uuid(M.unknownOption).optional(), label: optionLabel });

const options = z
  .array(ZOptionInput)
  .max(CUSTOM_FIELD_OPTIONS_MAX, M.tooManyOptions(CUSTOM_FIELD_OPTIONS_MAX))
  .refine((list) => {
    const seen = new Set(list.map((option) => option.label.toLowerCase()));
    return seen.size === list.length;
  }, M.optionLabelsRepeat);

export const ZCustomFieldCreate = z
  .object({
    label,
    type: z.enum(CUSTOM_FIELD_TYPES, M.unknownType),
    options: options.default([]),
  })
  .superRefine((input, ctx) => {
    if (isSelect(input.type) && input.options.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: M.optionsRequired });
    }
  });
export type CustomFieldCreate = z.output<typeof ZCustomFieldCreate>;

/** A field's type is fixed once made: its stored values were checked as that type. */
export const ZCustomFieldUpdate = z
  .object({ label: label.optional(), options: options.optional(), type: z.string().optional() })
  .refine(
    (value) => value.label !== undefined || value.options !== undefined || value.type !== undefined,
    M.labelRequired,
  );
export type CustomFieldUpdate = z.output<typeof ZCustomFieldUpdate>;

export const ZCustomFieldReorder = z.object({
  ids: z.array(z.uuid(M.fieldNotFound)).max(CUSTOM_FIELDS_MAX + 1, M.reorderMismatch),
});

/** What a client create or update carries: a value per field id; null (or "") clears it. */
export const ZCustomValuesInput = z.record(z.string().max(100), z.unknown());

type Checked = { ok: true; value: unknown } | { ok: false; message: string };
const fail = (message: string): Checked => ({ ok: false, message });
const ok = (value: unknown): Checked => ({ ok: true, value });

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Only http(s) with a host: a value people click must not run script (javascript:). */
export function isCustomUrl(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters trick scheme filters
  if (value.length > CUSTOM_URL_MAX || /[\u0000-\u0020\u007f]/.test(value)) return false;
  if (!/^https?:\/\/[^/\\?#@]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function checkText(field: CustomField, value: unknown, max: number): Checked {
  if (typeof value !== 'string') return fail(M.textExpected(field.label));
  const text = value.trim();
  if (text.length > max) return fail(M.textTooLong(field.label, max));
  // NUL cannot be stored in PostgreSQL text; other control characters are no text
  // either (a long text keeps its line breaks and tabs).
  const control = field.type === 'long_text' ? LONG_TEXT_CONTROL : CONTROL;
  if (control.test(text)) return fail(M.textExpected(field.label));
  return ok(text === '' ? null : text);
}

/**
 * One value checked as its field's type: `{ ok, value }` with the value as stored (null
 * = cleared), or the message the form shows under that field.
 */
export function checkCustomValue(field: CustomField, value: unknown): Checked {
  if (value === null || value === undefined) return ok(null);
  const optionIds = new Set(field.options.map((option) => option.id));
  switch (field.type) {
    case 'text':
      return checkText(field, value, CUSTOM_TEXT_MAX);
    case 'long_text':
      return checkText(field, value, CUSTOM_LONG_TEXT_MAX);
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return fail(M.numberExpected(field.label));
      }
      if (Math.abs(value) > CUSTOM_NUMBER_MAX) return fail(M.numberTooLarge(field.label));
      return ok(value);
    case 'currency':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
        return fail(M.currencyExpected(field.label));
      }
      if (Math.abs(value) > CUSTOM_CURRENCY_MAX_CENTS) return fail(M.numberTooLarge(field.label));
      return ok(value);
    case 'date':
      if (value === '') return ok(null);
      return typeof value === 'string' && isIsoDate(value)
        ? ok(value)
        : fail(M.dateExpected(field.label));
    case 'checkbox':
      return typeof value === 'boolean' ? ok(value) : fail(M.checkboxExpected(field.label));
    case 'single_select':
      if (value === '') return ok(null);
      return typeof value === 'string' && optionIds.has(value)
        ? ok(value)
        : fail(M.optionExpected(field.label));
    case 'multi_select': {
      if (!Array.isArray(value) || value.length > CUSTOM_FIELD_OPTIONS_MAX) {
        return fail(M.optionsExpected(field.label));
      }
      if (!value.every((id) => typeof id === 'string' && optionIds.has(id))) {
        return fail(M.optionsExpected(field.label));
      }
      // In the field's own option order, each once.
      const chosen = field.options.map((o) => o.id).filter((id) => value.includes(id));
      return ok(chosen.length === 0 ? null : chosen);
    }
    case 'url': {
      if (typeof value !== 'string') return fail(M.urlExpected(field.label));
      const text = value.trim();
      if (text === '') return ok(null);
      return isCustomUrl(text) ? ok(text) : fail(M.urlExpected(field.label));
    }
  }
}

export type CheckedCustomValues = {
  /** Field id → value as stored, or null to clear that field. */
  values: Record<string, unknown>;
  /** `customValues.<fieldId>` → message, as the API's 400 names fields. */
  errors: Record<string, string>;
};

/** Every sent value against the workspace's fields: an unknown field id is an error too. */
export function checkCustomValues(
  fields: readonly CustomField[],
  input: Record<string, unknown>,
): CheckedCustomValues {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [id, value] of Object.entries(input)) {
    const field = byId.get(id);
    if (!field) {
      errors[`customValues.${id}`] = M.unknownField;
      continue;
    }
    const checked = checkCustomValue(field, value);
    if (checked.ok) values[id] = checked.value;
    else errors[`customValues.${id}`] = checked.message;
  }
  return { values, errors };
}

/** "$1,250.50", "1250,50 €", "-3" → cents; undefined when it is no amount. */
export function parseAmountToCents(text: string): number | undefined {
  const cleaned = text.replace(/[\s$€£¥]|[A-Z]{3}/g, '');
  const negative = cleaned.startsWith('-');
  const digits = negative ? cleaned.slice(1) : cleaned;
  if (!/^\d[\d.,]*$/.test(digits)) return undefined;
  // The last separator followed by one or two digits is the decimal mark.
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(/[.,]/g, '');
  const cents = Number(whole) * 100 + (decimal ? Number((decimal[1] ?? '').padEnd(2, '0')) : 0);
  const signed = negative ? -cents : cents;
  return Number.isSafeInteger(signed) ? signed : undefined;
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'x', 'on', 'ja', 'oui', 'sí', 'si']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'off', 'nein', 'non']);

/**
 * A value of `field` from an import's cell text, checked like the form's: undefined
 * for an empty cell, `{ ok: false }` with the reason for text the field refuses.
 */
export function customValueFromText(field: CustomField, cell: string): Checked | undefined {
  const text = cell.trim();
  if (text === '') return undefined;
  const byLabel = (name: string) =>
    field.options.find((option) => option.label.toLowerCase() === name.trim().toLowerCase())?.id;
  switch (field.type) {
    case 'number': {
      const number = Number(text.replace(/[\s,](?=\d{3}\b)/g, ''));
      return checkCustomValue(field, Number.isFinite(number) ? number : text);
    }
    case 'currency': {
      const cents = parseAmountToCents(text);
      return cents === undefined
        ? fail(M.amountUnreadable(field.label))
        : checkCustomValue(field, cents);
    }
    case 'checkbox': {
      const word = text.toLowerCase();
      if (TRUE_WORDS.has(word)) return ok(true);
      if (FALSE_WORDS.has(word)) return ok(false);
      return fail(M.checkboxExpected(field.label));
    }
    case 'single_select':
      return checkCustomValue(field, byLabel(text) ?? text);
    case 'multi_select': {
      // "; " is what the export writes, so a label with a comma ("Silver, plated")
      // comes back whole; a part that is no label is then read as a comma list.
      const ids = text
        .split(';')
        .flatMap((part) => (byLabel(part) ? [part] : part.split(',')))
        .filter((part) => part.trim() !== '')
        .map((part) => byLabel(part) ?? part);
      return checkCustomValue(field, ids);
    }
    default:
      return checkCustomValue(field, text);
  }
}

/** A stored value as an export's cell: what customValueFromText reads back. */
export function customValueToText(field: CustomField, value: unknown): string {
  if (value === null || value === undefined) return '';
  const labelOf = (id: unknown) => field.options.find((option) => option.id === id)?.label ?? '';
  switch (field.type) {
    case 'currency':
      return typeof value === 'number' ? (value / 100).toFixed(2) : '';
    case 'checkbox':
      return value === true ? 'yes' : value === false ? 'no' : '';
    case 'single_select':
      return labelOf(value);
    case 'multi_select':
      return Array.isArray(value) ? value.map(labelOf).filter(Boolean).join('; ') : '';
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
}

/** The list's sort value for a custom field column: `cf:<field id>`. */
export const CUSTOM_SORT_PREFIX = 'cf:';
export type CustomSortKey = `cf:${string}`;
export function customSortFieldId(sort: string): string | undefined {
  if (!sort.startsWith(CUSTOM_SORT_PREFIX)) return undefined;
  const id = sort.slice(CUSTOM_SORT_PREFIX.length);
  return z.uuid().safeParse(id).success ? id : undefined;
}

/** Numbers, amounts, dates and checkboxes newest/highest first; words A–Z. */
export function customNaturalDir(type: CustomFieldType): 'asc' | 'desc' {
  return type === 'number' || type === 'currency' || type === 'date' || type === 'checkbox'
    ? 'desc'
    : 'asc';
}
