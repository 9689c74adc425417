// One featured link per user: marking a link featured first clears the mark elsewhere.
// The partial unique index links_one_featured_idx (migration 0050) holds the rule; the
// per-user transaction lock makes two concurrent marks wait for each other instead of
// one of them failing on the index.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types';

/** Call inside the transaction that marks `linkId` featured. */
export async function clearOtherFeatured(
  trx: Kysely<DB>,
  userId: string,
  linkId: string | null,
): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`links.featured:${userId}`}))`.execute(trx);
  let query = trx
    .updateTable('links')
    .set({ featured: false })
    .where('userId', '=', userId)
    .where('featured', '=', true);
  if (linkId !== null) query = query.where('id', '<>', linkId);
  await query.execute();
}
