// Writes one Recent Activity entry, in the transaction of the event it tells of: the
// entry commits with the lead, booking or view, or not at all (decision 029). The
// owner's open overviews hear of it at that commit through the live-update stream.
import type { Kysely } from 'kysely';
import type { StoredActivity } from '../../../core/activity';
import type { DB } from '../../db/types';
import { markPublished, publishInsert } from '../../platform/events/publish';
import { storableData } from './storable-data';

export type NewActivity = StoredActivity & {
  clientId?: string | null;
  bookingId?: string | null;
  documentId?: string | null;
};

/** Refuses to run outside a transaction: an entry written on its own could tell of an event that rolled back. */
export function assertInTransaction(db: Kysely<DB>): void {
  if (!db.isTransaction) {
    throw new Error('Activity is recorded inside the transaction of its event');
  }
}

export async function recordActivity(
  trx: Kysely<DB>,
  userId: string,
  activity: NewActivity,
): Promise<void> {
  assertInTransaction(trx);
  await activityInsert(trx, userId, activity).executeTakeFirstOrThrow();
  markPublished();
}

/**
 * recordActivity's INSERT, for a caller that runs it with other writes in one statement
 * (as a CTE, in the transaction of the event): call markPublished() once it ran.
 */
export function activityInsert(trx: Kysely<DB>, userId: string, activity: NewActivity) {
  assertInTransaction(trx);
  return (
    trx
      .insertInto('activity')
      .values({
        userId,
        kind: activity.kind,
        clientId: activity.clientId ?? null,
        bookingId: activity.bookingId ?? null,
        documentId: activity.documentId ?? null,
        data: storableData(activity.data),
      })
      // The owner's live update rides on the INSERT: one round trip.
      .returning(['id', publishInsert(userId, 'activity').as('published')])
  );
}
