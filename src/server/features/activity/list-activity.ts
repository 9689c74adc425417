// GET /activity: one page of the user's Recent Activity, newest first, with the
// sentence and link of each entry in the user's time zone. Paged by keyset on
// (created_at, id), so entries written while someone reads never shift a page: each
// entry is listed once however the pages are walked.
import { type Kysely, sql } from 'kysely';
import {
  type ActivityEntry,
  type ActivityPage,
  type ActivityQuery,
  activityCursor,
  describeActivity,
  ZStoredActivity,
} from '../../../core/activity';
import { DEFAULT_TIME_ZONE } from '../../../core/time-zone';
import type { DB } from '../../db/types';
import { activityOf } from './activity-of';

export async function listActivity(
  db: Kysely<DB>,
  userId: string,
  query: ActivityQuery,
): Promise<ActivityPage> {
  const { before, limit } = query;
  const [rows, profile] = await Promise.all([
    activityOf(db, userId)
      .select([
        'id',
        'kind',
        'data',
        'clientId',
        'bookingId',
        'documentId',
        'createdAt',
        // The cursor's instant to the microsecond (a Date stops at the millisecond).
        sql<string>`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
          'position',
        ),
      ])
      .$if(before !== undefined, (q) =>
        q.where(
          sql<boolean>`(created_at, id) < (${before?.createdAt}::timestamptz, ${before?.id}::uuid)`,
        ),
      )
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      // One more than the page: whether another page exists, without counting.
      .limit(limit + 1)
      .execute(),
    db.selectFrom('profiles').select('timezone').where('userId', '=', userId).executeTakeFirst(),
  ]);
  const timeZone = profile?.timezone || DEFAULT_TIME_ZONE;
  const page = rows.slice(0, limit);
  const items: ActivityEntry[] = [];
  for (const row of page) {
    const stored = ZStoredActivity.safeParse({ kind: row.kind, data: row.data });
    // A row this version cannot read is left out rather than shown half-filled.
    if (!stored.success) continue;
    items.push({
      id: row.id,
      kind: row.kind,
      createdAt: row.createdAt.toISOString(),
      ...describeActivity(stored.data, row, { timeZone, createdAt: row.createdAt }),
    });
  }
  const last = page.at(-1);
  return {
    items,
    nextCursor:
      rows.length > limit && last
        ? activityCursor({ createdAt: last.position, id: last.id })
        : null,
  };
}
