// The list view's columns (issue 20, decision 053): the optional built-in ones and one per
// custom field, kept in the URL as `?cols=<key>,<key>…` — built-in keys and field ids.
// Absent means the default columns, so old links and saved views without cols look as
// before; the name is always shown and written first, so "only the name" is a value too.
import type { ClientSort, SortDir } from '@/core/client-schemas';
import { formatCents } from '@/core/clients';
import {
  type CustomField,
  type CustomSortKey,
  customNaturalDir,
  customSortFieldId,
  customValueToText,
  isCustomUrl,
} from '@/core/custom-field-schemas';
import { CUSTOM_FIELD_MESSAGES as M } from '@/core/messages';
import { formatDay } from '../format';

export const COLS_PARAM = 'cols';
export const NAME_COLUMN = 'name';

export type BuiltInColumnKey =
  | 'company'
  | 'status'
  | 'estimated_value'
  | 'lead_score'
  | 'last_contacted_at'
  | 'updated_at'
  | 'next_task'
  | 'owner';

export type BuiltInColumn = {
  key: BuiltInColumnKey;
  label: string;
  /** The list's sort for this column's header; none for those the server cannot order by. */
  sort?: ClientSort;
  align?: 'right';
  /** Shown only in a team workspace (a personal one has one owner). */
  teamOnly?: boolean;
};

/** The optional built-in columns, in the list's order; all of them shown by default. */
export const BUILT_IN_COLUMNS: readonly BuiltInColumn[] = [
  { key: 'company', label: 'Company', sort: 'company' },
  { key: 'status', label: 'Status', sort: 'status' },
  { key: 'estimated_value', label: 'Value', sort: 'estimated_value', align: 'right' },
  { key: 'lead_score', label: 'Lead score', sort: 'lead_score', align: 'right' },
  { key: 'last_contacted_at', label: 'Last contacted', sort: 'last_contacted_at' },
  { key: 'updated_at', label: 'Updated', sort: 'updated_at' },
  { key: 'next_task', label: 'Next task' },
  { key: 'owner', label: 'Owner', teamOnly: true },
];

const BUILT_IN_KEYS = new Set<string>(BUILT_IN_COLUMNS.map((column) => column.key));
const FIELD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** As the saved view's schema bounds cols (client-view-schemas.ts). */
const COLS_MAX = 60;

/**
 * ?cols= as the chosen keys (name first), or null for the default columns. Unknown keys
 * are dropped; a field id is kept even before the fields load (a deleted field's column
 * is then simply not drawn).
 */
export function parseCols(value: string | null): string[] | null {
  if (value === null || value.trim() === '') return null;
  const keys = value
    .split(',')
    .map((part) => part.trim())
    .filter((key) => BUILT_IN_KEYS.has(key) || FIELD_ID.test(key));
  return [NAME_COLUMN, ...new Set(keys)].slice(0, COLS_MAX);
}

const DEFAULT_KEYS = BUILT_IN_COLUMNS.map((column) => column.key);

/** The keys shown: the chosen ones, or the default built-in columns. */
export function shownKeys(cols: string[] | null): Set<string> {
  return new Set(cols ?? DEFAULT_KEYS);
}

/** The ?cols= value for these keys; null when they are the default columns. */
export function colsValue(keys: Iterable<string>): string | null {
  const chosen = new Set([...keys].filter((key) => key !== NAME_COLUMN));
  const isDefault =
    chosen.size === DEFAULT_KEYS.length && DEFAULT_KEYS.every((key) => chosen.has(key));
  return isDefault ? null : [NAME_COLUMN, ...chosen].join(',');
}

/** ?cols= after showing or hiding one column. */
export function toggleColumn(cols: string[] | null, key: string): string | null {
  const keys = shownKeys(cols);
  if (keys.has(key)) keys.delete(key);
  else keys.add(key);
  return colsValue(keys);
}

export type ListColumn =
  | { kind: 'built-in'; column: BuiltInColumn }
  | { kind: 'custom'; field: CustomField };

/** The columns to draw after the name: built-ins in their order, then fields in theirs. */
export function visibleColumns(
  cols: string[] | null,
  fields: readonly CustomField[],
  isTeam: boolean,
): ListColumn[] {
  const keys = shownKeys(cols);
  return [
    ...BUILT_IN_COLUMNS.filter(
      (column) => keys.has(column.key) && (isTeam || !column.teamOnly),
    ).map((column) => ({ kind: 'built-in' as const, column })),
    ...fields
      .filter((field) => keys.has(field.id))
      .map((field) => ({ kind: 'custom' as const, field })),
  ];
}

/** A custom column's header sort: `cf:<id>`. */
export function customSortKey(field: CustomField): CustomSortKey {
  return `cf:${field.id}`;
}

/** ?sort=cf:<id> and ?dir= when the sort is a custom field's column, else null. */
export function readCustomOrder(
  searchParams: URLSearchParams,
): { sort: CustomSortKey; dir: SortDir | undefined } | null {
  const sort = searchParams.get('sort') ?? '';
  if (!customSortFieldId(sort)) return null;
  const dir = searchParams.get('dir');
  return { sort: sort as CustomSortKey, dir: dir === 'asc' || dir === 'desc' ? dir : undefined };
}

/** The direction a custom column is ordered in: as the URL says, else the type's own. */
export function customDir(field: CustomField, dir: SortDir | undefined): SortDir {
  return dir ?? customNaturalDir(field.type);
}

/** A cell's content: text, or a link that is only ever an http(s) address. */
export type CustomCell = { text: string; href?: string };

export function customCell(field: CustomField, value: unknown): CustomCell {
  if (value === null || value === undefined) return { text: '—' };
  switch (field.type) {
    case 'currency':
      return { text: typeof value === 'number' ? formatCents(value) : '—' };
    case 'date':
      return { text: typeof value === 'string' ? formatDay(value) : '—' };
    case 'checkbox':
      return { text: value === true ? M.yes : value === false ? M.no : '—' };
    case 'multi_select': {
      const labels = Array.isArray(value)
        ? value.map((id) => field.options.find((option) => option.id === id)?.label)
        : [];
      return { text: labels.filter(Boolean).join(', ') || '—' };
    }
    case 'url':
      // The server stores only http(s) addresses; a value that is not one is shown as text.
      return typeof value === 'string' && isCustomUrl(value)
        ? { text: value, href: value }
        : { text: String(value) };
    default:
      return { text: customValueToText(field, value) || '—' };
  }
}
