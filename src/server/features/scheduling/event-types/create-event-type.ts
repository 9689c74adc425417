// POST /scheduling/event-types: the event type and its questions in one transaction, in
// the request's workspace, hosted by the caller (the booking page is theirs).
import type { Kysely } from 'kysely';
import type { EventType, EventTypeValues } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { seedDefaultAvailability } from '../availability/seed-default-availability';
import { publishSchedulingChange } from '../publish-scheduling-change';
import { assertSlugFree, isDuplicateSlug, slugTakenError } from './duplicate-slug';
import { eventTypeSlug, toEventTypeColumns } from './event-type-row';
import { withQuestions } from './event-type-view';
import { saveQuestions } from './save-questions';

export async function createEventType(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  values: EventTypeValues,
): Promise<EventType> {
  const { userId } = access;
  const slug = eventTypeSlug(values, { isNew: true });
  try {
    return await db.transaction().execute(async (trx) => {
      // Slugs are the host's: unique per host user, whatever the workspace.
      await assertSlugFree(trx, userId, slug);
      const row = await trx
        .insertInto('scheduling_event_types')
        .values({
          workspaceId: access.workspaceId,
          userId,
          createdBy: userId,
          ...toEventTypeColumns(values, slug),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await saveQuestions(trx, row.id, values.questions);
      // The first event type must offer times even if its host never opened Availability.
      await seedDefaultAvailability(trx, userId);
      await publishSchedulingChange(trx, row, 'scheduling_event_types', 'insert', row.id);
      const [view] = await withQuestions(trx, [row]);
      return view as EventType;
    });
  } catch (error) {
    if (isDuplicateSlug(error)) throw slugTakenError();
    throw error;
  }
}
