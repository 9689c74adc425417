// Live updates for a workspace's record (issue 18): every active member who may see the
// record hears of it — at level "all" any record of the area, at "own" only records they
// own or created (and unassigned clients when their role sees the inbox) — and no one
// else. Recipients are read inside the writing transaction; the notifications go out on
// its commit (publishChange's NOTIFY), so a rolled-back write announces nothing.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import {
  type DataArea,
  levelsFrom,
  mayTouchRecord,
  type WorkspaceLevels,
} from '../../../core/access';
import type { DB } from '../../db/types';
import { type ChangeEvent, publishChanges } from '../events/publish';

export type RecordOwnership = { ownerId: string | null; createdBy: string | null };

/** An active member and the levels their keys give them. */
export type MemberLevels = { userId: string; levels: WorkspaceLevels };

/** The active members of a workspace with the levels their keys give them. */
async function membersWithLevels(db: Kysely<DB>, workspaceId: string) {
  const members = await db
    .selectFrom('organization_members as m')
    .select([
      'm.userId',
      sql<
        string[]
      >`ARRAY(SELECT permission_name FROM get_user_permissions(m.user_id, m.organization_id))`.as(
        'permissions',
      ),
    ])
    .where('m.organizationId', '=', workspaceId)
    .where('m.status', '=', 'active')
    .execute();
  return members.map((member) => ({
    userId: member.userId,
    levels: levelsFrom(member.permissions),
  }));
}

/** The active members of `workspaceId` who may see a record of `area` with this ownership. */
export async function recordAudience(
  db: Kysely<DB>,
  workspaceId: string,
  area: DataArea,
  record: RecordOwnership,
): Promise<string[]> {
  return audienceAmong(await membersWithLevels(db, workspaceId), area, record);
}

/** Which of `members` may see a record of `area` with this ownership. */
export function audienceAmong(
  members: readonly MemberLevels[],
  area: DataArea,
  record: RecordOwnership,
): string[] {
  return members
    .filter(({ userId, levels }) =>
      mayTouchRecord(
        levels[area].view,
        userId,
        record,
        area === 'clients' && levels.seesUnassigned,
      ),
    )
    .map((member) => member.userId);
}

/**
 * The active members who may view an area at all (any level but none): the audience of a
 * record everyone in the area uses, such as a shared template.
 */
export async function areaAudience(
  db: Kysely<DB>,
  workspaceId: string,
  area: DataArea,
): Promise<string[]> {
  return (await membersWithLevels(db, workspaceId))
    .filter(({ levels }) => levels[area].view !== 'none')
    .map((member) => member.userId);
}

/**
 * Publishes a change to a record of `area` to everyone in its workspace who may see it.
 * `also` names users who must hear of it whatever their level (e.g. the previous owner
 * of a reassigned client, whose list must drop it).
 */
export async function publishRecordChange(
  db: Kysely<DB>,
  workspaceId: string,
  area: DataArea,
  record: RecordOwnership,
  event: ChangeEvent,
  also: (string | null | undefined)[] = [],
): Promise<void> {
  await publishChanges(
    db,
    recordChangesAmong(await membersWithLevels(db, workspaceId), area, record, [event], also),
  );
}

/**
 * For a caller that already holds the workspace's active members (read in its
 * transaction, e.g. loadWorkspaceRoster): each event of the record for everyone who may
 * see it, to send with notifyChanges in the statement that writes it.
 */
export function recordChangesAmong(
  members: readonly MemberLevels[],
  area: DataArea,
  record: RecordOwnership,
  events: readonly ChangeEvent[],
  also: (string | null | undefined)[] = [],
): { userId: string; event: ChangeEvent }[] {
  const audience = new Set(audienceAmong(members, area, record));
  for (const userId of also) if (userId) audience.add(userId);
  return events.flatMap((event) => [...audience].map((userId) => ({ userId, event })));
}
