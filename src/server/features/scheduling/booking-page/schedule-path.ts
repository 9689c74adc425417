// Where a Scale Page's Schedule button leads (spec §4): straight to the one active event
// type's booking page, to the chooser when there are several, nowhere when there is none.
// Asked by the scale-page feature, which does not read scheduling's tables.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';

export async function schedulePathOf(db: Kysely<DB>, userId: string): Promise<string | null> {
  // Two are enough to know whether the button needs the chooser.
  const eventTypes = await db
    .selectFrom('scheduling_event_types')
    .select('slug')
    .where('userId', '=', userId)
    .where('isActive', '=', true)
    .limit(2)
    .execute();
  const userPath = `/schedule/${encodeURIComponent(userId)}`;
  if (eventTypes.length === 0) return null;
  if (eventTypes.length === 1)
    return `${userPath}/${encodeURIComponent(eventTypes[0]?.slug ?? '')}`;
  return userPath;
}
