// GET /scheduling/event-types/:id
import type { Kysely } from 'kysely';
import type { EventType } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import { withQuestions } from './event-type-view';
import { findOwnEventType } from './find-own-event-type';

export async function getEventType(
  db: Kysely<DB>,
  userId: string,
  eventTypeId: string,
): Promise<EventType> {
  const row = await findOwnEventType(db, userId, eventTypeId);
  const [view] = await withQuestions(db, [row]);
  return view as EventType;
}
