// The custom field filters (core/custom-field-filters.ts) as SQL over clients.custom_values
// (migration 0034, decision 049). Equality — a checkbox, a select's options — is jsonb
// containment, which the GIN index answers; ranges and "contains" check the value per
// row, reading numbers only where the stored value is a number (a cast never fails).
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { CustomFieldFilter } from '../../../core/custom-field-filters';
import type { DB } from '../../db/types';

type Clients = ExpressionBuilder<DB, 'clients'>;

/** As client-filter.ts's containsPattern (imported from there it would make a cycle). */
const literally = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const contains = (fieldId: string, value: unknown) =>
  sql<SqlBool>`custom_values @> ${JSON.stringify({ [fieldId]: value })}::jsonb`;

function numberOf(fieldId: string) {
  return sql<number>`(CASE WHEN jsonb_typeof(custom_values -> ${fieldId}::text) = 'number' THEN (custom_values ->> ${fieldId}::text)::numeric END)`;
}

function oneFilter(filter: CustomFieldFilter): Expression<SqlBool> {
  const id = filter.field.id;
  switch (filter.kind) {
    case 'contains':
      return sql<SqlBool>`lower(custom_values ->> ${id}::text) LIKE lower(${literally(filter.text)})`;
    case 'checked':
      // Not ticked includes never ticked (no value).
      return filter.checked ? contains(id, true) : sql<SqlBool>`NOT ${contains(id, true)}`;
    case 'anyOf': {
      const each = filter.optionIds.map((optionId) =>
        filter.field.type === 'multi_select' ? contains(id, [optionId]) : contains(id, optionId),
      );
      return each.length === 1
        ? (each[0] as Expression<SqlBool>)
        : sql<SqlBool>`(${sql.join(each, sql` OR `)})`;
    }
    case 'range': {
      const value =
        filter.field.type === 'date' ? sql`(custom_values ->> ${id}::text)` : numberOf(id);
      const ends: Expression<SqlBool>[] = [];
      if (filter.min !== undefined) ends.push(sql<SqlBool>`${value} >= ${filter.min}`);
      // `(v <= max) IS TRUE`, not `v <= max` (the same rows: a missing value is NULL and
      // fails both): the planner has no statistics for a custom value and takes
      // `v >= a AND v <= b` for a narrow range (0.5% of the rows). With a status that made
      // it expect 63 clients where 2,447 matched, and read and sort all 100,000 instead of
      // walking the list's order index to the first 50 (430 ms against 7 ms on PGlite,
      // decision 055); written so, the two ends are estimated apart (1/3 each).
      if (filter.max !== undefined) ends.push(sql<SqlBool>`(${value} <= ${filter.max}) IS TRUE`);
      return sql<SqlBool>`(${sql.join(ends, sql` AND `)})`;
    }
  }
}

/** Every filter must hold. */
export function matchesCustomFields(
  eb: Clients,
  filters: readonly CustomFieldFilter[],
): Expression<SqlBool> {
  return eb.and(filters.map(oneFilter));
}
