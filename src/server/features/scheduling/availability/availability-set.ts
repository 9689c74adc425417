// Which weekly set a request names, through the one access layer (issue 18).
//
// The general set is the caller's own weekly hours: the booking engine reads a host's
// hours for every event type they host, whichever workspace it lives in, so those rows
// are a person's (like the profile) and live in their personal workspace — read and
// written through their personal workspace's access from any workspace where they may
// use scheduling. An event type's override set lives with the event type: its workspace,
// its host, and whoever may see (or change) the event type.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { WORKSPACE_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import {
  loadOtherWorkspaceAccess,
  type RecordOp,
  recordFilter,
  type WorkspaceAccess,
} from '../../../platform/access/workspace-access';
import { findEventType } from '../event-types/find-event-type';

/** Where a set's rows live and whose they are: the columns a new slot takes. */
export type AvailabilitySet = {
  eventTypeId: string | null;
  workspaceId: string;
  /** The host whose hours these are (the engine reads rows by host). */
  userId: string;
  /** The rows of the set the caller may `op` (their table unaliased). */
  filter: (op: RecordOp) => RawBuilder<boolean>;
};

/** The caller's access to their personal workspace (the request's when it is that). */
export async function personalAccessOf(
  db: Kysely<DB>,
  access: WorkspaceAccess,
): Promise<WorkspaceAccess> {
  if (access.isPersonal) return access;
  // An API key of a team workspace does not reach its creator's personal hours (decision 071).
  const personal = await loadOtherWorkspaceAccess(db, access, undefined);
  if (!personal && access.apiKey) throw notFound(WORKSPACE_MESSAGES.workspaceNotFound);
  if (!personal) throw new Error(`user ${access.userId} has no personal workspace`);
  return personal;
}

/** The caller's general hours, as the rows of one set. */
export function generalSetFilter(personal: WorkspaceAccess, op: RecordOp): RawBuilder<boolean> {
  return sql<boolean>`(event_type_id IS NULL AND user_id = ${personal.userId} AND ${recordFilter(personal, 'scheduling', op)})`;
}

/**
 * The set `eventTypeId` names (null: the general one). 404 for an event type the caller
 * cannot see; with `op: 'edit'`, 403 for one they see but may not change.
 */
export async function resolveAvailabilitySet(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  eventTypeId: string | null,
  op: RecordOp,
): Promise<AvailabilitySet> {
  if (eventTypeId === null) {
    const personal = await personalAccessOf(db, access);
    return {
      eventTypeId: null,
      workspaceId: personal.workspaceId,
      userId: personal.userId,
      filter: (rowOp) => generalSetFilter(personal, rowOp),
    };
  }
  const eventType = await findEventType(db, access, eventTypeId, { op });
  return {
    eventTypeId: eventType.id,
    workspaceId: eventType.workspaceId,
    userId: eventType.userId,
    filter: (rowOp) =>
      sql<boolean>`(event_type_id = ${eventType.id} AND ${recordFilter(access, 'scheduling', rowOp)})`,
  };
}
