// POST and PUT /scheduling/team-event-types[/:id]: the event type, its questions and its
// hosts in one transaction, in the request's team workspace (decision 063). The row's
// owner (user_id) is whoever created it: it decides who may change it at level "own";
// the hosts decide whose time is booked.
import type { Kysely } from 'kysely';
import {
  TEAM_EVENT_TYPE_MESSAGES as M,
  type TeamEventType,
  type TeamEventTypeValues,
} from '../../../../core/team-event-type-schemas';
import type { DB } from '../../../db/types';
import { badRequest, HttpError } from '../../../http/errors';
import { recordFilter, type WorkspaceAccess } from '../../../platform/access/workspace-access';
import { eventTypeSlug, toEventTypeColumns } from '../event-types/event-type-row';
import { saveQuestions } from '../event-types/save-questions';
import { publishSchedulingChange } from '../publish-scheduling-change';
import { findTeamEventType } from './find-team-event-type';
import { toTeamEventTypeViews } from './team-event-type-view';
import { checkTeamHosts, saveTeamHosts } from './team-hosts';

const UNIQUE_VIOLATION = '23505';

function slugTaken(): HttpError {
  return new HttpError('conflict', M.slugTaken, { slug: M.slugTaken });
}

function isTeamSlugTaken(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return (
    code === UNIQUE_VIOLATION &&
    (!constraint || constraint === 'scheduling_event_types_team_slug_key')
  );
}

export function assertTeamWorkspace(access: WorkspaceAccess): void {
  if (access.isPersonal) throw badRequest(M.teamWorkspaceOnly);
}

async function assertTeamSlugFree(
  db: Kysely<DB>,
  workspaceId: string,
  slug: string,
  exceptId?: string,
): Promise<void> {
  let query = db
    .selectFrom('scheduling_event_types')
    .select('id')
    .where('workspaceId', '=', workspaceId)
    .where('teamKind', 'is not', null)
    .where('slug', '=', slug);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw slugTaken();
}

export async function createTeamEventType(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  values: TeamEventTypeValues,
): Promise<TeamEventType> {
  assertTeamWorkspace(access);
  const slug = eventTypeSlug(values, { isNew: true });
  try {
    return await db.transaction().execute(async (trx) => {
      await checkTeamHosts(trx, access.workspaceId, values.hosts);
      await assertTeamSlugFree(trx, access.workspaceId, slug);
      const row = await trx
        .insertInto('scheduling_event_types')
        .values({
          workspaceId: access.workspaceId,
          userId: access.userId,
          createdBy: access.userId,
          teamKind: values.kind,
          ...toEventTypeColumns(values, slug),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await saveQuestions(trx, row.id, values.questions);
      await saveTeamHosts(trx, row.id, values.hosts);
      await publishSchedulingChange(trx, row, 'scheduling_event_types', 'insert', row.id);
      const [view] = await toTeamEventTypeViews(trx, [row]);
      return view as TeamEventType;
    });
  } catch (error) {
    if (isTeamSlugTaken(error)) throw slugTaken();
    throw error;
  }
}

export async function updateTeamEventType(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  eventTypeId: string,
  values: TeamEventTypeValues,
): Promise<TeamEventType> {
  const slug = eventTypeSlug(values, { isNew: false });
  try {
    return await db.transaction().execute(async (trx) => {
      const stored = await findTeamEventType(trx, access, eventTypeId, { op: 'edit' });
      await checkTeamHosts(trx, stored.workspaceId, values.hosts);
      await assertTeamSlugFree(trx, stored.workspaceId, slug, stored.id);
      const row = await trx
        .updateTable('scheduling_event_types')
        .set({ teamKind: values.kind, ...toEventTypeColumns(values, slug) })
        .where('id', '=', stored.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await saveQuestions(trx, row.id, values.questions);
      await saveTeamHosts(trx, row.id, values.hosts);
      await publishSchedulingChange(trx, row, 'scheduling_event_types', 'update', row.id);
      const [view] = await toTeamEventTypeViews(trx, [row]);
      return view as TeamEventType;
    });
  } catch (error) {
    if (isTeamSlugTaken(error)) throw slugTaken();
    throw error;
  }
}

/** Its questions and hosts go with it; its bookings stay, as a personal one's do. */
export async function deleteTeamEventType(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  eventTypeId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const stored = await findTeamEventType(trx, access, eventTypeId, { op: 'edit' });
    const bookings = await trx
      .selectFrom('scheduling_bookings')
      .select(['id', 'workspaceId', 'userId', 'createdBy'])
      .where('eventTypeId', '=', stored.id)
      .execute();
    await trx.deleteFrom('scheduling_event_types').where('id', '=', stored.id).execute();
    await publishSchedulingChange(trx, stored, 'scheduling_event_types', 'delete', stored.id);
    for (const booking of bookings) {
      await publishSchedulingChange(trx, booking, 'scheduling_bookings', 'update', booking.id);
    }
  });
}

export async function listTeamEventTypes(
  db: Kysely<DB>,
  access: WorkspaceAccess,
): Promise<TeamEventType[]> {
  if (access.isPersonal) return [];
  const rows = await db
    .selectFrom('scheduling_event_types')
    .selectAll()
    .where(recordFilter(access, 'scheduling', 'view'))
    .where('teamKind', 'is not', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return toTeamEventTypeViews(db, rows);
}

export async function getTeamEventType(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  eventTypeId: string,
): Promise<TeamEventType> {
  const row = await findTeamEventType(db, access, eventTypeId);
  const [view] = await toTeamEventTypeViews(db, [row]);
  return view as TeamEventType;
}
