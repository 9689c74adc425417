// The one place that says whose Recent Activity a query reads: every read of the feed
// starts here, so the later move to workspace scoping changes this function alone.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

export function activityOf(db: Kysely<DB>, userId: string) {
  return db.selectFrom('activity').where('activity.userId', '=', userId);
}
