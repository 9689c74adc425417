// Like Cal.com, a new host starts with the spec §9 week (Monday to Friday, 09:00 to
// 17:00) rather than an empty one, so a first event type shared right away offers
// times. The default is written the first time the user touches scheduling (lists
// availability, creates an event type, or edits availability) — not at sign-up, so
// accounts from before scheduling get it too — and only once: a marker row remembers
// it, so a host who deletes every slot keeps the empty week. Two first visits at once
// race on the marker's primary key; the loser waits for the winner and writes nothing.
import type { Kysely } from 'kysely';
import { DEFAULT_AVAILABILITY, normalizeTime } from '../../../../core/scheduling-schemas';
import { inTransaction } from '../../../db/in-transaction';
import type { DB } from '../../../db/types';
import { loadWorkspaceAccess } from '../../../platform/access/workspace-access';
import { publishChange } from '../../../platform/events/publish';

async function isSeeded(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('scheduling_availability_seeded')
    .select('userId')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

/** Writes the default general availability unless it was written before. */
export async function seedDefaultAvailability(db: Kysely<DB>, userId: string): Promise<void> {
  // The common case reads only, without opening a transaction.
  if (!db.isTransaction && (await isSeeded(db, userId))) return;
  await inTransaction(db, async (trx) => {
    const marked = await trx
      .insertInto('scheduling_availability_seeded')
      .values({ userId })
      .onConflict((conflict) => conflict.column('userId').doNothing())
      .returning('userId')
      .executeTakeFirst();
    if (!marked) return;
    const personal = await loadWorkspaceAccess(trx, userId, undefined);
    if (!personal) throw new Error(`user ${userId} has no personal workspace`);
    const startTime = normalizeTime(DEFAULT_AVAILABILITY.startTime) as string;
    const endTime = normalizeTime(DEFAULT_AVAILABILITY.endTime) as string;
    const rows = await trx
      .insertInto('scheduling_availability')
      .values(
        DEFAULT_AVAILABILITY.days.map((dayOfWeek) => ({
          // A person's hours live in their personal workspace (availability-set.ts).
          workspaceId: personal.workspaceId,
          userId,
          createdBy: userId,
          eventTypeId: null,
          dayOfWeek,
          startTime,
          endTime,
        })),
      )
      .returning('id')
      .execute();
    for (const row of rows) {
      await publishChange(trx, userId, {
        entity: 'scheduling_availability',
        op: 'insert',
        id: row.id,
      });
    }
  });
}
