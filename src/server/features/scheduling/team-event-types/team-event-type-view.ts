// The workspace's view of a team event type: the event type's own fields (as a personal
// one shows them), its kind, its hosts in order with their names and weights, and the
// team booking page's path.
import type { Kysely } from 'kysely';
import { hostDisplayName } from '../../../../core/scheduling/host-display-name';
import {
  type TeamEventType,
  type TeamKind,
  teamBookingPath,
} from '../../../../core/team-event-type-schemas';
import type { DB } from '../../../db/types';
import { teamWorkspaceSlugs } from '../../../platform/access/team-workspaces';
import { type EventTypeRow, withQuestions } from '../event-types/event-type-view';

export async function toTeamEventTypeViews(
  db: Kysely<DB>,
  rows: EventTypeRow[],
): Promise<TeamEventType[]> {
  if (rows.length === 0) return [];
  const [views, hosts, slugs] = await Promise.all([
    withQuestions(db, rows),
    db
      .selectFrom('scheduling_team_hosts as h')
      .leftJoin('profiles as p', 'p.userId', 'h.userId')
      .select(['h.eventTypeId', 'h.userId', 'h.weight', 'h.position', 'p.displayName'])
      .where(
        'h.eventTypeId',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('h.position')
      .orderBy('h.userId')
      .execute(),
    teamWorkspaceSlugs(
      db,
      rows.map((row) => row.workspaceId),
    ),
  ]);
  return rows.map((row, index) => {
    const view = views[index];
    if (!view) throw new Error(`event type ${row.id} has no view`);
    return {
      ...view,
      kind: row.teamKind as TeamKind,
      hosts: hosts
        .filter((host) => host.eventTypeId === row.id)
        .map((host) => ({
          userId: host.userId,
          name: hostDisplayName(host.displayName),
          weight: host.weight,
        })),
      bookingPath: teamBookingPath(slugs.get(row.workspaceId) ?? '', row.slug),
    };
  });
}
