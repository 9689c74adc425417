// A second event type with the same slug is refused (409), whether the check before
// the write sees it or the unique index catches a concurrent one.
import type { Kysely } from 'kysely';
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { HttpError } from '../../../http/errors';

const UNIQUE_VIOLATION = '23505';

export function slugTakenError(): HttpError {
  return new HttpError('conflict', SCHEDULING_MESSAGES.slugTaken, {
    slug: SCHEDULING_MESSAGES.slugTaken,
  });
}

export function isDuplicateSlug(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return (
    code === UNIQUE_VIOLATION &&
    (!constraint || constraint === 'scheduling_event_types_user_slug_key')
  );
}

/** Throws 409 when another of the user's event types (not `exceptId`) has the slug. */
export async function assertSlugFree(
  db: Kysely<DB>,
  userId: string,
  slug: string,
  exceptId?: string,
): Promise<void> {
  let query = db
    .selectFrom('scheduling_event_types')
    .select('id')
    .where('userId', '=', userId)
    .where('slug', '=', slug)
    // A team's slugs are its workspace's (team-event-types/, decision 063).
    .where('teamKind', 'is', null);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw slugTakenError();
}
