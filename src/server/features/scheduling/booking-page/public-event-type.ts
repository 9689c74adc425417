// One active event type of a host, as the booking page and the booking request need
// it. Unknown, inactive, or another host's slug: 404 "Event type not found".

import type { Kysely, Selectable } from 'kysely';
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import { publicLocationText } from '../../../../core/scheduling/meeting-location';
import type { PublicEventType, Question } from '../../../../core/scheduling-schemas';
import { parseTimeZone } from '../../../../core/time-zone';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import type { SchedulingTables } from '../tables';
import { findPublicHost } from './public-host';

export type ActiveEventType = Selectable<SchedulingTables['scheduling_event_types']>;

export type LoadedEventType = {
  row: ActiveEventType;
  questions: Question[];
  view: PublicEventType;
};

export async function findActiveEventType(
  db: Kysely<DB>,
  userId: string,
  slug: string,
): Promise<ActiveEventType> {
  const row = await db
    .selectFrom('scheduling_event_types')
    .selectAll()
    .where('userId', '=', userId)
    .where('slug', '=', slug)
    .where('isActive', '=', true)
    // A team event type is booked at /team/:orgSlug/:slug (decision 063).
    .where('teamKind', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(SCHEDULING_MESSAGES.eventTypeNotFound);
  return row;
}

/** The active event type and its host's time zone, in one read (the slots endpoint is hot). */
export async function findActiveEventTypeAndZone(
  db: Kysely<DB>,
  userId: string,
  slug: string,
): Promise<{ eventType: ActiveEventType; hostTimeZone: string }> {
  const row = await db
    .selectFrom('scheduling_event_types as e')
    .innerJoin('profiles as p', 'p.userId', 'e.userId')
    .selectAll('e')
    .select('p.timezone as hostTimeZone')
    .where('e.userId', '=', userId)
    .where('e.slug', '=', slug)
    .where('e.isActive', '=', true)
    .where('e.teamKind', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(SCHEDULING_MESSAGES.eventTypeNotFound);
  const { hostTimeZone, ...eventType } = row;
  return { eventType, hostTimeZone: parseTimeZone(hostTimeZone) ?? 'UTC' };
}

export async function loadPublicEventType(
  db: Kysely<DB>,
  userId: string,
  slug: string,
): Promise<LoadedEventType> {
  const host = await findPublicHost(db, userId).catch(() => {
    throw notFound(SCHEDULING_MESSAGES.eventTypeNotFound);
  });
  const row = await findActiveEventType(db, userId, slug);
  const questions = await db
    .selectFrom('scheduling_questions')
    .select(['id', 'question', 'type', 'options', 'isRequired', 'orderIndex'])
    .where('eventTypeId', '=', row.id)
    .orderBy('orderIndex')
    .orderBy('id')
    .execute();
  return {
    row,
    questions,
    view: {
      host,
      eventType: {
        id: row.id,
        name: row.name,
        slug: row.slug,
        description: row.description,
        // How the meeting happens, in words for the page (decision 058).
        location: publicLocationText(row.locationKind, row.location),
        locationKind: row.locationKind,
        color: row.color,
        duration: row.duration,
        requiresConfirmation: row.requiresConfirmation,
        dateRangeStart: row.dateRangeStart,
        dateRangeEnd: row.dateRangeEnd,
        questions,
      },
    },
  };
}
