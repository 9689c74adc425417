// An event type of the request's workspace, through the one access layer (issue 18):
// one the caller may not see — another workspace's, a teammate's at level "own", or an
// id that is not a uuid — is "Event type not found"; one they see but may not change
// answers 403.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import { assertEditable, filterColumn } from '../../../platform/access/record-editable';
import {
  type RecordOp,
  recordFilter,
  type WorkspaceAccess,
} from '../../../platform/access/workspace-access';
import type { EventTypeRow } from './event-type-view';

const ZId = z.uuid();

export function checkEventTypeId(eventTypeId: string): string {
  if (!ZId.safeParse(eventTypeId).success) throw notFound(SCHEDULING_MESSAGES.eventTypeNotFound);
  return eventTypeId;
}

/**
 * The event type, when the caller may `op` it (default view). With `op: 'edit'` pass
 * it inside the transaction about to change the event type: the row is locked.
 */
export async function findEventType(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  eventTypeId: string,
  { op = 'view' }: { op?: RecordOp } = {},
): Promise<EventTypeRow> {
  let query = db
    .selectFrom('scheduling_event_types')
    .selectAll()
    .select(filterColumn(recordFilter(access, 'scheduling', 'edit')).as('editable'))
    .where('id', '=', checkEventTypeId(eventTypeId))
    // Team event types have their own endpoints (team-event-types/, decision 063).
    .where('teamKind', 'is', null)
    .where(recordFilter(access, 'scheduling', 'view'));
  if (op === 'edit') query = query.forUpdate();
  const found = await query.executeTakeFirst();
  if (!found) throw notFound(SCHEDULING_MESSAGES.eventTypeNotFound);
  const { editable, ...row } = found;
  if (op === 'edit') assertEditable(editable);
  return row;
}
