// A team event type's host list: every host is an active member of the event type's
// workspace. A user the caller's workspace does not know (someone else's member, a made-up
// id) answers 404 like any record of another workspace; an invited or suspended member,
// whom the caller does see in the members list, is refused with the reason (400).
import type { Kysely } from 'kysely';
import {
  TEAM_EVENT_TYPE_MESSAGES as M,
  type TeamEventTypeValues,
} from '../../../../core/team-event-type-schemas';
import type { DB } from '../../../db/types';
import { badRequest, notFound } from '../../../http/errors';
import { memberStatuses } from '../../../platform/access/team-workspaces';

export async function checkTeamHosts(
  db: Kysely<DB>,
  workspaceId: string,
  hosts: TeamEventTypeValues['hosts'],
): Promise<void> {
  const statuses = await memberStatuses(
    db,
    workspaceId,
    hosts.map((host) => host.userId),
  );
  for (const host of hosts) {
    const status = statuses.get(host.userId);
    if (status === undefined) throw notFound('Member not found');
    if (status !== 'active') throw badRequest(M.hostNotMember, { hosts: M.hostNotMember });
  }
}

/** Replaces the stored host list with `hosts`, in their order. */
export async function saveTeamHosts(
  trx: Kysely<DB>,
  eventTypeId: string,
  hosts: TeamEventTypeValues['hosts'],
): Promise<void> {
  await trx.deleteFrom('scheduling_team_hosts').where('eventTypeId', '=', eventTypeId).execute();
  await trx
    .insertInto('scheduling_team_hosts')
    .values(
      hosts.map((host, position) => ({
        eventTypeId,
        userId: host.userId,
        weight: host.weight,
        position,
      })),
    )
    .execute();
}
