// The owner's view of an event type: its row, its questions in order, and the public
// booking page's path.
import type { Kysely, Selectable } from 'kysely';
import type { EventType, Question } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import type { SchedulingTables } from '../tables';

export type EventTypeRow = Selectable<SchedulingTables['scheduling_event_types']>;
type QuestionRow = Selectable<SchedulingTables['scheduling_questions']>;

/** /schedule/{username}/{slug}: the friendly form (issue 21); the id form still redirects. */
export function bookingPath(usernameOrId: string, slug: string): string {
  return `/schedule/${encodeURIComponent(usernameOrId)}/${slug}`;
}

function toQuestion(row: QuestionRow): Question {
  return {
    id: row.id,
    question: row.question,
    type: row.type,
    options: row.options,
    isRequired: row.isRequired,
    orderIndex: row.orderIndex,
  };
}

export function toEventTypeView(
  row: EventTypeRow,
  questions: QuestionRow[],
  username?: string,
): EventType {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    location: row.location,
    locationKind: row.locationKind,
    reminders: row.reminders,
    color: row.color,
    duration: row.duration,
    bufferBefore: row.bufferBefore,
    bufferAfter: row.bufferAfter,
    minBookingNotice: row.minBookingNotice,
    maxBookingsPerDay: row.maxBookingsPerDay,
    maxBookingsPerWeek: row.maxBookingsPerWeek,
    dateRangeStart: row.dateRangeStart,
    dateRangeEnd: row.dateRangeEnd,
    requiresConfirmation: row.requiresConfirmation,
    isActive: row.isActive,
    questions: questions
      .filter((question) => question.eventTypeId === row.id)
      .sort((a, b) => a.orderIndex - b.orderIndex)
      .map(toQuestion),
    bookingPath: bookingPath(username ?? row.userId, row.slug),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The event types with their questions, read in one query for all of them. */
export async function withQuestions(db: Kysely<DB>, rows: EventTypeRow[]): Promise<EventType[]> {
  if (rows.length === 0) return [];
  const questions = await db
    .selectFrom('scheduling_questions')
    .selectAll()
    .where(
      'eventTypeId',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('orderIndex')
    .execute();
  // The hosts' usernames, for the friendly booking links (a team's list mixes hosts).
  const profiles = await db
    .selectFrom('profiles')
    .select(['userId', 'username'])
    .where('userId', 'in', [...new Set(rows.map((row) => row.userId))])
    .execute();
  const usernames = new Map(profiles.map((p) => [p.userId, p.username]));
  return rows.map((row) => toEventTypeView(row, questions, usernames.get(row.userId)));
}
