// A team event type's date overrides (issue 22, decision 077): days off or other hours
// that apply to every host of the event type, read in the override's own zone. Listed by
// whoever sees the team event type, changed by whoever may change it — another
// workspace's event type (or override) answers 404 and changes nothing, as in the rest of
// team-event-types/ (find-team-event-type.ts).
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { z } from 'zod';
import { formatDate, localDayOf } from '../../../../core/scheduling/zoned-time';
import {
  TEAM_DATE_OVERRIDE_MESSAGES,
  type TeamDateOverride,
  type ZTeamDateOverrideInput,
} from '../../../../core/team-event-type-schemas';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import { recordFilter, type WorkspaceAccess } from '../../../platform/access/workspace-access';
import { checkDateOverride } from '../date-overrides/date-override-rules';
import type { EventTypeRow } from '../event-types/event-type-view';
import { publishSchedulingChange } from '../publish-scheduling-change';
import type { SchedulingTables } from '../tables';
import { findTeamEventType } from './find-team-event-type';

type Input = z.output<typeof ZTeamDateOverrideInput>;
type Row = Selectable<SchedulingTables['scheduling_date_overrides']>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toView(row: Row): TeamDateOverride {
  return {
    id: row.id,
    eventTypeId: row.eventTypeId ?? '',
    startDate: row.startDate,
    endDate: row.endDate,
    timeZone: row.timeZone ?? 'UTC',
    windows: row.windows.map(({ startTime, endTime }) => ({ startTime, endTime })),
  };
}

/** 'YYYY-MM-DD' today in `zone`. */
function todayIn(zone: string, now = new Date()): string {
  return formatDate(localDayOf(zone, now.getTime()));
}

/** GET …/team-event-types/:id/date-overrides: from yesterday on (zones differ), by date. */
export async function listTeamDateOverrides(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  eventTypeId: string,
): Promise<TeamDateOverride[]> {
  const eventType = await findTeamEventType(db, access, eventTypeId);
  const yesterday = formatDate(Math.floor(Date.now() / 86_400_000) - 1);
  const rows = await db
    .selectFrom('scheduling_date_overrides')
    .selectAll()
    .where('eventTypeId', '=', eventType.id)
    .where(recordFilter(access, 'scheduling', 'view'))
    .where('endDate', '>=', yesterday)
    .orderBy('startDate')
    .orderBy('id')
    .execute();
  // Only those not yet over in their own zone.
  return rows.filter((row) => row.endDate >= todayIn(row.timeZone ?? 'UTC')).map(toView);
}

/**
 * Not over in its own zone (an edit may keep a start date that has begun), and no other
 * override of this event type on those dates: the personal overrides' rules, under the
 * same lock, with the override's zone deciding what "today" is.
 */
function checkTeamDateOverride(
  trx: Kysely<DB>,
  eventType: EventTypeRow,
  input: Input,
  stored?: Row,
): Promise<void> {
  return checkDateOverride(
    trx,
    { userId: eventType.userId, eventTypeId: eventType.id },
    input,
    stored,
    todayIn(input.timeZone),
  );
}

/** POST …/team-event-types/:id/date-overrides */
export async function addTeamDateOverride(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  eventTypeId: string,
  input: Input,
): Promise<TeamDateOverride> {
  return db.transaction().execute(async (trx) => {
    const eventType = await findTeamEventType(trx, access, eventTypeId, { op: 'edit' });
    await checkTeamDateOverride(trx, eventType, input);
    const row = await trx
      .insertInto('scheduling_date_overrides')
      .values({
        userId: eventType.userId,
        workspaceId: eventType.workspaceId,
        createdBy: access.userId,
        eventTypeId: eventType.id,
        startDate: input.startDate,
        endDate: input.endDate,
        windows: JSON.stringify(input.windows),
        timeZone: input.timeZone,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishSchedulingChange(trx, row, 'scheduling_date_overrides', 'insert', row.id);
    return toView(row);
  });
}

/** One override of this team event type, locked; anything else is "not found". */
async function findOverride(trx: Kysely<DB>, eventType: EventTypeRow, overrideId: string) {
  const notFoundError = notFound(TEAM_DATE_OVERRIDE_MESSAGES.notFound);
  if (!UUID.test(overrideId)) throw notFoundError;
  const row = await trx
    .selectFrom('scheduling_date_overrides')
    .selectAll()
    .where('id', '=', overrideId)
    .where('eventTypeId', '=', eventType.id)
    .where(sql<boolean>`time_zone IS NOT NULL`)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFoundError;
  return row;
}

/** PUT …/team-event-types/:id/date-overrides/:overrideId */
export async function updateTeamDateOverride(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  eventTypeId: string,
  overrideId: string,
  input: Input,
): Promise<TeamDateOverride> {
  return db.transaction().execute(async (trx) => {
    const eventType = await findTeamEventType(trx, access, eventTypeId, { op: 'edit' });
    const stored = await findOverride(trx, eventType, overrideId);
    await checkTeamDateOverride(trx, eventType, input, stored);
    const row = await trx
      .updateTable('scheduling_date_overrides')
      .set({
        startDate: input.startDate,
        endDate: input.endDate,
        windows: JSON.stringify(input.windows),
        timeZone: input.timeZone,
      })
      .where('id', '=', stored.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await publishSchedulingChange(trx, row, 'scheduling_date_overrides', 'update', row.id);
    return toView(row);
  });
}

/** DELETE …/team-event-types/:id/date-overrides/:overrideId */
export async function deleteTeamDateOverride(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  eventTypeId: string,
  overrideId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const eventType = await findTeamEventType(trx, access, eventTypeId, { op: 'edit' });
    const stored = await findOverride(trx, eventType, overrideId);
    await trx.deleteFrom('scheduling_date_overrides').where('id', '=', stored.id).execute();
    await publishSchedulingChange(trx, stored, 'scheduling_date_overrides', 'delete', stored.id);
  });
}
