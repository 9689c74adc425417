// The team page's event types (issue 22): a team workspace's active team event types, in
// the order they were made, with the words the page shows and each one's booking path.
// For the team page feature (through scheduling/public.ts); the caller has already found
// the workspace active and public — a personal workspace's id lists nothing.
import type { Kysely } from 'kysely';
import { publicLocationText } from '../../../../core/scheduling/meeting-location';
import {
  type PublicTeamEventTypes,
  teamBookingPath,
} from '../../../../core/team-event-type-schemas';
import type { DB } from '../../../db/types';
import { teamWorkspaceSlugs } from '../../../platform/access/team-workspaces';

export async function listPublicTeamEventTypes(
  db: Kysely<DB>,
  organizationId: string,
): Promise<PublicTeamEventTypes> {
  const orgSlug = (await teamWorkspaceSlugs(db, [organizationId])).get(organizationId);
  if (!orgSlug) return { eventTypes: [] };
  const rows = await db
    .selectFrom('scheduling_event_types')
    .select([
      'id',
      'name',
      'slug',
      'description',
      'location',
      'locationKind',
      'color',
      'duration',
      'teamKind',
    ])
    .where('workspaceId', '=', organizationId)
    .where('teamKind', 'is not', null)
    .where('isActive', '=', true)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return {
    eventTypes: rows.flatMap(({ locationKind, teamKind, ...row }) =>
      teamKind
        ? [
            {
              ...row,
              location: publicLocationText(locationKind, row.location),
              kind: teamKind,
              path: teamBookingPath(orgSlug, row.slug),
            },
          ]
        : [],
    ),
  };
}
