// One of the user's own event types; another user's, or an id that is not a uuid, is
// "Event type not found" so nobody learns whether someone else's exists.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import type { EventTypeRow } from './event-type-view';

const ZId = z.uuid();

export function checkEventTypeId(eventTypeId: string): string {
  if (!ZId.safeParse(eventTypeId).success) throw notFound(SCHEDULING_MESSAGES.eventTypeNotFound);
  return eventTypeId;
}

/** Pass `forUpdate` inside a transaction that is about to change the event type. */
export async function findOwnEventType(
  db: Kysely<DB>,
  userId: string,
  eventTypeId: string,
  { forUpdate = false } = {},
): Promise<EventTypeRow> {
  let query = db
    .selectFrom('scheduling_event_types')
    .selectAll()
    .where('id', '=', checkEventTypeId(eventTypeId))
    .where('userId', '=', userId);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(SCHEDULING_MESSAGES.eventTypeNotFound);
  return row;
}
