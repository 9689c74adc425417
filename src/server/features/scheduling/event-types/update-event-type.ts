// PUT /scheduling/event-types/:id: the whole form, questions included.
import type { Kysely } from 'kysely';
import type { EventType, EventTypeValues } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import { publishChange } from '../../../platform/events/publish';
import { assertSlugFree, isDuplicateSlug, slugTakenError } from './duplicate-slug';
import { eventTypeSlug, toEventTypeColumns } from './event-type-row';
import { withQuestions } from './event-type-view';
import { checkEventTypeId, findOwnEventType } from './find-own-event-type';
import { saveQuestions } from './save-questions';

export async function updateEventType(
  db: Kysely<DB>,
  userId: string,
  eventTypeId: string,
  values: EventTypeValues,
): Promise<EventType> {
  checkEventTypeId(eventTypeId);
  const slug = eventTypeSlug(values, { isNew: false });
  try {
    return await db.transaction().execute(async (trx) => {
      await findOwnEventType(trx, userId, eventTypeId, { forUpdate: true });
      await assertSlugFree(trx, userId, slug, eventTypeId);
      const row = await trx
        .updateTable('scheduling_event_types')
        .set(toEventTypeColumns(values, slug))
        .where('id', '=', eventTypeId)
        .where('userId', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await saveQuestions(trx, row.id, values.questions);
      await publishChange(trx, userId, {
        entity: 'scheduling_event_types',
        op: 'update',
        id: row.id,
      });
      const [view] = await withQuestions(trx, [row]);
      return view as EventType;
    });
  } catch (error) {
    if (isDuplicateSlug(error)) throw slugTakenError();
    throw error;
  }
}
