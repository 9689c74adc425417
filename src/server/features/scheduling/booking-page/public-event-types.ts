// GET /public/schedule/:userId — the chooser: the host and their active event types.
import type { Kysely } from 'kysely';
import { publicLocationText } from '../../../../core/scheduling/meeting-location';
import type { PublicHostEventTypes } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import { findPublicHost } from './public-host';

export async function listPublicEventTypes(
  db: Kysely<DB>,
  userId: string,
): Promise<PublicHostEventTypes> {
  const host = await findPublicHost(db, userId);
  const eventTypes = await db
    .selectFrom('scheduling_event_types')
    .select(['id', 'name', 'slug', 'description', 'location', 'locationKind', 'color', 'duration'])
    .where('userId', '=', userId)
    .where('isActive', '=', true)
    // A team event type is booked on the team's page, not its creator's (decision 063).
    .where('teamKind', 'is', null)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  // Numbers and links come with a booking's confirmation, not on the open page.
  return {
    host,
    eventTypes: eventTypes.map(({ locationKind, ...type }) => ({
      ...type,
      location: publicLocationText(locationKind, type.location),
    })),
  };
}
