// The list ordered by a custom field's column (`sort=cf:<field id>`, decision 049), or by
// a built-in sort through client-sort.ts. Like the built-in keys, only fixed expressions
// reach ORDER BY: the field id is a bound parameter, the expression is chosen by the
// field's type. Blanks last either way, then the id: a total order for paging.
import { type SelectQueryBuilder, sql } from 'kysely';
import type { ClientSort, SortDir } from '../../../core/client-schemas';
import { DEFAULT_CLIENT_SORT } from '../../../core/client-schemas';
import {
  type CustomField,
  type CustomSortKey,
  customNaturalDir,
  customSortFieldId,
} from '../../../core/custom-field-schemas';
import type { DB } from '../../db/types';
import { orderClients } from './client-sort';

function sortValue(field: CustomField) {
  const id = field.id;
  switch (field.type) {
    case 'number':
    case 'currency':
      return sql`(CASE WHEN jsonb_typeof(custom_values -> ${id}::text) = 'number' THEN (custom_values ->> ${id}::text)::numeric END)`;
    case 'checkbox':
      return sql`(CASE WHEN jsonb_typeof(custom_values -> ${id}::text) = 'boolean' THEN (custom_values ->> ${id}::text) = 'true' END)`;
    case 'date':
      return sql`(custom_values ->> ${id}::text)`;
    // A select in its options' order (what the settings show), a multi-select by its first.
    case 'single_select':
    case 'multi_select': {
      const ids = field.options.map((option) => option.id);
      const value =
        field.type === 'single_select'
          ? sql`(custom_values ->> ${id}::text)`
          : sql`(custom_values -> ${id}::text ->> 0)`;
      return ids.length === 0
        ? sql`NULL::int`
        : sql`array_position(ARRAY[${sql.join(ids)}]::text[], ${value})`;
    }
    default:
      return sql`lower(custom_values ->> ${id}::text)`;
  }
}

/** Whether `sort` is a built-in key (client-sort.ts), not a custom field's column. */
export function isBuiltInSort(sort: ClientSort | CustomSortKey): sort is ClientSort {
  return customSortFieldId(sort) === undefined;
}

/**
 * ORDER BY `sort`: a custom field of `fields` (one the workspace no longer has falls back
 * to the default order, so an old link still opens), else the built-in key.
 */
export function orderClientsBy<O>(
  query: SelectQueryBuilder<DB, 'clients', O>,
  sort: ClientSort | CustomSortKey,
  requestedDir: SortDir | undefined,
  fields: readonly CustomField[],
): SelectQueryBuilder<DB, 'clients', O> {
  if (isBuiltInSort(sort)) return orderClients(query, sort, requestedDir);
  const fieldId = customSortFieldId(sort);
  const field = fields.find((candidate) => candidate.id === fieldId);
  if (!field) return orderClients(query, DEFAULT_CLIENT_SORT, requestedDir);
  const dir = requestedDir ?? customNaturalDir(field.type);
  return query
    .orderBy(sortValue(field), (ob) => (dir === 'asc' ? ob.asc() : ob.desc()).nullsLast())
    .orderBy('id', dir);
}
