// Every client matching a filter, a batch at a time, most recently changed first (a
// keyset on updated_at and id, never shifted by a change mid-export the way "last
// activity" could be), so an export of 100,000 clients never holds them all.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { type ClientSelection, matchesSelection } from './client-selection';
import type { ClientRow } from './client-view';

export const EXPORT_BATCH_SIZE = 500;

export async function* readClientBatches(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  filter: ClientSelection,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ClientRow[]> {
  // The cursor keeps updated_at as text: a JS Date would drop its microseconds and
  // make the next batch skip or repeat rows.
  let after: { updatedAt: string; id: string } | undefined;
  for (;;) {
    const cursor = after;
    const rows = await db
      .selectFrom('clients')
      .selectAll()
      .select(sql<string>`updated_at::text`.as('cursor'))
      .where((eb) => {
        const match = matchesSelection(eb, access, filter);
        if (!cursor) return match;
        return eb.and([
          match,
          eb(
            eb.refTuple('updatedAt', 'id'),
            '<',
            eb.tuple(sql<Date>`${cursor.updatedAt}::timestamptz`, sql<string>`${cursor.id}::uuid`),
          ),
        ]);
      })
      .orderBy('updatedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1];
    if (!last || rows.length < batchSize) return;
    after = { updatedAt: last.cursor, id: last.id };
  }
}
