// GET /scheduling/event-types: the event types of the workspace the caller may see,
// newest first.
import type { Kysely } from 'kysely';
import type { EventType } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import { recordFilter, type WorkspaceAccess } from '../../../platform/access/workspace-access';
import { withQuestions } from './event-type-view';

export async function listEventTypes(
  db: Kysely<DB>,
  access: WorkspaceAccess,
): Promise<EventType[]> {
  const rows = await db
    .selectFrom('scheduling_event_types')
    .selectAll()
    .where(recordFilter(access, 'scheduling', 'view'))
    // Team event types are listed by their own endpoint (decision 063).
    .where('teamKind', 'is', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return withQuestions(db, rows);
}
