// Where a Scale Page's Schedule button leads (spec §4): straight to the one active event
// type's booking page, to the chooser when there are several, nowhere when there is none.
// Asked by the scale-page feature, which does not read scheduling's tables.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { friendlySchedulePath } from './host-segment';

export async function schedulePathOf(db: Kysely<DB>, userId: string): Promise<string | null> {
  // Two are enough to know whether the button needs the chooser.
  const eventTypes = await db
    .selectFrom('scheduling_event_types as e')
    .innerJoin('profiles as p', 'p.userId', 'e.userId')
    .select(['e.slug', 'p.username'])
    .where('e.userId', '=', userId)
    .where('e.isActive', '=', true)
    .where('e.teamKind', 'is', null)
    .limit(2)
    .execute();
  const [first] = eventTypes;
  if (!first) return null;
  // The friendly address (issue 21): /schedule/{username}[/{slug}].
  if (eventTypes.length === 1) return friendlySchedulePath(first.username, first.slug);
  return friendlySchedulePath(first.username);
}
