// The list's sort options as SQL. Only these fixed expressions ever reach ORDER BY:
// the user picks a key, never a column name.
import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { ClientListQuery, ClientSort } from '../../../core/client-schemas';
import { CLIENT_STATUSES } from '../../../core/clients';
import type { DB } from '../../db/types';

type Clients = ExpressionBuilder<DB, 'clients'>;

const statusOrder = sql.join(CLIENT_STATUSES.map((status) => sql.lit(status)));

type SortKey = { expression: (eb: Clients) => Expression<unknown>; nullable?: true };

const SORT_KEYS: Record<ClientSort, SortKey> = {
  // Plain columns in the index's own order (migration 0012), so the default first
  // page is read straight off the index.
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

/** ORDER BY the chosen key (blanks last either way), then id so pages never overlap. */
export function orderClients<O>(
  query: SelectQueryBuilder<DB, 'clients', O>,
  sort: ClientListQuery['sort'],
  dir: ClientListQuery['dir'],
): SelectQueryBuilder<DB, 'clients', O> {
  const key = SORT_KEYS[sort];
  return query
    .orderBy(key.expression, (ob) => {
      const ordered = dir === 'asc' ? ob.asc() : ob.desc();
      return key.nullable ? ordered.nullsLast() : ordered;
    })
    .orderBy('id', dir);
}
