// The caller's own zone (their profile's, set from the browser): a task typed without a
// zone is in it, and "today" in the Tasks view is their today.
import type { Kysely } from 'kysely';
import { DEFAULT_TIME_ZONE, parseTimeZone } from '../../../../core/time-zone';
import type { DB } from '../../../db/types';

export async function profileTimeZone(db: Kysely<DB>, userId: string): Promise<string> {
  const row = await db
    .selectFrom('profiles')
    .select('timezone')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return parseTimeZone(row?.timezone) ?? DEFAULT_TIME_ZONE;
}
