// A merged client's Recent Activity entries (issue 20, decision 045): they follow it to
// the client it was merged into, in the merge's transaction, so the feed's links lead to
// the survivor instead of losing their client when the other is deleted.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { assertInTransaction } from './record-activity';

export async function moveClientActivity(
  trx: Kysely<DB>,
  fromClientId: string,
  toClientId: string,
): Promise<void> {
  assertInTransaction(trx);
  await trx
    .updateTable('activity')
    .set({ clientId: toClientId })
    .where('clientId', '=', fromClientId)
    .execute();
}
