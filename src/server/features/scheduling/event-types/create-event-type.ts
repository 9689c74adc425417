// POST /scheduling/event-types: the event type and its questions in one transaction.
import type { Kysely } from 'kysely';
import type { EventType, EventTypeValues } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import { publishChange } from '../../../platform/events/publish';
import { seedDefaultAvailability } from '../availability/seed-default-availability';
import { assertSlugFree, isDuplicateSlug, slugTakenError } from './duplicate-slug';
import { eventTypeSlug, toEventTypeColumns } from './event-type-row';
import { withQuestions } from './event-type-view';
import { saveQuestions } from './save-questions';

export async function createEventType(
  db: Kysely<DB>,
  userId: string,
  values: EventTypeValues,
): Promise<EventType> {
  const slug = eventTypeSlug(values, { isNew: true });
  try {
    return await db.transaction().execute(async (trx) => {
      await assertSlugFree(trx, userId, slug);
      const row = await trx
        .insertInto('scheduling_event_types')
        .values({ userId, ...toEventTypeColumns(values, slug) })
        .returningAll()
        .executeTakeFirstOrThrow();
      await saveQuestions(trx, row.id, values.questions);
      // The first event type must offer times even if its host never opened Availability.
      await seedDefaultAvailability(trx, userId);
      await publishChange(trx, userId, {
        entity: 'scheduling_event_types',
        op: 'insert',
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
