// The list's and the kanban columns' sort options as SQL. Only these fixed expressions
// ever reach ORDER BY: the user picks a key, never a column name. core/client-order.ts
// compares clients the same way in the browser.
import {
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { clientOrder } from '../../../core/client-order';
import type { ClientSort, SortDir } from '../../../core/client-schemas';
import { CLIENT_STATUSES } from '../../../core/clients';
import type { DB } from '../../db/types';

type Clients = ExpressionBuilder<DB, 'clients'>;

const statusOrder = sql.join(CLIENT_STATUSES.map((status) => sql.lit(status)));

type SortKey = {
  expression: (eb: Clients) => Expression<unknown>;
  /** The key's SQL type: a page's cursor carries the key as text and is read back as this. */
  type: 'timestamptz' | 'text' | 'int' | 'bigint';
  nullable?: true;
};

const SORT_KEYS: Record<ClientSort, SortKey> = {
  // The default: when the client was last contacted, else last changed. Never blank,
  // and spelled as in the indexes of migration 0024, so a first page (the list's and a
  // kanban column's) is read straight off an index.
  last_activity: {
    expression: (eb) => eb.fn.coalesce('lastContactedAt', 'updatedAt'),
    type: 'timestamptz',
  },
  // A plain column in its index's own order (migration 0012).
  updated_at: { expression: (eb) => eb.ref('updatedAt'), type: 'timestamptz' },
  created_at: { expression: (eb) => eb.ref('createdAt'), type: 'timestamptz' },
  // People expect "alice" next to "Alice".
  name: { expression: (eb) => eb.fn('lower', [eb.ref('name')]), type: 'text' },
  company: {
    expression: (eb) => eb.fn('lower', [eb.ref('company')]),
    type: 'text',
    nullable: true,
  },
  // The pipeline's order, not the alphabet's.
  status: {
    expression: (eb) => sql`array_position(ARRAY[${statusOrder}]::text[], ${eb.ref('status')})`,
    type: 'int',
  },
  estimated_value: { expression: (eb) => eb.ref('estimatedValueCents'), type: 'bigint' },
  lead_score: { expression: (eb) => eb.ref('leadScore'), type: 'int', nullable: true },
  last_contacted_at: {
    expression: (eb) => eb.ref('lastContactedAt'),
    type: 'timestamptz',
    nullable: true,
  },
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

/** The sort key as the database prints it: what a page's cursor carries (client-cursor.ts). */
export function clientSortKeyText(eb: Clients, sort: ClientSort): RawBuilder<string | null> {
  return sql<string | null>`(${SORT_KEYS[sort].expression(eb)})::text`;
}

/**
 * The clients after `cursor` in orderClients' order (keyset paging, decision 088): a
 * greater or lesser (key, id) in one row comparison, which the index of the order answers
 * (the first page's index, read from the cursor on); blanks come last either way.
 */
export function clientsAfter(
  eb: Clients,
  sort: ClientSort,
  requestedDir: SortDir | undefined,
  cursor: { key: string | null; id: string },
): Expression<SqlBool> {
  const key = SORT_KEYS[sort];
  const { dir } = clientOrder(sort, requestedDir);
  const expression = key.expression(eb);
  if (cursor.key === null) {
    // Among the blanks (last): only the id orders them.
    return sql<SqlBool>`(${expression} IS NULL AND ${eb.ref('id')} ${afterOperator(dir)} ${cursor.id}::uuid)`;
  }
  const beyond = keysetAfter(
    expression,
    eb.ref('id'),
    dir,
    { ...cursor, key: cursor.key },
    key.type,
  );
  return key.nullable ? sql<SqlBool>`(${beyond} OR ${expression} IS NULL)` : beyond;
}

/**
 * `(key, id)` after the cursor's in one row comparison, the form an index on (key, id)
 * answers as its condition: the clients' pages and the kept status order's (decision 088).
 */
export function keysetAfter(
  key: Expression<unknown>,
  id: Expression<unknown>,
  dir: SortDir,
  cursor: { key: string; id: string },
  type: SortKey['type'],
): RawBuilder<SqlBool> {
  return sql<SqlBool>`((${key}, ${id}) ${afterOperator(dir)} (${cursor.key}::${sql.raw(type)}, ${cursor.id}::uuid))`;
}

const afterOperator = (dir: SortDir) => sql.raw(dir === 'asc' ? '>' : '<');
