// GET /scheduling/event-types/:id
import type { Kysely } from 'kysely';
import type { EventType } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { withQuestions } from './event-type-view';
import { findEventType } from './find-event-type';

export async function getEventType(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  eventTypeId: string,
): Promise<EventType> {
  const row = await findEventType(db, access, eventTypeId);
  const [view] = await withQuestions(db, [row]);
  return view as EventType;
}
