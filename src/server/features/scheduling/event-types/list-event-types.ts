// GET /scheduling/event-types: the user's event types, newest first.
import type { Kysely } from 'kysely';
import type { EventType } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import { withQuestions } from './event-type-view';

export async function listEventTypes(db: Kysely<DB>, userId: string): Promise<EventType[]> {
  const rows = await db
    .selectFrom('scheduling_event_types')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return withQuestions(db, rows);
}
