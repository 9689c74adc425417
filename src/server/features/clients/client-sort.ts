// The list's and the kanban columns' sort options as SQL. Only these fixed expressions
// ever reach ORDER BY: the user picks a key, never a column name. core/client-order.ts
// compares clients the same way in the browser.
import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { clientOrder } from '../../../core/client-order';
import type { ClientSort, SortDir } from '../../../core/client-schemas';
import { CLIENT_STATUSES } from '../../../core/clients';
import type { DB } from '../../db/types';

type Clients = ExpressionBuilder<DB, 'clients'>;

const statusOrder = sql.join(CLIENT_STATUSES.map((status) => sql.lit(status)));

type SortKey = { expression: (eb: Clients) => Expression<unknown>; nullable?: true };

const SORT_KEYS: Record<ClientSort, SortKey> = {
  // The default: when the client was last contacted, else last changed. Never blank,
  // and spelled as in the indexes of migration 0024, so a first page (the list's and a
  // kanban column's) is read straight off an index.
  last_activity: { expression: (eb) => eb.fn.coalesce('lastContactedAt', 'updatedAt') },
  // A plain column in its index's own order (migration 0012).
  updated_at: { expression: (eb) => eb.ref('updatedAt') },
  created_at: { expression: (eb) => eb.ref('createdAt') },
  // People expect "alice" next to "Alice".
  name: { expression: (eb) => eb.fn('lower', [eb.ref('name')]) },
  company: { expression: (eb) => eb.fn('lower', [eb.ref('company')]), nullable: true },
  // The pipeline's order, not the alphabet's.
  status: {
    expression: (eb) => sql`array_position(ARRAY[${statusOrder}]::text[], ${eb.ref('status')})`,
  },
  estimated_value: { expression: (eb) => eb.ref('estimatedValueCents') },
  lead_score: { expression: (eb) => eb.ref('leadScore'), nullable: true },
  last_contacted_at: { expression: (eb) => eb.ref('lastContactedAt'), nullable: true },
};

/**
 * ORDER BY the chosen key (blanks last either way), then id: a total order, so pages
 * never overlap or skip and equal keys keep one order across loads. Without `dir` the
 * sort runs its own way (names A–Z, amounts and dates highest/newest first).
 */
export function orderClients<O>(
  query: SelectQueryBuilder<DB, 'clients', O>,
  sort: ClientSort,
  requestedDir: SortDir | undefined,
): SelectQueryBuilder<DB, 'clients', O> {
  const key = SORT_KEYS[sort];
  const { dir } = clientOrder(sort, requestedDir);
  return query
    .orderBy(key.expression, (ob) => {
      const ordered = dir === 'asc' ? ob.asc() : ob.desc();
      return key.nullable ? ordered.nullsLast() : ordered;
    })
    .orderBy('id', dir);
}
