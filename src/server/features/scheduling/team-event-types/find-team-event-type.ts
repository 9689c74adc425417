// A team event type of the request's workspace, through the one access layer: another
// workspace's, a personal event type's id, or a non-uuid is "Team event type not found";
// one the caller sees but may not change answers 403.
import type { Kysely } from 'kysely';
import { TEAM_EVENT_TYPE_MESSAGES as M } from '../../../../core/team-event-type-schemas';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import { assertEditable, filterColumn } from '../../../platform/access/record-editable';
import {
  type RecordOp,
  recordFilter,
  type WorkspaceAccess,
} from '../../../platform/access/workspace-access';
import type { EventTypeRow } from '../event-types/event-type-view';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findTeamEventType(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  eventTypeId: string,
  { op = 'view' }: { op?: RecordOp } = {},
): Promise<EventTypeRow> {
  if (!UUID.test(eventTypeId)) throw notFound(M.notFound);
  let query = db
    .selectFrom('scheduling_event_types')
    .selectAll()
    .select(filterColumn(recordFilter(access, 'scheduling', 'edit')).as('editable'))
    .where('id', '=', eventTypeId)
    .where('teamKind', 'is not', null)
    .where(recordFilter(access, 'scheduling', 'view'));
  if (op === 'edit') query = query.forUpdate();
  const found = await query.executeTakeFirst();
  if (!found) throw notFound(M.notFound);
  const { editable, ...row } = found;
  if (op === 'edit') assertEditable(editable);
  return row;
}
