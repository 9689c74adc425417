// PUT /scheduling/event-types/:id: the whole form, questions included. 404 for an event
// type the caller cannot see, 403 for one they see but may not change.
import type { Kysely } from 'kysely';
import type { EventType, EventTypeValues } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { publishSchedulingChange } from '../publish-scheduling-change';
import { assertSlugFree, isDuplicateSlug, slugTakenError } from './duplicate-slug';
import { eventTypeSlug, toEventTypeColumns } from './event-type-row';
import { withQuestions } from './event-type-view';
import { checkEventTypeId, findEventType } from './find-event-type';
import { saveQuestions } from './save-questions';

export async function updateEventType(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  eventTypeId: string,
  values: EventTypeValues,
): Promise<EventType> {
  checkEventTypeId(eventTypeId);
  const slug = eventTypeSlug(values, { isNew: false });
  try {
    return await db.transaction().execute(async (trx) => {
      const stored = await findEventType(trx, access, eventTypeId, { op: 'edit' });
      // Unique per host: the event type's host, whoever edits it.
      await assertSlugFree(trx, stored.userId, slug, eventTypeId);
      const row = await trx
        .updateTable('scheduling_event_types')
        .set(toEventTypeColumns(values, slug))
        .where('id', '=', stored.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await saveQuestions(trx, row.id, values.questions);
      await publishSchedulingChange(trx, row, 'scheduling_event_types', 'update', row.id);
      const [view] = await withQuestions(trx, [row]);
      return view as EventType;
    });
  } catch (error) {
    if (isDuplicateSlug(error)) throw slugTakenError();
    throw error;
  }
}
